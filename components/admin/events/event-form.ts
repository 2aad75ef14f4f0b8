// The event editor's form as plain data, apart from React: the API's event in the fields, and the
// fields back as request bodies. A PATCH sends only what changed.
import type { z } from "zod";
import type { EventJson } from "@/lib/events/manage";
import { formatInZone, zonedInstant } from "@/lib/utils/time";
import type { EventStatus } from "@/lib/validations/event-status";
import type { eventCreateSchema, eventPatchSchema } from "@/lib/validations/events";

type CreateBody = z.input<typeof eventCreateSchema>;
type PatchBody = z.input<typeof eventPatchSchema>;

/** `key` tells React the rows apart while they are typed in, added and removed. */
export type HostRow = { key: number; name: string; role: string; bio: string; photo: string };

export type TicketRow = {
  key: number;
  /** A saved ticket's id, sent back so its Stripe reference stays the same. */
  id?: string;
  reference?: string;
  name: string;
  /** In dollars as typed: "49", "49.99". */
  price: string;
  currency: string;
  /** One per line. */
  items: string;
  buyButtonId: string;
  paymentLink: string;
  /** The Stripe Payment Link's id (plink_…): checkouts through any other are held for review. */
  paymentLinkId: string;
};

export type EventForm = {
  title: string;
  slug: string;
  summary: string;
  body: string;
  /** Wall clock in `timeZone`, as datetime-local gives it: "2026-12-10T11:30". */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  meetingUrl: string;
  recordingUrl: string;
  materialsUrl: string;
  capacity: string;
  /** One registration question per line (a free ticket's form asks them). */
  questions: string;
  hosts: HostRow[];
  tickets: TicketRow[];
  status: EventStatus;
  /** When a scheduled event's page goes live: wall clock in `timeZone`, "" for none. */
  publishAt: string;
};

let lastKey = 0;
const nextKey = () => ++lastKey;

export const newHost = (): HostRow => ({
  key: nextKey(),
  name: "",
  role: "",
  bio: "",
  photo: "",
});

export const newTicket = (): TicketRow => ({
  key: nextKey(),
  name: "",
  price: "",
  currency: "usd",
  items: "",
  buyButtonId: "",
  paymentLink: "",
  paymentLinkId: "",
});

export const emptyEventForm = (timeZone: string): EventForm => ({
  title: "",
  slug: "",
  summary: "",
  body: "",
  startsAt: "",
  endsAt: "",
  timeZone,
  meetingUrl: "",
  recordingUrl: "",
  materialsUrl: "",
  capacity: "",
  questions: "",
  hosts: [],
  tickets: [],
  status: "draft",
  publishAt: "",
});

export const dollars = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

const PRICE = /^\d{1,7}(?:\.\d{1,2})?$/;

/** "49.99" → 4999, counted in whole cents (no floating point); null when it is no price. */
export function cents(price: string): number | null {
  const plain = price.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!PRICE.test(plain)) return null;
  const [whole = "0", fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export function formOf(event: EventJson): EventForm {
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    body: event.body_markdown,
    startsAt: event.local.starts_at,
    endsAt: event.local.ends_at,
    timeZone: event.time_zone,
    meetingUrl: event.meeting_url ?? "",
    recordingUrl: event.recording_url ?? "",
    materialsUrl: event.materials_url ?? "",
    capacity: event.capacity === null ? "" : String(event.capacity),
    questions: event.questions.join("\n"),
    hosts: event.hosts.map((h) => ({
      key: nextKey(),
      name: h.name,
      role: h.role,
      bio: h.bio ?? "",
      photo: h.photo ?? "",
    })),
    tickets: event.tickets.map((t) => ({
      key: nextKey(),
      id: t.id,
      reference: t.reference,
      name: t.name,
      price: dollars(t.price_cents),
      currency: t.currency,
      items: t.items.join("\n"),
      buyButtonId: t.buy_button_id ?? "",
      paymentLink: t.payment_link ?? "",
      paymentLinkId: t.payment_link_id ?? "",
    })),
    status: event.status,
    publishAt: event.publish_at
      ? formatInZone(new Date(event.publish_at), "yyyy-MM-dd'T'HH:mm", event.time_zone)
      : "",
  };
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant a scheduled event goes live; null when not scheduled or not a time yet. */
function publishInstant(form: EventForm): string | null {
  if (form.status !== "scheduled" || !WALL_CLOCK.test(form.publishAt)) return null;
  try {
    return zonedInstant(form.publishAt, form.timeZone.trim()).toISOString();
  } catch {
    return null; // An unknown zone: the server names it.
  }
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Every field as the API takes it; a bad number goes as NaN, which formProblem stops first. */
function fieldsOf(form: EventForm) {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    summary: form.summary.trim(),
    body_markdown: form.body,
    starts_at: form.startsAt,
    ends_at: form.endsAt,
    time_zone: form.timeZone.trim(),
    meeting_url: form.meetingUrl.trim() || null,
    recording_url: form.recordingUrl.trim() || null,
    materials_url: form.materialsUrl.trim() || null,
    capacity: form.capacity.trim() ? Number(form.capacity) : null,
    questions: lines(form.questions),
    // A row left blank is no host.
    hosts: form.hosts
      .map((h) => ({
        name: h.name.trim(),
        role: h.role.trim(),
        ...(h.bio.trim() ? { bio: h.bio.trim() } : {}),
        ...(h.photo ? { photo: h.photo } : {}),
      }))
      .filter((h) => h.name || h.role),
    tickets: form.tickets.map((t) => ({
      ...(t.id ? { id: t.id } : {}),
      name: t.name.trim(),
      price_cents: cents(t.price) ?? Number.NaN,
      currency: t.currency.trim().toLowerCase(),
      items: lines(t.items),
      buy_button_id: t.buyButtonId.trim() || null,
      payment_link: t.paymentLink.trim() || null,
      payment_link_id: t.paymentLinkId.trim() || null,
    })),
    status: form.status,
    publish_at: publishInstant(form),
  } satisfies PatchBody;
}

type Fields = ReturnType<typeof fieldsOf>;
const FIELDS: Array<keyof Fields> = [
  "title",
  "slug",
  "summary",
  "body_markdown",
  "starts_at",
  "ends_at",
  "time_zone",
  "meeting_url",
  "recording_url",
  "materials_url",
  "capacity",
  "questions",
  "hosts",
  "tickets",
  "status",
  "publish_at",
];

/** POST /api/admin/events: an empty slug is left to the server to make from the title. */
export function createBody(form: EventForm): CreateBody {
  const { slug, ...fields } = fieldsOf(form);
  return slug ? { ...fields, slug } : fields;
}

function copy<K extends keyof Fields>(to: Partial<Fields>, from: Fields, key: K) {
  to[key] = from[key];
}

/** The fields of PATCH /api/admin/events/{id}: those that differ. */
export function eventChanges(before: EventForm, after: EventForm): Partial<Fields> {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const out: Partial<Fields> = {};
  for (const key of FIELDS) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) copy(out, b, key);
  }
  return out;
}

/** What to mend before saving, in words; the server checks the rest and names the field. */
export function formProblem(form: EventForm, isNew: boolean): string | null {
  if (!form.title.trim()) return "Give the event a title first.";
  if (!isNew && !form.slug.trim()) return "Enter the address (slug).";
  if (!form.startsAt || !form.endsAt) return "Enter when the event starts and when it ends.";
  if (form.status === "scheduled") {
    const at = publishInstant(form);
    if (!at) return "Choose the date and time its page goes live.";
    if (new Date(at).getTime() <= Date.now())
      return "Choose a time in the future for it to go live.";
  }
  if (form.capacity.trim() && !/^\d+$/.test(form.capacity.trim())) {
    return "Capacity is a whole number of seats; leave it empty for no limit.";
  }
  const host = form.hosts.findIndex(
    (h) => !h.name.trim() && (h.role.trim() || h.bio.trim() || h.photo),
  );
  if (host !== -1) return `Host ${host + 1} needs a name.`;
  for (const [i, t] of form.tickets.entries()) {
    if (!t.name.trim()) return `Ticket ${i + 1} needs a name.`;
    if (cents(t.price) === null) {
      return `Ticket ${i + 1}: enter its price in dollars, like 49 or 49.99 (0 for free).`;
    }
  }
  return null;
}

/** Rows keep their keys; new tickets take the ids (and references) the server gave them. */
export function withTicketIds(form: EventForm, sent: EventForm, saved: EventJson): EventForm {
  // The server keeps the tickets in the order sent.
  const given = new Map(sent.tickets.map((t, i) => [t.key, saved.tickets[i]]));
  return {
    ...form,
    tickets: form.tickets.map((t) => {
      const ticket = given.get(t.key);
      return ticket && !t.id ? { ...t, id: ticket.id, reference: ticket.reference } : t;
    }),
  };
}
