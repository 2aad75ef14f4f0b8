// The admin's rules for events: wall-clock times in the event's zone stored as instants, unique
// addresses, tickets whose ids (and so their Stripe references) survive edits, every write
// audited and the public pages it touches refreshed.
import "server-only";
import { site } from "@/config/site";
import { ApiError } from "@/lib/api/errors";
import { audit, type RequestMeta } from "@/lib/auth/audit";
import { contentAuditAction } from "@/lib/content/audit-action";
import { expireTags } from "@/lib/content/cache";
import { CONTENT_TAGS } from "@/lib/content/cache-tags";
import { renderMarkdown } from "@/lib/content/markdown";
import type { Admin } from "@/lib/content/posts";
import { scheduledAt } from "@/lib/content/schedule";
import { slugify, uniqueSlug } from "@/lib/content/slug";
import { isForeignKeyViolation, isUniqueViolation } from "@/lib/db/errors";
import { hasAttendees } from "@/lib/db/queries/attendee-find";
import { followEventChange } from "@/lib/db/queries/attendee-mail";
import {
  deleteEventById,
  getEventById,
  insertEvent,
  takenEventSlugs,
  updateEventById,
} from "@/lib/db/queries/events";
import type { Event, EventTicketJson, NewEvent } from "@/lib/db/schema";
import { formatInZone, zonedInstant } from "@/lib/utils/time";
import type { EventCreate, EventPatch, EventTicketInput } from "@/lib/validations/events";
import { ticketReference } from "./reference";

const notFound = () => new ApiError("not_found", 404, "Event not found");
const slugTaken = (slug: string) =>
  new ApiError("conflict", 409, `Another event already uses the address /events/${slug}.`);
const editConflict = () =>
  new ApiError(
    "edit_conflict",
    409,
    "This event was changed in another tab or on another device since you opened it. Reload it to see that version; copy anything of yours you want to keep first.",
  );
const heldTickets = () =>
  new ApiError(
    "conflict",
    409,
    "This event has ticket holders, so it cannot be deleted. Set its status to cancelled instead.",
  );
const badTimes = (message: string) => new ApiError("bad_request", 400, message);

// An instant from a wall clock in `timeZone` (one that does not exist there is refused, not moved).
function instant(value: string, timeZone: string, label: string): Date {
  const unreal = badTimes(`${label} is not a real date and time in ${timeZone}`);
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) throw unreal;
    return at;
  }
  const wall = value.slice(0, 16);
  let at: Date;
  try {
    at = zonedInstant(wall, timeZone);
  } catch {
    throw unreal;
  }
  if (Number.isNaN(at.getTime()) || formatInZone(at, "yyyy-MM-dd'T'HH:mm", timeZone) !== wall) {
    throw unreal;
  }
  return at;
}

function checkedTimes(start: Date, end: Date) {
  if (end.getTime() <= start.getTime()) throw badTimes("ends_at must be after starts_at");
  if (end.getTime() - start.getTime() > 14 * 86_400_000) {
    throw badTimes("ends_at must be within 14 days of starts_at");
  }
}

/** Tickets as stored: a sent id is kept, a new ticket gets one from its name. */
function storedTickets(input: EventTicketInput[]): EventTicketJson[] {
  const taken = new Set(input.flatMap((t) => (t.id ? [t.id] : [])));
  return input.map((t) => {
    let id = t.id;
    if (!id) {
      id = uniqueSlug(slugify(t.name).slice(0, 36), taken);
      taken.add(id);
    }
    return {
      id,
      name: t.name,
      priceCents: t.price_cents,
      currency: t.currency,
      items: t.items,
      buyButtonId: t.buy_button_id,
      paymentLink: t.payment_link,
      paymentLinkId: t.payment_link_id,
    };
  });
}

/** An event as the admin API answers it (the meeting address included: admins only). */
export function serializeEvent(e: Event) {
  const local = (d: Date) => formatInZone(d, "yyyy-MM-dd'T'HH:mm", e.timeZone);
  return {
    id: e.id,
    slug: e.slug,
    url: `/events/${e.slug}`,
    title: e.title,
    summary: e.summary,
    body_markdown: e.bodyMarkdown,
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    local: { starts_at: local(e.startsAt), ends_at: local(e.endsAt) },
    time_zone: e.timeZone,
    meeting_url: e.meetingUrl,
    recording_url: e.recordingUrl,
    materials_url: e.materialsUrl,
    capacity: e.capacity,
    questions: e.questions,
    hosts: e.hosts,
    tickets: e.tickets.map((t) => ({
      id: t.id,
      reference: ticketReference(e.id, t.id),
      name: t.name,
      price_cents: t.priceCents,
      currency: t.currency,
      items: t.items,
      buy_button_id: t.buyButtonId,
      payment_link: t.paymentLink,
      payment_link_id: t.paymentLinkId ?? null,
    })),
    status: e.status,
    publish_at: e.publishAt?.toISOString() ?? null,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}
export type EventJson = ReturnType<typeof serializeEvent>;

/** Public pages showing an event: its own, the lists, and what points to the next one. */
function changedTags(before: Event | null, after: Event | null): string[] {
  const shown = (e: Event | null) =>
    e !== null && (e.status === "published" || e.status === "cancelled");
  if (!shown(before) && !shown(after)) return [];
  const tags = new Set<string>([CONTENT_TAGS.eventLists]);
  if (before) tags.add(CONTENT_TAGS.event(before.slug));
  if (after) tags.add(CONTENT_TAGS.event(after.slug));
  return [...tags];
}

async function record(meta: RequestMeta, admin: Admin, before: Event | null, after: Event | null) {
  const row = after ?? before;
  if (!row) return;
  const stated = (e: Event | null) => e && { status: e.status };
  await audit(meta, {
    action: contentAuditAction(stated(before), stated(after)),
    user: admin,
    details: { kind: "event", slug: row.slug, title: row.title, status: after?.status ?? null },
  });
  expireTags(changedTags(before, after));
}

export async function createEvent(input: EventCreate, admin: Admin, meta: RequestMeta) {
  const timeZone = input.time_zone ?? site.timeZone;
  const startsAt = instant(input.starts_at, timeZone, "starts_at");
  const endsAt = instant(input.ends_at, timeZone, "ends_at");
  checkedTimes(startsAt, endsAt);
  const base = slugify(input.title);
  // The fixed addresses under /events are never an event's.
  const taken = new Set([...(await takenEventSlugs(base)), "list", "next", "thank-you-event"]);
  const slug = input.slug ?? uniqueSlug(base, taken);
  let row: Event;
  try {
    row = await insertEvent({
      slug,
      title: input.title,
      summary: input.summary,
      bodyMarkdown: input.body_markdown,
      body: renderMarkdown(input.body_markdown),
      startsAt,
      endsAt,
      timeZone,
      meetingUrl: input.meeting_url,
      recordingUrl: input.recording_url,
      materialsUrl: input.materials_url,
      capacity: input.capacity,
      questions: input.questions,
      hosts: input.hosts,
      tickets: storedTickets(input.tickets),
      status: input.status,
      publishAt: scheduledAt(input.status, input.publish_at, null),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(slug);
    throw err;
  }
  await record(meta, admin, null, row);
  return row;
}

/** The start a published event was announced with, while it is somewhere else. */
function movedFrom(before: Event, startsAt: Date): Date | null {
  const announced =
    before.previousStartsAt ?? (before.status === "published" ? before.startsAt : null);
  return announced && announced.getTime() !== startsAt.getTime() ? announced : null;
}

export async function updateEvent(id: string, patch: EventPatch, admin: Admin, meta: RequestMeta) {
  const before = await getEventById(id);
  if (!before) throw notFound();
  const seen = patch.if_unmodified_since ? new Date(patch.if_unmodified_since) : undefined;
  if (seen && before.updatedAt.getTime() !== seen.getTime()) throw editConflict();

  const set: Partial<NewEvent> = { updatedAt: new Date() };
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.slug !== undefined) set.slug = patch.slug;
  if (patch.summary !== undefined) set.summary = patch.summary;
  if (patch.body_markdown !== undefined) {
    set.bodyMarkdown = patch.body_markdown;
    set.body = renderMarkdown(patch.body_markdown);
  }
  // A new zone alone keeps the wall clock: 11:30 stays 11:30 wherever the event now is.
  const timeZone = patch.time_zone ?? before.timeZone;
  const wall = (d: Date) => formatInZone(d, "yyyy-MM-dd'T'HH:mm", before.timeZone);
  if (
    patch.time_zone !== undefined ||
    patch.starts_at !== undefined ||
    patch.ends_at !== undefined
  ) {
    set.timeZone = timeZone;
    set.startsAt = instant(patch.starts_at ?? wall(before.startsAt), timeZone, "starts_at");
    set.endsAt = instant(patch.ends_at ?? wall(before.endsAt), timeZone, "ends_at");
    checkedTimes(set.startsAt, set.endsAt);
    set.previousStartsAt = movedFrom(before, set.startsAt);
  }
  if (patch.meeting_url !== undefined) set.meetingUrl = patch.meeting_url;
  if (patch.recording_url !== undefined) set.recordingUrl = patch.recording_url;
  if (patch.materials_url !== undefined) set.materialsUrl = patch.materials_url;
  if (patch.capacity !== undefined) set.capacity = patch.capacity;
  if (patch.hosts !== undefined) set.hosts = patch.hosts;
  if (patch.questions !== undefined) set.questions = patch.questions;
  if (patch.tickets !== undefined) set.tickets = storedTickets(patch.tickets);
  if (patch.status !== undefined) set.status = patch.status;
  if (patch.publish_at !== undefined || (patch.status && patch.status !== before.status)) {
    set.publishAt = scheduledAt(patch.status ?? before.status, patch.publish_at, before.publishAt);
  }

  let after: Event | null;
  try {
    after = await updateEventById(id, set, seen ?? before.updatedAt);
  } catch (err) {
    if (isUniqueViolation(err) && patch.slug) throw slugTaken(patch.slug);
    throw err;
  }
  if (!after) throw (await getEventById(id)) ? editConflict() : notFound();
  // Ticket holders' unsent mail follows new times; a new recording link is mailed to them.
  await followEventChange(before, after);
  await record(meta, admin, before, after);
  return after;
}

export async function deleteEvent(id: string, admin: Admin, meta: RequestMeta) {
  if (await hasAttendees(id)) throw heldTickets();
  // A ticket bought between the check above and this delete keeps the event (its reference).
  const before = await deleteEventById(id).catch((err) => {
    if (isForeignKeyViolation(err)) throw heldTickets();
    throw err;
  });
  if (!before) throw notFound();
  await record(meta, admin, before, null);
}
