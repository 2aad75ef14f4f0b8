// Events through the admin's API, as the Events screen and an attacker use it: created with
// times in the event's own zone, edited with a version check, tickets that keep their Stripe
// references, drafts and meeting addresses never public, every write audited; the spec's
// workshop seeded once.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as audit } from "@/app/api/admin/audit/route";
import {
  DELETE as deleteEvent,
  GET as getEvent,
  PATCH as patchEvent,
} from "@/app/api/admin/events/[id]/route";
import { POST as createEvent, GET as listEvents } from "@/app/api/admin/events/route";
import { POST as joinWaitlist } from "@/app/api/events/waitlist/route";
import { experts } from "@/content/workshop";
import { getDb } from "@/lib/db/client";
import { getPublicEventBySlug, listPublicEvents, nextUpcomingEvent } from "@/lib/db/queries/events";
import { listSummaries } from "@/lib/db/queries/summaries";
import { seedDemoContent } from "@/lib/seed";
import { countRows, resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { uniqueIp } from "../helpers/http";

let token = "";

beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

type Init = { method?: string; body?: unknown; auth?: boolean };

function req(path: string, { method = "GET", body, auth = true }: Init = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (auth) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const WORKSHOP = "ai-automation-workshop-austin";
const noParams = { params: Promise.resolve({}) };
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });

const partTwo = {
  title: "AI for Business, Part 2: Systems That Convert",
  summary: "Lead scoring and follow-up that turn interest into booked calls.",
  body_markdown: "## What we cover\n\n- Lead scoring\n- <script>alert(1)</script>Follow-up",
  starts_at: "2027-01-14T11:30",
  ends_at: "2027-01-14T12:30",
  time_zone: "America/Chicago",
  meeting_url: "https://meet.example.com/part-2",
  capacity: 40,
  hosts: [{ name: "Marcus Reyes", role: "Founder" }],
  tickets: [
    { name: "Standard Ticket", price_cents: 4995, items: ["Live access", "Recording"] },
    { name: "VIP Bundle", price_cents: 9995, currency: "USD", buy_button_id: "buy_btn_1Abc" },
  ],
};

async function create(body: Record<string, unknown>) {
  const res = await createEvent(req("/api/admin/events", { method: "POST", body }), noParams);
  return { res, body: await res.json() };
}

async function patch(id: string, body: unknown) {
  const res = await patchEvent(
    req(`/api/admin/events/${id}`, { method: "PATCH", body }),
    idCtx(id),
  );
  return { res, body: await res.json() };
}

describe("events in the admin", () => {
  it("creates an event from wall-clock times in its zone, with ticket references", async () => {
    const { res, body } = await create(partTwo);
    expect(res.status).toBe(201);
    const { event } = body;
    // 11:30 in Chicago in January is 17:30 UTC (standard time).
    expect(event).toMatchObject({
      slug: "ai-for-business-part-2-systems-that-convert",
      url: "/events/ai-for-business-part-2-systems-that-convert",
      starts_at: "2027-01-14T17:30:00.000Z",
      ends_at: "2027-01-14T18:30:00.000Z",
      local: { starts_at: "2027-01-14T11:30", ends_at: "2027-01-14T12:30" },
      status: "draft",
      capacity: 40,
      meeting_url: "https://meet.example.com/part-2",
    });
    expect(event.tickets).toEqual([
      {
        id: "standard-ticket",
        reference: `${event.id}_standard-ticket`,
        name: "Standard Ticket",
        price_cents: 4995,
        currency: "usd",
        items: ["Live access", "Recording"],
        buy_button_id: null,
        payment_link: null,
        payment_link_id: null,
      },
      expect.objectContaining({
        id: "vip-bundle",
        currency: "usd",
        buy_button_id: "buy_btn_1Abc",
      }),
    ]);
    for (const t of event.tickets) expect(t.reference).toMatch(/^[A-Za-z0-9_-]{1,200}$/);

    const list = await (await listEvents(req("/api/admin/events"), noParams)).json();
    expect(list.events.map((e: { id: string }) => e.id)).toEqual([event.id]);
    const one = await (
      await getEvent(req(`/api/admin/events/${event.id}`), idCtx(event.id))
    ).json();
    expect(one.event.title).toBe(partTwo.title);
  });

  it("takes a time with seconds to the minute", async () => {
    const { res, body } = await create({ ...partTwo, starts_at: "2027-01-14T11:30:00.5" });
    expect(res.status).toBe(201);
    expect(body.event.local.starts_at).toBe("2027-01-14T11:30");
  });

  it("keeps a summer date's wall clock in daylight time", async () => {
    const { body } = await create({
      ...partTwo,
      starts_at: "2027-07-08T11:30",
      ends_at: "2027-07-08T13:00",
    });
    expect(body.event.starts_at).toBe("2027-07-08T16:30:00.000Z");
    expect(body.event.ends_at).toBe("2027-07-08T18:00:00.000Z");
  });

  it("refuses bad input with a message naming the field, and strangers with 401", async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...partTwo, title: "" }, /title is required/],
      [{ ...partTwo, time_zone: "Mars/Olympus" }, /time_zone must be an IANA time zone/],
      [{ ...partTwo, ends_at: "2027-01-14T11:00" }, /ends_at must be after starts_at/],
      [{ ...partTwo, starts_at: "next thursday" }, /starts_at must be a date and time/],
      [{ ...partTwo, meeting_url: "javascript:alert(1)" }, /meeting_url must/],
      [
        { ...partTwo, tickets: [{ name: "Free", price_cents: -1 }] },
        /price_cents cannot be negative/,
      ],
      [
        { ...partTwo, tickets: [{ name: "X", price_cents: 1, buy_button_id: "nope" }] },
        /buy_button_id/,
      ],
      [{ ...partTwo, slug: "thank-you-event" }, /reserved/],
      [{ ...partTwo, capacity: 0 }, /capacity must be at least 1/],
      [{ ...partTwo, status: "live" }, /status must be draft, scheduled, published or cancelled/],
      // No such day, and an hour the clocks skip in Chicago: refused, not moved.
      [{ ...partTwo, starts_at: "2027-02-30T10:00" }, /starts_at is not a real date and time/],
      [
        { ...partTwo, starts_at: "2027-03-14T02:30", ends_at: "2027-03-14T04:00" },
        /starts_at is not a real date and time in America\/Chicago/,
      ],
    ];
    for (const [input, message] of cases) {
      const { res, body } = await create(input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(body.error.message).toMatch(message);
    }
    const anonymous = await createEvent(
      req("/api/admin/events", { method: "POST", body: partTwo, auth: false }),
      noParams,
    );
    expect(anonymous.status).toBe(401);
    const form = await createEvent(
      new Request("http://localhost/api/admin/events", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
        body: JSON.stringify(partTwo),
      }),
      noParams,
    );
    expect(form.status).toBe(415);
  });

  it("edits with a version check; tickets sent with their id keep their reference", async () => {
    const { body: made } = await create(partTwo);
    const { id, updated_at, tickets } = made.event;
    const first = await patch(id, {
      if_unmodified_since: updated_at,
      status: "published",
      tickets: [
        { ...tickets[1], price_cents: 8995 },
        { name: "Recording Only", price_cents: 1995 },
      ],
    });
    expect(first.res.status).toBe(200);
    expect(first.body.event.tickets.map((t: { reference: string }) => t.reference)).toEqual([
      tickets[1].reference,
      `${id}_recording-only`,
    ]);
    expect(first.body.event.tickets[0].price_cents).toBe(8995);

    // A tab still holding the first version may not overwrite the change.
    const stale = await patch(id, { if_unmodified_since: updated_at, title: "Stale" });
    expect(stale.res.status).toBe(409);
    expect(stale.body.error.code).toBe("edit_conflict");

    // Another zone alone keeps the wall clock.
    const moved = await patch(id, { time_zone: "America/New_York" });
    expect(moved.body.event.local.starts_at).toBe("2027-01-14T11:30");
    expect(moved.body.event.starts_at).toBe("2027-01-14T16:30:00.000Z");

    const unknown = await patch("7f1d1c55-0000-4000-8000-000000000000", { title: "x" });
    expect(unknown.res.status).toBe(404);
    const notAnId = await patch("nope", { title: "x" });
    expect(notAnId.res.status).toBe(404);
    const empty = await patch(id, {});
    expect(empty.res.status).toBe(400);
  });

  it("answers 409 for an address another event holds", async () => {
    await create({ ...partTwo, slug: "part-two" });
    const { res, body } = await create({ ...partTwo, slug: "part-two" });
    expect(res.status).toBe(409);
    expect(body.error.message).toContain("/events/part-two");
    // Without a slug, the title's address gets a number.
    const again = await create(partTwo);
    const third = await create(partTwo);
    expect(again.body.event.slug).toBe("ai-for-business-part-2-systems-that-convert");
    expect(third.body.event.slug).toBe("ai-for-business-part-2-systems-that-convert-2");
    // A title that would take one of the fixed addresses under /events gets another.
    expect((await create({ ...partTwo, title: "Next" })).body.event.slug).toBe("next-2");
  });

  it("shows only published events in public, never the meeting address, upcoming first", async () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const draft = (await create({ ...partTwo, slug: "draft-one" })).body.event;
    const later = (await create({ ...partTwo, slug: "later", status: "published" })).body.event;
    const sooner = (
      await create({
        ...partTwo,
        slug: "sooner",
        status: "published",
        starts_at: "2026-12-10T10:00",
        ends_at: "2026-12-10T11:00",
      })
    ).body.event;
    const past = (
      await create({
        ...partTwo,
        slug: "past",
        status: "published",
        starts_at: "2026-10-01T10:00",
        ends_at: "2026-10-01T11:00",
      })
    ).body.event;
    const { upcoming, past: over } = await listPublicEvents(now);
    expect(upcoming.map((e) => e.slug)).toEqual([sooner.slug, later.slug]);
    expect(over.map((e) => e.slug)).toEqual([past.slug]);
    expect(await getPublicEventBySlug(draft.slug)).toBeNull();
    const shown = await getPublicEventBySlug(later.slug);
    expect(shown?.title).toBe(partTwo.title);
    expect(JSON.stringify(shown)).not.toContain("meet.example.com");
    expect((await nextUpcomingEvent(now))?.slug).toBe("sooner");
    expect((await nextUpcomingEvent(now, sooner.id))?.slug).toBe("later");
  });

  it("deletes (204, then 404) and records every write in the audit log", async () => {
    const { id } = (await create(partTwo)).body.event;
    await patch(id, { status: "published" });
    const gone = await deleteEvent(req(`/api/admin/events/${id}`, { method: "DELETE" }), idCtx(id));
    expect(gone.status).toBe(204);
    const again = await deleteEvent(
      req(`/api/admin/events/${id}`, { method: "DELETE" }),
      idCtx(id),
    );
    expect(again.status).toBe(404);
    const log = await (await audit(req("/api/admin/audit?limit=50"), noParams)).json();
    const entries = log.entries
      .filter((e: { details: { kind?: string } }) => e.details.kind === "event")
      .map((e: { action: string }) => e.action);
    expect(entries).toEqual(["content_deleted", "content_published", "content_created"]);
  });

  it("seeds the spec's workshop once: deleted, it stays deleted", async () => {
    expect((await seedDemoContent()).events).toBe(1);
    const workshop = await getPublicEventBySlug("ai-automation-workshop-austin");
    expect(workshop).toMatchObject({
      title: "AI for Business, Part 1: The Future of Content",
      timeZone: "America/Chicago",
      startsAt: new Date("2025-09-04T16:30:00Z"),
      status: "published",
    });
    expect(workshop?.tickets.map((t) => [t.id, t.priceCents])).toEqual([
      ["standard", 4495],
      ["vip", 8995],
    ]);
    expect((await seedDemoContent()).events).toBe(0);
    const list = await (await listEvents(req("/api/admin/events"), noParams)).json();
    const id = list.events[0].id;
    await deleteEvent(req(`/api/admin/events/${id}`, { method: "DELETE" }), idCtx(id));
    expect((await seedDemoContent()).events).toBe(0);
    expect(await getPublicEventBySlug("ai-automation-workshop-austin")).toBeNull();
  });

  it("seeds the workshop's description and its hosts' photos and topics as the event's own fields", async () => {
    await seedDemoContent();
    const workshop = await getPublicEventBySlug(WORKSHOP);
    expect(workshop?.bodyMarkdown).toMatch(/^## What We'll Build Live\n/);
    expect(workshop?.body).toContain("<h3>A 30-Day AI Content Calendar</h3>");
    expect(workshop?.body).toContain("<li>A brand-voice guide the AI follows</li>");
    expect(workshop?.hosts).toEqual(
      experts.map((e) => ({ name: e.name, role: e.role, bio: e.focus, photo: e.image ?? null })),
    );
  });

  it("gives a workshop seeded before then its description and hosts once, never over the owner's", async () => {
    await seedDemoContent();
    const db = await getDb();
    const asFirstSeeded = async (body: string, hosts: unknown) => {
      await db.execute(
        sql`update events set body_markdown = ${body}, body = ${body}, hosts = ${JSON.stringify(hosts)}::jsonb where slug = ${WORKSHOP}`,
      );
      await db.execute(sql`delete from scheduled_runs where run = ${`event-copy:${WORKSHOP}`}`);
    };
    const firstHosts = experts.map((e) => ({ name: e.name, role: e.role }));
    const seeded = await getPublicEventBySlug(WORKSHOP);
    expect(seeded?.hosts.map((h) => ({ name: h.name, role: h.role }))).toEqual(firstHosts);

    await asFirstSeeded("", firstHosts);
    await seedDemoContent();
    let now = await getPublicEventBySlug(WORKSHOP);
    expect(now?.bodyMarkdown).toBe(seeded?.bodyMarkdown);
    expect(now?.hosts).toEqual(seeded?.hosts);

    // Once only: emptied again afterwards, it stays as the owner left it.
    await db.execute(sql`update events set body_markdown = '', body = '' where slug = ${WORKSHOP}`);
    await seedDemoContent();
    expect((await getPublicEventBySlug(WORKSHOP))?.bodyMarkdown).toBe("");

    // The owner's own words and hosts are never replaced.
    const mine = [{ name: "Sam Ortiz", role: "Guest" }];
    await asFirstSeeded("Bring a laptop.", mine);
    await seedDemoContent();
    now = await getPublicEventBySlug(WORKSHOP);
    expect(now?.bodyMarkdown).toBe("Bring a laptop.");
    expect(now?.hosts).toEqual(mine);
  });

  it("keeps a host's topic and photo, and refuses a photo that is no image address", async () => {
    const created = await createEvent(
      req("/api/admin/events", {
        method: "POST",
        body: {
          ...partTwo,
          hosts: [
            {
              name: "Jenna Cole",
              role: "Strategist",
              bio: "Runs the live build.",
              photo: "/uploads/a.webp",
            },
          ],
        },
      }),
      noParams,
    );
    expect(created.status).toBe(201);
    expect((await created.json()).event.hosts).toEqual([
      {
        name: "Jenna Cole",
        role: "Strategist",
        bio: "Runs the live build.",
        photo: "/uploads/a.webp",
      },
    ]);
    const bad = await createEvent(
      req("/api/admin/events", {
        method: "POST",
        body: {
          ...partTwo,
          slug: "other",
          hosts: [{ name: "X", role: "", photo: "javascript:alert(1)" }],
        },
      }),
      noParams,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain("host photo");
  });
});

describe("the waitlist of a past event", () => {
  const join = (body: unknown, ip = uniqueIp()) =>
    joinWaitlist(
      new Request("http://localhost/api/events/waitlist", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify(body),
      }),
      noParams,
    );

  it("makes one waitlist lead per email, and answers 202 either way", async () => {
    await create({ ...partTwo, slug: "past-one", status: "published" });
    const first = await join({ email: "Dana@Example.com", name: "Dana", event: "past-one" });
    expect(first.status).toBe(202);
    const again = await join({ email: "dana@example.com", event: "past-one" });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(await first.json());
    expect(await countRows("chat_summaries", sql`source = 'waitlist'`)).toBe(1);
    const [lead] = (await listSummaries({ page: 1, limit: 10, source: "waitlist" })).summaries;
    expect(lead).toMatchObject({ contactEmail: "dana@example.com", contactName: "Dana" });
  });

  it("refuses a bad address (400), an unknown or draft event (404) and a flood (429)", async () => {
    await create({ ...partTwo, slug: "a-draft" });
    expect((await join({ email: "not-an-email", event: "a-draft" })).status).toBe(400);
    expect((await join({ email: "a@example.com", event: "a-draft" })).status).toBe(404);
    expect((await join({ email: "a@example.com", event: "../admin" })).status).toBe(400);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await join({ email: `f${i}@example.com`, event: "a-draft" }, ip)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
