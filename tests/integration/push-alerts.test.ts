// Phone alerts as a phone receives them (a local push service checks the VAPID JWT and decrypts):
// once per event and browser, 410 forgets, quiet hours and scope hold, only known services taken.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as createEvent } from "@/app/api/admin/events/route";
import {
  GET as settings,
  POST as subscribe,
  DELETE as unsubscribe,
} from "@/app/api/admin/push-subscriptions/route";
import { POST as postCal } from "@/app/api/webhooks/cal/route";
import { POST as postStripe } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db/client";
import { deliverDueNotifications } from "@/lib/notify/deliver";
import { startPushService } from "../fakes/push-service";
import { issueSession, ownSummary, routeCtx, sendSummary } from "../helpers/chat";
import { countRows, resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { TEST_PORTS } from "../helpers/ports";

let push: Awaited<ReturnType<typeof startPushService>>;
let owner = "";

beforeAll(async () => {
  push = await startPushService(TEST_PORTS.push);
});
afterAll(() => push.close());

beforeEach(async () => {
  await resetDatabase();
  push.received.length = 0;
  push.problems.length = 0;
  owner = await adminToken();
  // Outside business hours the default would hold every alert back; tests of it set it again.
  await quietHours(false);
});
afterEach(() => {
  vi.useRealTimers();
});

function call(
  handler: (req: Request, ctx: typeof routeCtx) => Promise<Response>,
  method: string,
  token: string,
  body?: unknown,
) {
  return handler(
    new Request("http://localhost/api/admin/push-subscriptions", {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    routeCtx,
  );
}

async function browser(token = owner) {
  const subscription = push.subscribe();
  const res = await call(subscribe, "POST", token, {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    expirationTime: null,
  });
  expect(res.status).toBe(201);
  return subscription;
}

async function quietHours(on: boolean, email = "owner@bluebonnet.test") {
  const db = await getDb();
  await db.execute(sql`update users set alerts_quiet_hours = ${on} where email = ${email}`);
}

const words = "Can I talk to a real person? We lose leads every weekend.";

/** A visitor with an email who asks for a person (the chat's save). */
async function visitorAsksForPerson(name = "Dana Whitfield", email = "dana@sunridge.example") {
  const s = await issueSession();
  const res = await sendSummary(
    ownSummary(s, {
      seq: 1,
      contact_info: { name, email, phone: "", company_name: "Sunridge Roofing" },
      handoff: { requested_at: new Date().toISOString(), message: words },
    }),
  );
  expect(res.status).toBeLessThan(300);
  return (await res.json()).id as string;
}

const alertsFor = (id: string) => push.received.filter((m) => m.endpointId === id);

describe("phone alerts", () => {
  it("reach the owner's phone signed with the site's VAPID key and readable only with the browser's keys", async () => {
    const phone = await browser();
    const leadId = await visitorAsksForPerson();
    await deliverDueNotifications();

    expect(push.problems).toEqual([]);
    expect(alertsFor(phone.id)).toHaveLength(1);
    const [alert] = alertsFor(phone.id);
    expect(alert?.payload).toMatchObject({
      title: "Wants to talk to a person",
      body: `Dana Whitfield (Sunridge Roofing): “${words}”`,
      url: expect.stringMatching(new RegExp(`/admin/leads/${leadId}$`)),
    });
    expect(alert?.headers.urgency).toBe("high");
    expect(Number(alert?.headers.ttl)).toBe(12 * 3600);
    expect(alert?.headers.topic).toMatch(/^[0-9a-f]{32}$/);
    expect(alert?.claims.aud).toBe(push.origin);
    expect(alert?.claims.sub).toMatch(/^mailto:support@/);
    // The key the browser subscribed with is the key the alert is signed with.
    const listed = await (await call(settings, "GET", owner)).json();
    expect(alert?.vapidKey).toBe(listed.vapid_public_key);
    expect(listed.browsers).toEqual([
      expect.objectContaining({ endpoint: phone.endpoint, browser: "Safari 18 on iOS" }),
    ]);
    expect(listed.browsers[0].last_sent_at).not.toBeNull();
  });

  it("go once per event and browser, however many workers deliver at the same time", async () => {
    const phone = await browser();
    const laptop = await browser(await adminToken("ella@bluebonnet.test"));
    await quietHours(false, "ella@bluebonnet.test");
    for (let i = 0; i < 3; i++) await visitorAsksForPerson(`Visitor ${i}`, `v${i}@example.com`);
    await Promise.all([1, 2, 3].map(() => deliverDueNotifications({ limit: 2 })));
    await deliverDueNotifications();

    expect(push.problems).toEqual([]);
    for (const b of [phone, laptop]) {
      const bodies = alertsFor(b.id).map((m) => m.payload.body.split(" (")[0]);
      expect(bodies.sort()).toEqual(["Visitor 0", "Visitor 1", "Visitor 2"]);
    }
  });

  it("tell of a Hot lead, a booked call and a ticket sold, and not of a lead that is only Warm", async () => {
    const phone = await browser();
    const s = await issueSession();
    await sendSummary(ownSummary(s, { seq: 1, services_discussed: [], key_pain_points: [] }));
    await deliverDueNotifications();
    expect(alertsFor(phone.id)).toHaveLength(0);
    await sendSummary(
      ownSummary(s, {
        seq: 2,
        call_to_action_offered: true,
        services_discussed: ["AI Solutions", "Custom Software"],
      }),
    );

    const cal = JSON.stringify({
      triggerEvent: "BOOKING_CREATED",
      createdAt: new Date().toISOString(),
      payload: {
        type: "strategy-call",
        title: "Strategy call",
        startTime: "2026-12-08T16:00:00Z",
        endTime: "2026-12-08T16:30:00Z",
        organizer: { name: "Marcus Reyes", email: "marcus@example.com", timeZone: "UTC" },
        attendees: [{ name: "Dana Whitfield", email: "dana@sunridge.example", timeZone: "UTC" }],
        uid: "bk_push",
        bookingId: 7,
        status: "ACCEPTED",
      },
    });
    const booked = await postCal(
      new Request("http://localhost/api/webhooks/cal", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-cal-signature-256": createHmac("sha256", "cal_test_secret_1234567890")
            .update(cal)
            .digest("hex"),
        },
        body: cal,
      }),
      routeCtx,
    );
    expect(booked.status).toBe(200);

    const made = await createEvent(
      new Request("http://localhost/api/admin/events", {
        method: "POST",
        headers: { authorization: `Bearer ${owner}`, "content-type": "application/json" },
        body: JSON.stringify({
          title: "AI Clinic",
          starts_at: "2027-01-14T11:30",
          ends_at: "2027-01-14T12:30",
          time_zone: "America/Chicago",
          status: "published",
          tickets: [{ name: "Standard", price_cents: 4995 }],
        }),
      }),
      routeCtx,
    );
    const { event } = await made.json();
    const checkout = JSON.stringify({
      id: "evt_push_1",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_push_1",
          object: "checkout.session",
          client_reference_id: event.tickets[0].reference,
          payment_status: "paid",
          amount_total: 4995,
          currency: "usd",
          payment_intent: "pi_push_1",
          customer_details: { email: "lee@example.com", name: "Lee Park" },
        },
      },
    });
    const sold = await postStripe(
      new Request("http://localhost/api/webhooks/stripe", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": Stripe.webhooks.generateTestHeaderString({
            payload: checkout,
            secret: "whsec_test_secret_1234567890",
          }),
        },
        body: checkout,
      }),
      routeCtx,
    );
    expect((await sold.json()).recorded).toBe(true);

    await deliverDueNotifications();
    expect(push.problems).toEqual([]);
    const shown = alertsFor(phone.id).map((m) => [m.payload.title, m.payload.body]);
    expect(shown).toHaveLength(3);
    expect(shown).toEqual(
      expect.arrayContaining([
        ["New Hot lead", "Dana Whitfield · AI Solutions, Custom Software"],
        ["Call booked", "Dana Whitfield · Tue, Dec 8, 10:00 AM CT"],
        ["Ticket sold", "Lee Park · Standard · AI Clinic"],
      ]),
    );
  });

  it("forget a browser its push service says is gone (410), and keep sending to the others", async () => {
    const gone = await browser();
    const kept = await browser();
    push.answer(gone.id, 410);
    await visitorAsksForPerson();
    await deliverDueNotifications();
    expect(alertsFor(kept.id)).toHaveLength(1);
    const listed = await (await call(settings, "GET", owner)).json();
    expect(listed.browsers.map((b: { endpoint: string }) => b.endpoint)).toEqual([kept.endpoint]);
    // Nothing left to retry: the gone browser's copy is done with.
    expect(
      await countRows("notification_outbox", sql`channel = 'push' and delivered_at is null`),
    ).toBe(0);

    push.answer(kept.id, 503);
    await visitorAsksForPerson("Rae Chen", "rae@example.com");
    await deliverDueNotifications();
    // A push service that is down is tried again later.
    expect(
      await countRows(
        "notification_outbox",
        sql`channel = 'push' and delivered_at is null and attempts = 1`,
      ),
    ).toBe(1);
  });

  it("wait outside business hours for admins who keep quiet hours, and go to those who do not", async () => {
    const quiet = await browser();
    await quietHours(true);
    const ella = await adminToken("ella@bluebonnet.test");
    await quietHours(false, "ella@bluebonnet.test");
    const always = await browser(ella);
    // Sunday, 3 a.m. in Austin.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-06T09:00:00Z") });
    await visitorAsksForPerson();
    await deliverDueNotifications();
    expect(alertsFor(quiet.id)).toHaveLength(0);
    expect(alertsFor(always.id)).toHaveLength(1);
    // Tuesday, 11 a.m.: both.
    vi.setSystemTime(new Date("2026-12-08T17:00:00Z"));
    await visitorAsksForPerson("Rae Chen", "rae@example.com");
    await deliverDueNotifications();
    expect(alertsFor(quiet.id)).toHaveLength(1);
    expect(alertsFor(always.id)).toHaveLength(2);
  });

  it("reach an editor limited to their own leads only for those", async () => {
    const editor = await adminToken("ella@bluebonnet.test");
    await quietHours(false, "ella@bluebonnet.test");
    const db = await getDb();
    await db.execute(sql`update users set role = 'editor' where email = 'ella@bluebonnet.test'`);
    await db.execute(
      sql`insert into site_settings (name, value) values ('editors_own_leads_only', 'true'::jsonb)`,
    );
    const ownerPhone = await browser();
    const editorPhone = await browser(editor);
    await visitorAsksForPerson();
    await deliverDueNotifications();
    expect(alertsFor(ownerPhone.id)).toHaveLength(1);
    expect(alertsFor(editorPhone.id)).toHaveLength(0);
  });

  it("are queued only once someone turned them on", async () => {
    await visitorAsksForPerson();
    expect(await countRows("notification_outbox", sql`channel = 'push'`)).toBe(0);
  });
});

describe("POST and DELETE /api/admin/push-subscriptions", () => {
  it("accept only a browser's push service, with its keys, and name what is wrong", async () => {
    const { keys } = push.subscribe();
    const cases: Array<[unknown, RegExp]> = [
      [{ keys }, /endpoint is required/],
      [{ endpoint: "not a url", keys }, /endpoint must be a URL/],
      [{ endpoint: "https://push.attacker.example/x", keys }, /push service/],
      [{ endpoint: "http://fcm.googleapis.com/fcm/send/x", keys }, /push service/],
      [{ endpoint: "https://fcm.googleapis.com:8443/x", keys }, /push service/],
      [{ endpoint: "http://127.0.0.1:3000/api/admin/leads", keys }, /push service/],
      [{ endpoint: "https://fcm.googleapis.com/fcm/send/x" }, /keys is required/],
      [
        { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { ...keys, p256dh: "abc" } },
        /p256dh/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(subscribe, "POST", owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect(await countRows("push_subscriptions")).toBe(0);
    // The browsers' own services are fine.
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QAbc",
      "https://wns2-by3p.notify.windows.com/w/?token=abc",
    ]) {
      expect((await call(subscribe, "POST", owner, { endpoint, keys })).status).toBe(201);
    }
  });

  it("need a signed-in admin, and remove only the admin's own browser", async () => {
    const phone = push.subscribe();
    const body = { endpoint: phone.endpoint, keys: phone.keys };
    expect((await call(subscribe, "POST", "not-a-token", body)).status).toBe(401);
    expect((await call(subscribe, "POST", owner, body)).status).toBe(201);
    const other = await adminToken("ella@bluebonnet.test");
    expect((await call(unsubscribe, "DELETE", other, { endpoint: phone.endpoint })).status).toBe(
      404,
    );
    const res = await call(unsubscribe, "DELETE", owner, { endpoint: phone.endpoint });
    expect(res.status).toBe(200);
    expect(await countRows("push_subscriptions")).toBe(0);
    await visitorAsksForPerson();
    await deliverDueNotifications();
    expect(push.received).toHaveLength(0);
  });
});
