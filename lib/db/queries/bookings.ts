import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { localDate } from "@/lib/utils/local-date";
import type { BookingChange } from "@/lib/validations/bookings";
import type { LeadStatus } from "@/lib/validations/lead-status";
import { type Database, getDb } from "../client";
import { type BOOKING_STATUSES, chatSummaries, leadActivity, leadBookings } from "../schema";
import { lockEmail } from "./lead-write";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What recording a delivery did: nothing (a repeat, or a booking never seen), or a change. */
export type RecordedBooking =
  | { changed: false; leadId: string | null }
  | {
      changed: true;
      leadId: string;
      created: boolean;
      status: BookingStatus;
      startAt: Date;
      endAt: Date;
    };

/** A booking moves a lead still being worked toward the call; a later stage is left as it is. */
const MOVES_TO_BOOKED: ReadonlySet<LeadStatus> = new Set(["New", "Contacted"]);

const PROVIDER_NAMES = { cal: "Cal.com", calendly: "Calendly" } as const;

/** The newest lead holding this email, or a new one (source "booking") for a stranger. */
async function leadFor(tx: Tx, change: BookingChange, timeZone: string) {
  await lockEmail(tx, change.email);
  const [known] = await tx
    .select({ id: chatSummaries.id, status: chatSummaries.status })
    .from(chatSummaries)
    .where(eq(chatSummaries.contactEmail, change.email))
    .orderBy(desc(chatSummaries.createdAt))
    .limit(1)
    .for("update");
  if (known) return { ...known, created: false };
  const [made] = await tx
    .insert(chatSummaries)
    .values({
      source: "booking",
      interactionDate: localDate(new Date(), timeZone),
      contactName: change.name,
      contactEmail: change.email,
      chatSummary: `Booked a call through ${PROVIDER_NAMES[change.provider]}.`,
      nextStep: "Prepare for the call",
      status: "Meeting booked",
    })
    .returning({ id: chatSummaries.id, status: chatSummaries.status });
  if (!made) throw new Error("insert returned no row");
  await tx.insert(leadActivity).values({
    leadId: made.id,
    actor: PROVIDER_NAMES[change.provider],
    kind: "created",
    toValue: "booking",
  });
  return { ...made, created: true };
}

/** Records a calendar delivery in one transaction (a resend answers `changed: false`); its
 * `afterChange` runs inside it, so the owner is told once. */
export async function recordBooking(
  change: BookingChange,
  {
    timeZone,
    afterChange,
  }: {
    timeZone: string;
    afterChange?: (tx: Tx, recorded: Extract<RecordedBooking, { changed: true }>) => Promise<void>;
  },
): Promise<RecordedBooking> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids = change.previousId ? [change.id, change.previousId] : [change.id];
    const rows = await tx
      .select()
      .from(leadBookings)
      .where(and(eq(leadBookings.provider, change.provider), inArray(leadBookings.providerId, ids)))
      .for("update");
    const current = rows.find((r) => r.providerId === change.id);
    const replaced = rows.find((r) => r.providerId === change.previousId);
    const actor = PROVIDER_NAMES[change.provider];
    const activity = (leadId: string, status: BookingStatus) =>
      tx
        .insert(leadActivity)
        .values({ leadId, actor, kind: "booking", fromValue: actor, toValue: status });

    if (change.kind === "cancelled") {
      // A booking made before the webhook was set up: there is nothing here to cancel.
      if (!current || current.status === "cancelled") {
        return { changed: false, leadId: current?.leadId ?? null };
      }
      await tx
        .update(leadBookings)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(eq(leadBookings.id, current.id));
      await activity(current.leadId, "cancelled");
      const recorded = {
        changed: true as const,
        leadId: current.leadId,
        created: false,
        status: "cancelled" as const,
        startAt: current.startAt,
        endAt: current.endAt,
      };
      await afterChange?.(tx, recorded);
      return recorded;
    }

    const same = (r: typeof current) =>
      r &&
      r.status !== "cancelled" &&
      r.startAt.getTime() === change.startAt.getTime() &&
      r.endAt.getTime() === change.endAt.getTime();
    if (current && same(current)) return { changed: false, leadId: current.leadId };

    const status: BookingStatus =
      replaced || change.kind === "rescheduled" ? "rescheduled" : "booked";
    let leadId: string;
    let created = false;
    const existing = current ?? replaced;
    if (existing) {
      leadId = existing.leadId;
      await tx
        .update(leadBookings)
        .set({
          providerId: change.id,
          startAt: change.startAt,
          endAt: change.endAt,
          status,
          updatedAt: new Date(),
        })
        .where(eq(leadBookings.id, existing.id));
    } else {
      const lead = await leadFor(tx, change, timeZone);
      leadId = lead.id;
      created = lead.created;
      await tx.insert(leadBookings).values({
        leadId,
        provider: change.provider,
        providerId: change.id,
        startAt: change.startAt,
        endAt: change.endAt,
        status,
      });
      if (!lead.created && MOVES_TO_BOOKED.has(lead.status)) {
        await tx
          .update(chatSummaries)
          .set({ status: "Meeting booked", updatedAt: new Date() })
          .where(eq(chatSummaries.id, leadId));
        await tx.insert(leadActivity).values({
          leadId,
          actor,
          kind: "status",
          fromValue: lead.status,
          toValue: "Meeting booked",
        });
      }
    }
    await activity(leadId, status);
    const recorded = {
      changed: true as const,
      leadId,
      created,
      status,
      startAt: change.startAt,
      endAt: change.endAt,
    };
    await afterChange?.(tx, recorded);
    return recorded;
  });
}

/** A lead's calls, soonest first. */
export async function listLeadBookings({ leadId }: { leadId: string }) {
  const db = await getDb();
  return db
    .select({
      provider: leadBookings.provider,
      startAt: leadBookings.startAt,
      endAt: leadBookings.endAt,
      status: leadBookings.status,
    })
    .from(leadBookings)
    .where(eq(leadBookings.leadId, leadId))
    .orderBy(asc(leadBookings.startAt));
}
