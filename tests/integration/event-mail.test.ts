// The ticket holders' mail, as it reaches a real SMTP server: the confirmation at purchase with
// its calendar file, the access mail 24 hours before the start (at once when bought later), the
// recording once it is set and the event is over; each sent once with two instances delivering;
// unsent mail follows a moved start and stops at a refund. Guests get the same mails; the list
// shows when each went, exports as CSV, and a mail can be sent again.
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as resend } from "@/app/api/admin/events/[id]/attendees/[attendeeId]/mail/route";
import { POST as addGuest, GET as attendees } from "@/app/api/admin/events/[id]/attendees/route";
import { PATCH as patchEvent } from "@/app/api/admin/events/[id]/route";
import { POST as createEvent } from "@/app/api/admin/events/route";
import { POST as postStripe } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db/client";
import { deletePersonalData } from "@/lib/db/queries/privacy-delete";
import { findPersonalData } from "@/lib/db/queries/privacy-find";
import { deliverDueNotifications } from "@/lib/notify/deliver";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { TEST_PORTS } from "../helpers/ports";
import { startMailbox } from "../helpers/smtp";

const SECRET = "whsec_test_secret_1234567890";
const HOUR = 60 * 60_000;
const noParams = { params: Promise.resolve({}) };
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });

let token = "";
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox(TEST_PORTS.smtp);
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  await resetDatabase();
  mailbox.mails.length = 0;
  token = await adminToken();
});

const auth = (init: RequestInit = {}) => ({
  ...init,
  headers: {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    ...(init.headers as Record<string, string>),
  },
});

/** An event starting `startsIn` from now (negative: already over), an hour long. */
async function makeEvent(startsIn: number, extra: Record<string, unknown> = {}) {
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
  const res = await createEvent(
    new Request(
      "http://localhost/api/admin/events",
      auth({
        method: "POST",
        body: JSON.stringify({
          title: "Systems That Convert",
          starts_at: iso(startsIn),
          ends_at: iso(startsIn + HOUR),
          time_zone: "America/Chicago",
          meeting_url: "https://meet.example.com/join-123",
          materials_url: "https://files.example.com/templates",
          status: "published",
          tickets: [{ name: "Standard", price_cents: 4995 }],
          ...extra,
        }),
      }),
    ),
    noParams,
  );
  expect(res.status).toBe(201);
  return (await res.json()).event as {
    id: string;
    updated_at: string;
    tickets: Array<{ id: string; reference: string }>;
  };
}

async function buy(event: { tickets: Array<{ reference: string }> }, n = 1) {
  const raw = JSON.stringify({
    id: `evt_${n}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${n}`,
        object: "checkout.session",
        client_reference_id: event.tickets[0]?.reference,
        payment_status: "paid",
        amount_total: 4995,
        currency: "usd",
        payment_intent: `pi_${n}`,
        customer_details: { email: `buyer${n}@example.com`, name: `Riley Buyer${n}` },
      },
    },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: SECRET });
  const res = await postStripe(
    new Request("http://localhost/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: raw,
    }),
    noParams,
  );
  expect(res.status).toBe(200);
}

async function list(eventId: string) {
  const res = await attendees(
    new Request(`http://localhost/api/admin/events/${eventId}/attendees`, auth()),
    idCtx(eventId),
  );
  return res.json();
}

/** Two instances' delivery workers at once, as two servers would run them. */
const deliverTwice = () => Promise.all([deliverDueNotifications(), deliverDueNotifications()]);
const subjects = () => mailbox.mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? "");
const unfold = (mail: string) => mail.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]/g, " ");

describe("a ticket holder's mail", () => {
  it("sends the confirmation with a calendar file at once, and holds the access mail until 24 hours before", async () => {
    const event = await makeEvent(3 * 24 * HOUR);
    await buy(event);
    await deliverTwice();
    expect(subjects()).toEqual(["You're registered: Systems That Convert"]);
    const mail = unfold(mailbox.mails[0] ?? "");
    expect(mail).toMatch(/^To: buyer1@example\.com/m);
    expect(mail).toContain("Join here: https://meet.example.com/join-123");
    expect(mail).toMatch(/Content-Type: text\/calendar/);
    const calendar = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mailbox.mails[0] ?? "",
    )?.[1];
    const ics = Buffer.from(calendar ?? "", "base64").toString("utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("LOCATION:https://meet.example.com/join-123");

    const { attendees: rows } = await list(event.id);
    const [a] = rows;
    expect(a.mail.confirmation.sent_at).not.toBeNull();
    // Due exactly a day before the start; not sent yet.
    expect(a.mail.access.sent_at).toBeNull();
    const due = Date.parse(a.mail.access.due_at);
    expect(Math.abs(due - (Date.now() + 2 * 24 * HOUR))).toBeLessThan(60_000);
    expect(a.mail.recording).toBeNull();
  });

  it("sends the access mail at once to a buyer less than 24 hours before, once across two instances", async () => {
    const event = await makeEvent(10 * HOUR);
    await buy(event);
    await deliverTwice();
    await deliverTwice();
    expect(subjects().sort()).toEqual([
      "You're registered: Systems That Convert",
      expect.stringMatching(/^Your access link: Systems That Convert/),
    ]);
    const access = unfold(mailbox.mails.find((m) => m.includes("Subject: Your access link")) ?? "");
    expect(access).toContain("https://meet.example.com/join-123");
    expect(access).toContain("Templates and materials: https://files.example.com/templates");
  });

  it("moves the unsent access mail with the start, and sends the recording once it is set after the event", async () => {
    const event = await makeEvent(3 * 24 * HOUR);
    await buy(event);
    const moved = await patchEvent(
      new Request(
        `http://localhost/api/admin/events/${event.id}`,
        auth({
          method: "PATCH",
          body: JSON.stringify({
            starts_at: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
            ends_at: new Date(Date.now() + 5 * 24 * HOUR + HOUR).toISOString(),
          }),
        }),
      ),
      idCtx(event.id),
    );
    expect(moved.status).toBe(200);
    const { attendees: rows } = await list(event.id);
    expect(
      Math.abs(Date.parse(rows[0].mail.access.due_at) - (Date.now() + 4 * 24 * HOUR)),
    ).toBeLessThan(60_000);

    // An event already over: its recording link goes out as soon as it is set.
    const past = await makeEvent(-3 * HOUR, { title: "Part 1" });
    await buy(past, 2);
    await deliverTwice();
    expect(subjects()).not.toContain("The recording: Part 1");
    await patchEvent(
      new Request(
        `http://localhost/api/admin/events/${past.id}`,
        auth({
          method: "PATCH",
          body: JSON.stringify({ recording_url: "https://video.example.com/r1" }),
        }),
      ),
      idCtx(past.id),
    );
    await deliverTwice();
    expect(subjects().filter((s) => s === "The recording: Part 1")).toHaveLength(1);
    expect(unfold(mailbox.mails.at(-1) ?? "")).toContain("https://video.example.com/r1");
  });

  it("sends the access mail again for a new date, none for a cancelled event, and a resend replaces an unsent one", async () => {
    const event = await makeEvent(10 * HOUR);
    await buy(event);
    await deliverTwice();
    expect(subjects()).toHaveLength(2);
    const patch = (body: unknown) =>
      patchEvent(
        new Request(
          `http://localhost/api/admin/events/${event.id}`,
          auth({ method: "PATCH", body: JSON.stringify(body) }),
        ),
        idCtx(event.id),
      );
    // Postponed by a week after the access mail went: it is due again a day before the new start.
    await patch({
      starts_at: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
      ends_at: new Date(Date.now() + 7 * 24 * HOUR + HOUR).toISOString(),
    });
    const [a] = (await list(event.id)).attendees;
    expect(a.mail.access.sent_at).toBeNull();
    expect(Math.abs(Date.parse(a.mail.access.due_at) - (Date.now() + 6 * 24 * HOUR))).toBeLessThan(
      60_000,
    );
    // Sent again by hand: still one access mail waiting, not two.
    await resend(
      new Request(
        `http://localhost/api/admin/events/${event.id}/attendees/${a.id}/mail`,
        auth({ method: "POST", body: JSON.stringify({ kind: "access" }) }),
      ),
      { params: Promise.resolve({ id: event.id, attendeeId: a.id }) },
    );
    const db = await getDb();
    const waiting = (await db.execute(
      sql`select count(*)::int as n from notification_outbox where event = 'attendee.access' and delivered_at is null and next_attempt_at > now()`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(waiting.rows[0]?.n).toBe(0);
    // Cancelled: the mail due now is not sent.
    await patch({ status: "cancelled" });
    mailbox.mails.length = 0;
    await deliverTwice();
    expect(subjects()).toEqual([]);
  });

  it("drops a refunded ticket's unsent mail", async () => {
    const event = await makeEvent(3 * 24 * HOUR);
    await buy(event);
    const refund = JSON.stringify({
      id: "evt_r",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge", payment_intent: "pi_1", refunded: true } },
    });
    await postStripe(
      new Request("http://localhost/api/webhooks/stripe", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": Stripe.webhooks.generateTestHeaderString({
            payload: refund,
            secret: SECRET,
          }),
        },
        body: refund,
      }),
      noParams,
    );
    const db = await getDb();
    const pending = (await db.execute(
      sql`select count(*)::int as n from notification_outbox where event = 'attendee.access'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(pending.rows[0]?.n).toBe(0);
  });
});

describe("the attendee list in the admin", () => {
  it("adds a guest with the same mails, refuses a second ticket for one email, and exports CSV", async () => {
    const event = await makeEvent(10 * HOUR);
    const ticketId = event.tickets[0]?.id;
    const add = (body: unknown) =>
      addGuest(
        new Request(
          `http://localhost/api/admin/events/${event.id}/attendees`,
          auth({ method: "POST", body: JSON.stringify(body) }),
        ),
        idCtx(event.id),
      );
    expect(
      (await add({ email: "Guest@Example.com", name: "Gale Guest", ticket_id: ticketId })).status,
    ).toBe(201);
    expect((await add({ email: "guest@example.com", ticket_id: ticketId })).status).toBe(409);
    expect((await add({ email: "other@example.com", ticket_id: "nope" })).status).toBe(400);
    await deliverTwice();
    expect(subjects()).toHaveLength(2);
    // A double click: one guest ticket.
    const twice = await Promise.all([
      add({ email: "twice@example.com", ticket_id: ticketId }),
      add({ email: "twice@example.com", ticket_id: ticketId }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);

    const body = await list(event.id);
    expect(body.attendees[0]).toMatchObject({
      email: "guest@example.com",
      guest: true,
      amount_cents: 0,
    });
    expect(body.counts).toMatchObject({ paid: 2, refunded: 0, review: 0 });

    const csv = await attendees(
      new Request(`http://localhost/api/admin/events/${event.id}/attendees?format=csv`, auth()),
      idCtx(event.id),
    );
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe(
      "Name,Email,Ticket,Amount,Currency,Status,Guest,Bought At,Confirmation Sent,Access Mail Sent,Reminder Sent,Recording Sent,Attended At",
    );
    expect(text).toContain("Gale Guest,guest@example.com,Standard,0.00,USD,paid,yes,");

    // Sent again: a second confirmation arrives.
    const again = await resend(
      new Request(
        `http://localhost/api/admin/events/${event.id}/attendees/${body.attendees[0].id}/mail`,
        auth({ method: "POST", body: JSON.stringify({ kind: "confirmation" }) }),
      ),
      { params: Promise.resolve({ id: event.id, attendeeId: body.attendees[0].id }) },
    );
    expect(again.status).toBe(202);
    await deliverTwice();
    expect(subjects().filter((s) => s.startsWith("You're registered"))).toHaveLength(3);
  });

  it("is in a privacy export, and a privacy deletion takes the ticket with the lead", async () => {
    const event = await makeEvent(3 * 24 * HOUR);
    await buy(event);
    const found = await findPersonalData({ email: "BUYER1@example.com" });
    expect(found.counts.tickets).toBe(1);
    expect(found.tickets[0]).toMatchObject({
      event: "Systems That Convert",
      ticket: "Standard",
      amountCents: 4995,
      status: "paid",
    });
    const deleted = await deletePersonalData({ email: "buyer1@example.com" });
    expect(deleted).toMatchObject({ tickets: 1, leads: 1 });
    expect((await list(event.id)).attendees).toEqual([]);
  });
});
