import "server-only";
import { and, asc, eq, gte, isNull, lt, ne, notInArray, sql } from "drizzle-orm";
import { CLOSED_STATUSES } from "@/lib/validations/lead-status";
import type { MailPayload } from "@/lib/validations/notification-payload";
import { getDb } from "../client";
import { chatSummaries, leadBookings, notificationOutbox, scheduledRuns, users } from "../schema";
import type { NotifyTx } from "./notifications";
import { replyWaiting } from "./reply-waiting";

const leadColumns = {
  id: chatSummaries.id,
  name: chatSummaries.contactName,
  email: chatSummaries.contactEmail,
  phone: chatSummaries.contactPhone,
  company: chatSummaries.companyName,
  source: chatSummaries.source,
  assigneeId: chatSummaries.assigneeId,
  qualification: sql<string>`coalesce(${chatSummaries.ownerQualification}, ${chatSummaries.leadQualification})`,
};

/** What the morning digest tells: leads that arrived, replies waiting for an answer, follow-ups
 * due, calls on the day. */
export async function digestContents(
  tx: NotifyTx,
  { since, until, dayStart, dayEnd }: { since: Date; until: Date; dayStart: Date; dayEnd: Date },
) {
  // One after another: they share the transaction's connection.
  const arrived = await tx
    .select(leadColumns)
    .from(chatSummaries)
    .where(and(gte(chatSummaries.createdAt, since), lt(chatSummaries.createdAt, until)))
    .orderBy(asc(chatSummaries.createdAt));
  const due = await tx
    .select({ ...leadColumns, followUpAt: chatSummaries.followUpAt })
    .from(chatSummaries)
    .where(
      and(lt(chatSummaries.followUpAt, dayEnd), notInArray(chatSummaries.status, CLOSED_STATUSES)),
    )
    .orderBy(asc(chatSummaries.followUpAt));
  const replied = await tx
    .select({ ...leadColumns, lastReplyAt: chatSummaries.lastReplyAt })
    .from(chatSummaries)
    .where(and(replyWaiting, notInArray(chatSummaries.status, CLOSED_STATUSES)))
    .orderBy(asc(chatSummaries.lastReplyAt));
  const calls = await tx
    .select({ ...leadColumns, startAt: leadBookings.startAt })
    .from(leadBookings)
    .innerJoin(chatSummaries, eq(chatSummaries.id, leadBookings.leadId))
    .where(
      and(
        gte(leadBookings.startAt, dayStart),
        lt(leadBookings.startAt, dayEnd),
        ne(leadBookings.status, "cancelled"),
      ),
    )
    .orderBy(asc(leadBookings.startAt));
  const admins = await tx
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(isNull(users.inviteTokenHash));
  return { arrived, replied, due, calls, admins };
}

export type DigestContents = Awaited<ReturnType<typeof digestContents>>;

/** Runs `work` once per (job, run) across instances; a failure rolls the claim back. */
export async function onceAcrossInstances(
  job: string,
  run: string,
  work: (tx: NotifyTx) => Promise<void>,
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(scheduledRuns)
      .values({ job, run })
      .onConflictDoNothing()
      .returning({ job: scheduledRuns.job });
    if (claimed.length === 0) return false;
    await work(tx);
    return true;
  });
}

/** Digests name leads but belong to none (no erasure reaches them): kept a week after sending. */
export async function pruneOldDigests(tx: NotifyTx) {
  await tx.execute(sql`delete from ${notificationOutbox}
    where event = 'owner.digest' and lead_id is null
      and coalesce(delivered_at, failed_at) < now() - interval '7 days'`);
}

/** Queues mail the site wrote (digest) in the caller's transaction. */
export async function enqueueMail(tx: NotifyTx, payloads: MailPayload[]) {
  if (payloads.length === 0) return;
  await tx.insert(notificationOutbox).values(
    payloads.map((payload) => ({
      leadId: null,
      event: payload.event,
      channel: "email" as const,
      payload,
    })),
  );
}
