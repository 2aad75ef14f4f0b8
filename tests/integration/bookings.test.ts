// Calls booked through the calendar come back to the lead: deliveries signed exactly as Cal.com
// (hex HMAC-SHA256 of the body in X-Cal-Signature-256) and Calendly (t=…,v1=… over "<t>.<body>")
// sign them, matched to the lead by email, each recorded once however often it is sent.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as leadDetail } from "@/app/api/admin/leads/[id]/route";
import { POST as postCal } from "@/app/api/webhooks/cal/route";
import { POST as postCalendly } from "@/app/api/webhooks/calendly/route";
import { GET as book } from "@/app/book/route";
import { getDb } from "@/lib/db/client";
import { routeCtx } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { insertSummary } from "../helpers/summaries";

const CAL_SECRET = "cal_test_secret_1234567890";
const CALENDLY_KEY = "calendly_test_key_1234567890";

beforeEach(resetDatabase);

function calRequest(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return new Request("http://localhost/api/webhooks/cal", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-cal-webhook-version": "2021-10-20",
      "x-cal-signature-256":
        signature ?? createHmac("sha256", CAL_SECRET).update(raw).digest("hex"),
    },
    body: raw,
  });
}

const calBooking = (
  triggerEvent: string,
  over: Record<string, unknown> = {},
  email = "dana@sunridge.example",
) => ({
  triggerEvent,
  createdAt: new Date().toISOString(),
  payload: {
    type: "strategy-call",
    title: "Strategy call between Marcus Reyes and Dana Whitfield",
    startTime: "2026-12-02T16:00:00Z",
    endTime: "2026-12-02T16:30:00Z",
    organizer: { name: "Marcus Reyes", email: "marcus@example.com", timeZone: "America/Chicago" },
    attendees: [
      { name: "Dana Whitfield", email, timeZone: "America/Chicago", language: { locale: "en" } },
    ],
    uid: "bk_first",
    bookingId: 41,
    status: "ACCEPTED",
    ...over,
  },
});

function calendlyRequest(body: unknown, { t = Math.floor(Date.now() / 1000), v1 = "" } = {}) {
  const raw = JSON.stringify(body);
  const signature = v1 || createHmac("sha256", CALENDLY_KEY).update(`${t}.${raw}`).digest("hex");
  return new Request("http://localhost/api/webhooks/calendly", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "calendly-webhook-signature": `t=${t},v1=${signature}`,
    },
    body: raw,
  });
}

const invitee = (
  event: "invitee.created" | "invitee.canceled",
  over: Record<string, unknown> = {},
) => ({
  event,
  created_at: "2026-11-27T10:00:01.000000Z",
  created_by: "https://api.calendly.com/users/AAAA",
  payload: {
    uri: "https://api.calendly.com/scheduled_events/EV1/invitees/IN1",
    email: "Lee@Brightside.example",
    name: "Lee Park",
    status: event === "invitee.created" ? "active" : "canceled",
    rescheduled: false,
    old_invitee: null,
    new_invitee: null,
    timezone: "America/Chicago",
    scheduled_event: {
      uri: "https://api.calendly.com/scheduled_events/EV1",
      name: "Strategy call",
      status: "active",
      start_time: "2026-12-03T15:00:00.000000Z",
      end_time: "2026-12-03T15:30:00.000000Z",
    },
    ...over,
  },
});

async function detail(id: string) {
  const token = await adminToken();
  const res = await leadDetail(
    new Request(`http://localhost/api/admin/leads/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ id }) },
  );
  expect(res.status).toBe(200);
  return res.json();
}

async function outboxEvents() {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select event, payload from notification_outbox where channel = 'webhook' order by created_at`,
  )) as unknown as { rows: Array<{ event: string; payload: { booking?: unknown } }> };
  return rows;
}

async function leadsWithEmail(email: string) {
  const db = await getDb();
  const { rows } = (await db.execute(
    sql`select id, source, status, contact_name from chat_summaries where contact_email = ${email}`,
  )) as unknown as {
    rows: Array<{ id: string; source: string; status: string; contact_name: string }>;
  };
  return rows;
}

describe("Cal.com bookings", () => {
  it("book a call on the lead with the attendee's email, once however often Cal.com sends it", async () => {
    const id = await insertSummary({
      interactionDate: "2026-11-26",
      contactName: "Dana Whitfield",
      contactEmail: "dana@sunridge.example",
      status: "Contacted",
    });
    const res = await postCal(calRequest(calBooking("BOOKING_CREATED")), routeCtx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, changed: true });
    const again = await postCal(calRequest(calBooking("BOOKING_CREATED")), routeCtx);
    expect(await again.json()).toEqual({ received: true, changed: false });

    const d = await detail(id);
    expect(d.lead.status).toBe("Meeting booked");
    // A booked call weighs in the server's proposal.
    expect(d.proposal.reasons).toContain("Booked a call");
    expect(d.bookings).toEqual([
      {
        provider: "cal",
        start_at: "2026-12-02T16:00:00.000Z",
        end_at: "2026-12-02T16:30:00.000Z",
        status: "booked",
      },
    ]);
    expect(d.activity.map((a: { kind: string; to: string }) => [a.kind, a.to])).toEqual(
      expect.arrayContaining([
        ["status", "Meeting booked"],
        ["booking", "booked"],
      ]),
    );
    const events = await outboxEvents();
    expect(events.map((e) => e.event)).toEqual(["lead.booked"]);
    expect(events[0]?.payload.booking).toEqual({
      provider: "cal",
      start_at: "2026-12-02T16:00:00.000Z",
      end_at: "2026-12-02T16:30:00.000Z",
      status: "booked",
    });
  });

  it("moves the booking a reschedule replaces, and marks a cancellation, each told to the owner", async () => {
    const id = await insertSummary({
      interactionDate: "2026-11-26",
      contactEmail: "dana@sunridge.example",
      status: "Won",
    });
    await postCal(calRequest(calBooking("BOOKING_CREATED")), routeCtx);
    const moved = calBooking("BOOKING_RESCHEDULED", {
      uid: "bk_second",
      rescheduleUid: "bk_first",
      rescheduleId: 41,
      startTime: "2026-12-04T18:00:00Z",
      endTime: "2026-12-04T18:30:00Z",
    });
    expect((await (await postCal(calRequest(moved), routeCtx)).json()).changed).toBe(true);
    expect((await (await postCal(calRequest(moved), routeCtx)).json()).changed).toBe(false);
    let d = await detail(id);
    // A won lead stays won; its one call moved.
    expect(d.lead.status).toBe("Won");
    expect(d.bookings).toEqual([
      expect.objectContaining({ start_at: "2026-12-04T18:00:00.000Z", status: "rescheduled" }),
    ]);

    const cancelled = calBooking("BOOKING_CANCELLED", {
      uid: "bk_second",
      status: "CANCELLED",
      // Cal.com's cancel path writes the time with an offset.
      startTime: "2026-12-04T12:00:00-06:00",
      endTime: "2026-12-04T12:30:00-06:00",
      cancellationReason: "Something came up",
    });
    expect((await (await postCal(calRequest(cancelled), routeCtx)).json()).changed).toBe(true);
    d = await detail(id);
    expect(d.bookings[0].status).toBe("cancelled");
    expect(d.proposal.reasons).not.toContain("Booked a call");
    expect((await outboxEvents()).map((e) => e.event)).toEqual([
      "lead.booked",
      "lead.booked",
      "lead.booking_cancelled",
    ]);
  });

  it("makes a lead of a stranger who booked directly, proposed Hot", async () => {
    await postCal(
      calRequest(calBooking("BOOKING_CREATED", {}, "New.Person@Example.com")),
      routeCtx,
    );
    const [lead] = await leadsWithEmail("new.person@example.com");
    expect(lead).toMatchObject({
      source: "booking",
      status: "Meeting booked",
      contact_name: "Dana Whitfield",
    });
    // An email and a booked call, nothing else: Hot.
    expect((await detail(lead?.id ?? "")).proposal).toEqual({
      qualification: "Hot",
      reasons: ["Gave an email", "Booked a call"],
    });
  });

  it("refuses a delivery whose signature is missing, wrong or absent, and changes nothing", async () => {
    await insertSummary({ interactionDate: "2026-11-26", contactEmail: "dana@sunridge.example" });
    for (const signature of ["", "no-secret-provided", "0".repeat(64), "sha256=abc"]) {
      const res = await postCal(calRequest(calBooking("BOOKING_CREATED"), signature), routeCtx);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
    // Signed, but for another body.
    const forged = calRequest(calBooking("BOOKING_CREATED"));
    const tampered = new Request(forged, {
      body: JSON.stringify(calBooking("BOOKING_CREATED", { uid: "bk_forged" })),
    });
    expect((await postCal(tampered, routeCtx)).status).toBe(401);
    expect(await outboxEvents()).toEqual([]);
    const [lead] = await leadsWithEmail("dana@sunridge.example");
    expect(lead?.status).toBe("New");
  });

  it("answers a ping and events it does not follow, and refuses a malformed booking with 400", async () => {
    const ping = {
      triggerEvent: "PING",
      createdAt: new Date().toISOString(),
      payload: { type: "Test", title: "Test trigger event", attendees: [] },
    };
    const res = await postCal(calRequest(ping), routeCtx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, ignored: true });
    const bad = await postCal(
      calRequest(calBooking("BOOKING_CREATED", { startTime: "next tuesday" })),
      routeCtx,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/startTime/);
  });
});

describe("Calendly bookings", () => {
  it("books, follows a reschedule (its cancel and its new invitee) and a cancellation", async () => {
    const id = await insertSummary({
      interactionDate: "2026-11-26",
      contactName: "Lee Park",
      contactEmail: "lee@brightside.example",
    });
    const created = await postCalendly(calendlyRequest(invitee("invitee.created")), routeCtx);
    expect(created.status).toBe(200);
    expect((await detail(id)).lead.status).toBe("Meeting booked");

    // A reschedule: the old invitee is cancelled as rescheduled, a new one names it.
    const oldCancelled = invitee("invitee.canceled", {
      rescheduled: true,
      new_invitee: "https://api.calendly.com/scheduled_events/EV2/invitees/IN2",
    });
    expect(await (await postCalendly(calendlyRequest(oldCancelled), routeCtx)).json()).toEqual({
      received: true,
      ignored: true,
    });
    const newInvitee = invitee("invitee.created", {
      uri: "https://api.calendly.com/scheduled_events/EV2/invitees/IN2",
      old_invitee: "https://api.calendly.com/scheduled_events/EV1/invitees/IN1",
      scheduled_event: {
        uri: "https://api.calendly.com/scheduled_events/EV2",
        start_time: "2026-12-05T15:00:00.000000Z",
        end_time: "2026-12-05T15:30:00.000000Z",
      },
    });
    await postCalendly(calendlyRequest(newInvitee), routeCtx);
    let d = await detail(id);
    expect(d.bookings).toEqual([
      {
        provider: "calendly",
        start_at: "2026-12-05T15:00:00.000Z",
        end_at: "2026-12-05T15:30:00.000Z",
        status: "rescheduled",
      },
    ]);

    const cancel = invitee("invitee.canceled", {
      uri: "https://api.calendly.com/scheduled_events/EV2/invitees/IN2",
      cancellation: { canceled_by: "Lee Park", reason: "Conflict", canceler_type: "invitee" },
    });
    await postCalendly(calendlyRequest(cancel), routeCtx);
    d = await detail(id);
    expect(d.bookings[0].status).toBe("cancelled");
  });

  it("refuses a stale, future-dated or wrongly signed delivery", async () => {
    const body = invitee("invitee.created");
    const now = Math.floor(Date.now() / 1000);
    for (const t of [now - 6 * 60, now + 6 * 60]) {
      const res = await postCalendly(calendlyRequest(body, { t }), routeCtx);
      expect(res.status).toBe(401);
    }
    expect(
      (await postCalendly(calendlyRequest(body, { v1: "f".repeat(64) }), routeCtx)).status,
    ).toBe(401);
    const unsigned = new Request("http://localhost/api/webhooks/calendly", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect((await postCalendly(unsigned, routeCtx)).status).toBe(401);
    expect(await leadsWithEmail("lee@brightside.example")).toEqual([]);
  });
});

describe("/book", () => {
  it("without a calendar, leads to the contact form's call request on this site", async () => {
    const res = book(new Request("http://localhost/book?name=Dana%20Whitfield"));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("/contact?intent=call&name=Dana+Whitfield");
  });

  it("with a calendar, passes the visitor's name and email on to it, and drops what is not one", async () => {
    vi.stubEnv("BOOKING_URL", "https://calendar.example/sunridge/strategy-call");
    vi.resetModules();
    const { GET: bookWithCalendar } = await import("@/app/book/route");
    const res = bookWithCalendar(
      new Request("http://localhost/book?name=Dana%20Whitfield&email=dana%40sunridge.example"),
    );
    expect(res.status).toBe(307);
    const to = new URL(res.headers.get("location") ?? "");
    expect(to.origin + to.pathname).toBe("https://calendar.example/sunridge/strategy-call");
    expect(to.searchParams.get("name")).toBe("Dana Whitfield");
    expect(to.searchParams.get("email")).toBe("dana@sunridge.example");
    const bad = bookWithCalendar(
      new Request("http://localhost/book?email=dana%40x%0Abcc%3Aevil&name="),
    );
    const plain = new URL(bad.headers.get("location") ?? "");
    expect(plain.searchParams.has("email")).toBe(false);
    expect(plain.searchParams.has("name")).toBe(false);
    vi.unstubAllEnvs();
  });
});
