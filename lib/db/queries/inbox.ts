import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { LeadQualification } from "@/lib/validations/lead-qualification";
import type { LeadStatus } from "@/lib/validations/lead-status";
import { getDb } from "../client";
import { chatSummaries, leadActivity, leadBookings, leadNotes, users } from "../schema";
import type { NotifyTx } from "./notifications";

/** The signals the qualification proposal reads, and the chat's own qualification. */
export async function getLeadSignals({ id }: { id: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      email: chatSummaries.contactEmail,
      phone: chatSummaries.contactPhone,
      servicesDiscussed: chatSummaries.servicesDiscussed,
      keyPainPoints: chatSummaries.keyPainPoints,
      callToActionOffered: chatSummaries.callToActionOffered,
      visitCount: chatSummaries.visitCount,
      chatQualification: chatSummaries.leadQualification,
      // Named in full: in a one-table select Drizzle writes a column bare, and a bare "id" here
      // would be the booking's.
      bookedCall: sql<boolean>`exists (select 1 from ${leadBookings} b
        where b.lead_id = chat_summaries.id and b.status <> 'cancelled')`,
    })
    .from(chatSummaries)
    .where(eq(chatSummaries.id, id))
    .limit(1);
  return row ?? null;
}

type LeadChange = {
  status?: LeadStatus;
  qualification?: LeadQualification;
  handoffAnswered?: boolean;
  /** A date to follow the lead up; null clears it. */
  followUpAt?: Date | null;
  /** The deal's worth in US cents, and the day it should close; null clears either. */
  dealValueCents?: number | null;
  expectedCloseOn?: string | null;
  /** The status the mover saw: a lead since moved by someone else is not moved again. */
  expectedStatus?: LeadStatus;
  /** The admin who works the lead; null: nobody. */
  assigneeId?: string | null;
};

/** The change named an assignee who is not an admin of this site. */
export class UnknownAssigneeError extends Error {}

/** The lead's status is no longer the one the change expected (another person moved it). */
export class LeadMovedError extends Error {
  constructor(readonly current: LeadStatus) {
    super(`The lead is now ${current}`);
  }
}

export type LeadChangeMade = {
  kind:
    | "status"
    | "qualification"
    | "handoff"
    | "follow_up"
    | "deal_value"
    | "expected_close"
    | "assignee";
  from: string | null;
  to: string | null;
};

/** Sets a lead's status, qualification and/or follow-up, recording each change in its activity;
 * null when there is no such lead. */
export async function updateLead({
  id,
  actor,
  ...change
}: LeadChange & { id: string; actor: string }) {
  const db = await getDb();
  return db.transaction((tx) => applyLeadChange(tx, id, change, actor));
}

/** updateLead's work inside a caller's transaction (an email sent also moves a New lead on). */
export async function applyLeadChange(
  tx: NotifyTx,
  id: string,
  {
    status,
    qualification,
    handoffAnswered,
    followUpAt,
    dealValueCents,
    expectedCloseOn,
    expectedStatus,
    assigneeId,
  }: LeadChange,
  actor: string,
): Promise<LeadChangeMade[] | null> {
  const [before] = await tx
    .select({
      status: chatSummaries.status,
      ownerQualification: chatSummaries.ownerQualification,
      leadQualification: chatSummaries.leadQualification,
      handoffRequestedAt: chatSummaries.handoffRequestedAt,
      handoffAnsweredAt: chatSummaries.handoffAnsweredAt,
      followUpAt: chatSummaries.followUpAt,
      dealValueCents: chatSummaries.dealValueCents,
      expectedCloseOn: chatSummaries.expectedCloseOn,
      assigneeId: chatSummaries.assigneeId,
    })
    .from(chatSummaries)
    .where(eq(chatSummaries.id, id))
    .for("update");
  if (!before) return null;
  if (expectedStatus !== undefined && before.status !== expectedStatus) {
    throw new LeadMovedError(before.status);
  }
  const changes: LeadChangeMade[] = [];
  if (status && status !== before.status)
    changes.push({ kind: "status", from: before.status, to: status });
  const shown = before.ownerQualification ?? before.leadQualification;
  if (qualification && qualification !== before.ownerQualification) {
    changes.push({ kind: "qualification", from: shown, to: qualification });
  }
  // An open request for a person is answered when the owner says so, or moves the lead on.
  const answered =
    before.handoffRequestedAt !== null &&
    before.handoffAnsweredAt === null &&
    (handoffAnswered || changes.some((c) => c.kind === "status"));
  if (answered) changes.push({ kind: "handoff", from: null, to: "answered" });
  const followUpChanged =
    followUpAt !== undefined && followUpAt?.getTime() !== before.followUpAt?.getTime();
  if (followUpChanged) {
    changes.push({
      kind: "follow_up",
      from: before.followUpAt?.toISOString() ?? null,
      to: followUpAt?.toISOString() ?? null,
    });
  }
  const valueChanged = dealValueCents !== undefined && dealValueCents !== before.dealValueCents;
  if (valueChanged) {
    changes.push({
      kind: "deal_value",
      from: before.dealValueCents === null ? null : String(before.dealValueCents),
      to: dealValueCents === null ? null : String(dealValueCents),
    });
  }
  const closeChanged = expectedCloseOn !== undefined && expectedCloseOn !== before.expectedCloseOn;
  if (closeChanged) {
    changes.push({ kind: "expected_close", from: before.expectedCloseOn, to: expectedCloseOn });
  }
  const assigneeChanged = assigneeId !== undefined && assigneeId !== before.assigneeId;
  if (assigneeChanged) {
    // The history keeps names: an admin removed later still reads as who they were.
    const named = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          [assigneeId, before.assigneeId].filter((v) => v !== null),
        ),
      );
    const nameOf = (who: string | null) => {
      const admin = named.find((u) => u.id === who);
      return admin ? admin.name || admin.email : null;
    };
    if (assigneeId !== null && !named.some((u) => u.id === assigneeId)) {
      throw new UnknownAssigneeError();
    }
    changes.push({ kind: "assignee", from: nameOf(before.assigneeId), to: nameOf(assigneeId) });
  }
  if (changes.length === 0) return [];
  await tx
    .update(chatSummaries)
    .set({
      ...(status ? { status } : {}),
      ...(qualification ? { ownerQualification: qualification } : {}),
      ...(answered ? { handoffAnsweredAt: new Date() } : {}),
      ...(followUpChanged ? { followUpAt } : {}),
      ...(valueChanged ? { dealValueCents } : {}),
      ...(closeChanged ? { expectedCloseOn } : {}),
      ...(assigneeChanged ? { assigneeId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(chatSummaries.id, id));
  if (status && status !== "New") {
    // The first time a lead leaves New: the time to first contact.
    await tx
      .update(chatSummaries)
      .set({ firstContactedAt: new Date() })
      .where(and(eq(chatSummaries.id, id), isNull(chatSummaries.firstContactedAt)));
  }
  await tx
    .insert(leadActivity)
    .values(
      changes.map((c) => ({ leadId: id, actor, kind: c.kind, fromValue: c.from, toValue: c.to })),
    );
  return changes;
}

export async function addLeadNote({
  leadId,
  authorId,
  authorName,
  body,
}: {
  leadId: string;
  authorId: string;
  authorName: string;
  body: string;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // A note is activity: it keeps the lead from the retention purge like any other change.
    const [lead] = await tx
      .update(chatSummaries)
      .set({ updatedAt: new Date() })
      .where(eq(chatSummaries.id, leadId))
      .returning({ id: chatSummaries.id });
    if (!lead) return null;
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, authorId, authorName, body })
      .returning({ id: leadNotes.id, createdAt: leadNotes.createdAt });
    await tx
      .insert(leadActivity)
      .values({ leadId, actor: authorName, kind: "note", toValue: body.slice(0, 200) });
    return note ?? null;
  });
}

export async function listLeadNotes({ leadId }: { leadId: string }) {
  const db = await getDb();
  return db
    .select({
      id: leadNotes.id,
      author: leadNotes.authorName,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt));
}

/** The lead's history, oldest first, starting with its arrival. */
export async function listLeadActivity({ leadId }: { leadId: string }) {
  const db = await getDb();
  const arrival = db
    .select({
      at: chatSummaries.createdAt,
      actor: sql<string | null>`null`,
      kind: sql<"created">`'created'`,
      fromValue: sql<string | null>`null`,
      toValue: sql<string | null>`${chatSummaries.source}`,
    })
    .from(chatSummaries)
    .where(eq(chatSummaries.id, leadId));
  const changes = db
    .select({
      at: leadActivity.at,
      actor: leadActivity.actor,
      kind: leadActivity.kind,
      fromValue: leadActivity.fromValue,
      toValue: leadActivity.toValue,
    })
    .from(leadActivity)
    .where(eq(leadActivity.leadId, leadId));
  const [first, rest] = await Promise.all([arrival, changes.orderBy(asc(leadActivity.at))]);
  // A path that records the arrival itself (a booking, a ticket, the owner) names who made it.
  const made = rest.find((r) => r.kind === "created");
  return [
    ...first.map((a) => ({ ...a, actor: made?.actor ?? a.actor })),
    ...rest.filter((r) => r.kind !== "created"),
  ];
}
