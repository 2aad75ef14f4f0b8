// Purchases come back from Stripe: deliveries signed with the stripe package's own test header
// (as Stripe signs them), one attendee per Checkout Session however often or concurrently it is
// delivered, found by the ticket's reference, linked to the lead with that email or a new one,
// refunds marked; forged or stale deliveries change nothing.
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as review } from "@/app/api/admin/events/[id]/attendees/[attendeeId]/review/route";
import { GET as attendees } from "@/app/api/admin/events/[id]/attendees/route";
import { DELETE as deleteEvent } from "@/app/api/admin/events/[id]/route";
import { POST as createEvent } from "@/app/api/admin/events/route";
import { POST as registerRoute } from "@/app/api/events/[slug]/register/route";
import { POST as postStripe } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db/client";
import { attendeeBySession } from "@/lib/db/queries/attendee-find";
import { seatsTaken } from "@/lib/db/queries/attendee-list";
import { loadWorkshopEvent, workshopReferences } from "@/lib/events/workshop-checkout";
import { seedDemoContent } from "@/lib/seed";
import { countRows, resetDatabase, resetRateLimits } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { insertSummary } from "../helpers/summaries";

const SECRET = "whsec_test_secret_1234567890";
const noParams = { params: Promise.resolve({}) };
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });

let token = "";
let event: { id: string; tickets: Array<{ id: string; reference: string }> };

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
  token = await adminToken();
  const res = await createEvent(
    new Request("http://localhost/api/admin/events", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Part 2",
        starts_at: "2027-01-14T11:30",
        ends_at: "2027-01-14T12:30",
        time_zone: "America/Chicago",
        status: "published",
        capacity: 2,
        tickets: [
          { name: "Standard", price_cents: 4995 },
          { name: "VIP", price_cents: 9995 },
        ],
      }),
    }),
    noParams,
  );
  event = (await res.json()).event;
});

function delivery(
  payload: object,
  {
    secret = SECRET,
    timestamp,
    address = "203.0.113.9",
  }: { secret?: string; timestamp?: number; address?: string } = {},
) {
  const raw = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret, timestamp });
  return new Request("http://localhost/api/webhooks/stripe", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": header,
      "x-forwarded-for": address,
    },
    body: raw,
  });
}

const refundOf = (intent: string) => ({
  id: `evt_refund_${intent}`,
  object: "event",
  type: "charge.refunded",
  data: {
    object: { id: `ch_${intent}`, object: "charge", payment_intent: intent, refunded: true },
  },
});

/** Mail queued for ticket holders (each carries the join link when it is sent). */
const ticketMail = () => countRows("notification_outbox", sql`event like 'attendee.%'`);

const completed = (over: Record<string, unknown> = {}) => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  object: "event",
  type: "checkout.session.completed",
  data: {
    object: {
      id: "cs_test_a1",
      object: "checkout.session",
      client_reference_id: event.tickets[1]?.reference,
      payment_status: "paid",
      amount_total: 9995,
      currency: "usd",
      payment_intent: "pi_test_1",
      customer_details: { email: "Dana@Sunridge.example", name: "Dana Ortiz" },
      ...over,
    },
  },
});

async function list() {
  const res = await attendees(
    new Request(`http://localhost/api/admin/events/${event.id}/attendees`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    idCtx(event.id),
  );
  return res.json();
}

describe("Stripe's webhook", () => {
  it("records a paid checkout once, however often and concurrently it is delivered", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postStripe(delivery(completed()), noParams)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const recorded = await Promise.all(answers.map(async (r) => (await r.json()).recorded));
    expect(recorded.filter(Boolean)).toHaveLength(1);

    const body = await list();
    expect(body.attendees).toHaveLength(1);
    expect(body.attendees[0]).toMatchObject({
      name: "Dana Ortiz",
      email: "dana@sunridge.example",
      ticket_id: "vip",
      ticket_name: "VIP",
      amount_cents: 9995,
      currency: "usd",
      status: "paid",
      stripe_session_id: "cs_test_a1",
    });
    expect(body.counts).toMatchObject({ paid: 1, refunded: 0, review: 0 });
    expect(body.revenue_cents).toEqual({ usd: 9995 });
    // A buyer nobody knew becomes a lead of their own.
    expect(await countRows("chat_summaries", sql`source = 'workshop'`)).toBe(1);
  });

  it("links the buyer to the lead that already has their email", async () => {
    const lead = await insertSummary({
      contactEmail: "dana@sunridge.example",
      interactionDate: "2026-11-20",
    });
    await postStripe(delivery(completed()), noParams);
    const body = await list();
    expect(body.attendees[0].lead_id).toBe(lead);
    expect(await countRows("chat_summaries")).toBe(1);
  });

  it("marks a refunded charge's ticket refunded, once", async () => {
    await postStripe(delivery(completed()), noParams);
    const refund = {
      id: "evt_refund",
      object: "event",
      type: "charge.refunded",
      data: {
        object: { id: "ch_1", object: "charge", payment_intent: "pi_test_1", refunded: true },
      },
    };
    const first = await postStripe(delivery(refund), noParams);
    expect(await first.json()).toMatchObject({ refunded: 1 });
    const again = await postStripe(delivery(refund), noParams);
    expect(await again.json()).toMatchObject({ refunded: 0 });
    const body = await list();
    expect(body.counts).toMatchObject({ paid: 0, refunded: 1, review: 0 });
    expect(body.revenue_cents).toEqual({});
    expect(body.attendees[0].refunded_at).not.toBeNull();
  });

  it("offers a refunded seat of a sold-out event to the first person on its waitlist", async () => {
    await postStripe(delivery(completed()), noParams);
    await postStripe(
      delivery(
        completed({
          id: "cs_test_a2",
          payment_intent: "pi_test_2",
          customer_details: { email: "eli@example.com", name: "Eli Park" },
        }),
      ),
      noParams,
    );
    // Sold out: a visitor joins the waitlist, and a second one after them.
    for (const [name, email] of [
      ["Fay Lin", "fay@example.com"],
      ["Gus Roe", "gus@example.com"],
    ]) {
      const res = await registerRoute(
        new Request("http://localhost/api/events/part-2/register", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost" },
          body: JSON.stringify({ name, email }),
        }),
        { params: Promise.resolve({ slug: "part-2" }) },
      );
      expect(res.status).toBe(202);
    }
    const before = await list();
    expect(before.attendees.map((a: { status: string }) => a.status)).toEqual([
      "paid",
      "paid",
      "waitlisted",
      "waitlisted",
    ]);
    await postStripe(delivery(refundOf("pi_test_2")), noParams);
    const after = (await list()).attendees as Array<{
      email: string;
      status: string;
      offered_at: string | null;
    }>;
    const fay = after.find((a) => a.email === "fay@example.com");
    const gus = after.find((a) => a.email === "gus@example.com");
    // Fay is offered the seat (the buy link goes by mail); she still has to buy it.
    expect(fay).toMatchObject({ status: "waitlisted" });
    expect(fay?.offered_at).not.toBeNull();
    expect(gus?.offered_at).toBeNull();
  });

  it("keeps the ticket on a partial refund, and records a delayed payment when it succeeds", async () => {
    await postStripe(delivery(completed()), noParams);
    const partial = {
      id: "evt_partial",
      object: "event",
      type: "charge.refunded",
      data: {
        object: { id: "ch_2", object: "charge", payment_intent: "pi_test_1", refunded: false },
      },
    };
    expect(await (await postStripe(delivery(partial), noParams)).json()).toMatchObject({
      ignored: "partial refund",
    });
    expect((await list()).counts).toMatchObject({ paid: 1, refunded: 0, review: 0 });

    const later = completed({ id: "cs_test_bank", payment_intent: "pi_bank" });
    const succeeded = { ...later, type: "checkout.session.async_payment_succeeded" };
    expect(await (await postStripe(delivery(succeeded), noParams)).json()).toMatchObject({
      recorded: true,
    });
    expect((await list()).counts).toMatchObject({ paid: 2, refunded: 0, review: 0 });
  });

  it("answers 400 to a forged, altered, unsigned or stale delivery and records nothing", async () => {
    const forged = await postStripe(
      delivery(completed(), { secret: "whsec_someone_else_123" }),
      noParams,
    );
    expect(forged.status).toBe(400);
    const signed = delivery(completed());
    const altered = new Request(signed.url, {
      method: "POST",
      headers: signed.headers,
      body: JSON.stringify(completed({ amount_total: 1 })),
    });
    expect((await postStripe(altered, noParams)).status).toBe(400);
    const unsigned = new Request("http://localhost/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(completed()),
    });
    expect((await postStripe(unsigned, noParams)).status).toBe(400);
    const stale = await postStripe(
      delivery(completed(), { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      noParams,
    );
    expect(stale.status).toBe(400);
    // Stripe's tolerance runs both ways: a signature from ten minutes ahead is refused too.
    const future = await postStripe(
      delivery(completed(), { timestamp: Math.floor(Date.now() / 1000) + 600 }),
      noParams,
    );
    expect(future.status).toBe(400);
    expect(await countRows("event_attendees")).toBe(0);
  });

  it("slows down an address that keeps sending badly signed deliveries, and only that one", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postStripe(
        delivery(completed(), { secret: "whsec_guess_123", address: "198.51.100.7" }),
        noParams,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A delivery that verifies goes through even from that address (it may be Stripe's, named
    // in X-Forwarded-For by someone else), and Stripe's own from elsewhere too.
    const real = await postStripe(delivery(completed(), { address: "198.51.100.7" }), noParams);
    expect(await real.json()).toMatchObject({ recorded: true });
  });

  it("ignores what is not a paid ticket of ours, without asking Stripe to retry", async () => {
    for (const over of [
      { client_reference_id: null },
      { client_reference_id: `${event.id}_no-such-ticket` },
      { client_reference_id: "7f1d1c55-0000-4000-8000-000000000000_vip" },
      { payment_status: "unpaid" },
    ]) {
      const res = await postStripe(
        delivery(completed({ id: `cs_${Math.random()}`, ...over })),
        noParams,
      );
      expect(res.status).toBe(200);
      expect((await res.json()).recorded).toBeUndefined();
    }
    expect(await countRows("event_attendees")).toBe(0);
  });

  it("records a purchase from the spec's workshop page: its buy buttons send references the webhook knows", async () => {
    await seedDemoContent();
    const workshop = await loadWorkshopEvent();
    const references = workshopReferences(workshop);
    expect(references.standard).toBe(`${workshop?.id}_standard`);
    const res = await postStripe(
      delivery(completed({ id: "cs_test_ws", client_reference_id: references.vip })),
      noParams,
    );
    expect(await res.json()).toMatchObject({ recorded: true });
    expect(await countRows("event_attendees", sql`ticket_id = 'vip'`)).toBe(1);
  });

  it("keeps an event with ticket holders from being deleted (409)", async () => {
    await postStripe(delivery(completed()), noParams);
    const res = await deleteEvent(
      new Request(`http://localhost/api/admin/events/${event.id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token}` },
      }),
      idCtx(event.id),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/cancelled instead/);
  });
});

describe("a payment that does not match its ticket", () => {
  const vip = () => event.tickets[1]?.reference;

  it("holds a $1 checkout carrying the VIP ticket's reference: no seat, no lead, no mail, no join link", async () => {
    const res = await postStripe(
      delivery(completed({ id: "cs_cheap", amount_total: 100, client_reference_id: vip() })),
      noParams,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      recorded: true,
      review: expect.stringMatching(/\$1\.00.*\$99\.95/),
    });
    const body = await list();
    expect(body.attendees[0]).toMatchObject({
      status: "review",
      amount_cents: 100,
      stripe_session_id: "cs_cheap",
      email: "dana@sunridge.example",
      lead_id: null,
      review_reason: "Paid $1.00; the ticket costs $99.95.",
    });
    expect(body.counts).toMatchObject({ paid: 0, review: 1 });
    expect(body.revenue_cents).toEqual({});
    expect(await seatsTaken(event.id)).toBe(0);
    expect(await ticketMail()).toBe(0);
    expect(await countRows("chat_summaries")).toBe(0);
    // The thank-you page shows a join link only for a paid ticket.
    expect((await attendeeBySession("cs_cheap"))?.attendee.status).toBe("review");
  });

  it("holds a session that took no payment, and one paid in another currency", async () => {
    await postStripe(
      delivery(
        completed({ id: "cs_free", payment_status: "no_payment_required", amount_total: 0 }),
      ),
      noParams,
    );
    await postStripe(
      delivery(completed({ id: "cs_eur", currency: "eur", payment_intent: "pi_eur" })),
      noParams,
    );
    const reasons = (await list()).attendees.map((a: { review_reason: string }) => a.review_reason);
    expect(reasons).toEqual([
      "No payment was taken, but the ticket costs $99.95.",
      "Paid in EUR; the ticket costs $99.95.",
    ]);
    expect(await ticketMail()).toBe(0);
  });

  it("with the ticket's payment link set, counts only checkouts through that link", async () => {
    const { PATCH: patchEvent } = await import("@/app/api/admin/events/[id]/route");
    const saved = await (
      await patchEvent(
        new Request(`http://localhost/api/admin/events/${event.id}`, {
          method: "PATCH",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({
            tickets: [
              {
                id: "standard",
                name: "Standard",
                price_cents: 4995,
                payment_link_id: "plink_std1",
              },
              { id: "vip", name: "VIP", price_cents: 9995, payment_link_id: "plink_vip1" },
            ],
          }),
        }),
        idCtx(event.id),
      )
    ).json();
    expect(saved.event.tickets[1].payment_link_id).toBe("plink_vip1");
    // The standard ticket's link with the VIP reference: held, though the amount is a VIP's.
    await postStripe(
      delivery(completed({ id: "cs_other_link", payment_link: "plink_std1" })),
      noParams,
    );
    // The VIP link with the owner's promotion code: the owner's price, accepted.
    await postStripe(
      delivery(
        completed({
          id: "cs_vip_link",
          payment_link: "plink_vip1",
          amount_total: 5000,
          payment_intent: "pi_promo",
          customer_details: { email: "lee@example.com", name: "Lee" },
        }),
      ),
      noParams,
    );
    const rows = (await list()).attendees as Array<{ stripe_session_id: string; status: string }>;
    expect(Object.fromEntries(rows.map((a) => [a.stripe_session_id, a.status]))).toEqual({
      cs_other_link: "review",
      cs_vip_link: "paid",
    });
  });

  it("lets the admin accept a held checkout (a seat, a lead, the mail) or decline it, once", async () => {
    await postStripe(delivery(completed({ id: "cs_a", amount_total: 9000 })), noParams);
    await postStripe(
      delivery(
        completed({
          id: "cs_b",
          amount_total: 100,
          payment_intent: "pi_b",
          customer_details: { email: "sam@example.com", name: "Sam" },
        }),
      ),
      noParams,
    );
    const [a, b] = (await list()).attendees as Array<{ id: string }>;
    const decide = (id: string | undefined, decision: string, auth = token) =>
      review(
        new Request(`http://localhost/api/admin/events/${event.id}/attendees/${id}/review`, {
          method: "POST",
          headers: { authorization: `Bearer ${auth}`, "content-type": "application/json" },
          body: JSON.stringify({ decision }),
        }),
        { params: Promise.resolve({ id: event.id, attendeeId: id ?? "" }) },
      );
    expect((await decide(a?.id, "maybe")).status).toBe(400);
    expect((await decide(a?.id, "accept", "not-a-token")).status).toBe(401);
    expect((await decide(a?.id, "accept")).status).toBe(200);
    expect((await decide(b?.id, "decline")).status).toBe(200);
    expect((await decide(a?.id, "decline")).status).toBe(404);

    const body = await list();
    expect(body.counts).toMatchObject({ paid: 1, review: 0, declined: 1 });
    expect(body.attendees[0]).toMatchObject({ status: "paid", lead_id: expect.any(String) });
    expect(await seatsTaken(event.id)).toBe(1);
    expect(await ticketMail()).toBeGreaterThan(0);
    expect(await countRows("audit_log", sql`details->>'kind' = 'event_payment_review'`)).toBe(2);
  });
});

describe("a refund racing its purchase", () => {
  it("records a purchase delivered after its refund as refunded, with no seat and no mail", async () => {
    const refund = await postStripe(delivery(refundOf("pi_test_1")), noParams);
    expect(await refund.json()).toMatchObject({ refunded: 0 });
    await postStripe(delivery(completed()), noParams);
    const body = await list();
    expect(body.attendees[0]).toMatchObject({ status: "refunded", lead_id: null });
    expect(await seatsTaken(event.id)).toBe(0);
    expect(await ticketMail()).toBe(0);
  });

  it("leaves no seat and no mail however the purchase and its refund interleave", async () => {
    for (let i = 0; i < 5; i++) {
      const intent = `pi_race_${i}`;
      await Promise.all([
        postStripe(delivery(completed({ id: `cs_race_${i}`, payment_intent: intent })), noParams),
        postStripe(delivery(refundOf(intent)), noParams),
      ]);
    }
    const body = await list();
    expect(body.counts).toMatchObject({ paid: 0, refunded: 5 });
    const pending = await countRows(
      "notification_outbox",
      sql`event like 'attendee.%' and delivered_at is null`,
    );
    expect(pending).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "on PostgreSQL, a refund delivered while its purchase is being recorded waits for it, then refunds it",
    async () => {
      // The buyer has a lead: holding its row pauses the purchase after its ticket is written.
      const lead = await insertSummary({
        contactEmail: "dana@sunridge.example",
        interactionDate: "2026-11-20",
      });
      const db = await getDb();
      let purchase: Promise<Response> | undefined;
      let refund: Promise<Response> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from chat_summaries where id = ${lead} for update`);
        purchase = postStripe(delivery(completed()), noParams);
        await new Promise((r) => setTimeout(r, 300));
        refund = postStripe(delivery(refundOf("pi_test_1")), noParams);
        await new Promise((r) => setTimeout(r, 300));
      });
      expect((await purchase)?.status).toBe(200);
      expect(await (await refund)?.json()).toMatchObject({ refunded: 1 });
      expect((await list()).counts).toMatchObject({ paid: 0, refunded: 1 });
      expect(await ticketMail()).toBe(0);
    },
  );
});
