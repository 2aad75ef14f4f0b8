// Free events and the waitlist, as a visitor and the owner meet them: registration answers the
// same whoever asks, a full event puts people in line, a seat given back from the mail's link
// goes to the first person waiting (once, with two clicks racing), the reminder goes an hour
// before (not to whoever registered within it), and the after-event mail follows attendance.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { giveSeatBackAction } from "@/app/(marketing)/events/[slug]/cancel/actions";
import { PATCH as patchAttendee } from "@/app/api/admin/events/[id]/attendees/[attendeeId]/route";
import { GET as attendees } from "@/app/api/admin/events/[id]/attendees/route";
import { PATCH as patchEvent } from "@/app/api/admin/events/[id]/route";
import { POST as createEvent } from "@/app/api/admin/events/route";
import { GET as getLead } from "@/app/api/admin/leads/[id]/route";
import { POST as registerRoute } from "@/app/api/events/[slug]/register/route";
import { getDb } from "@/lib/db/client";
import { giveSeatBack } from "@/lib/db/queries/attendee-seats";
import { isSeatToken } from "@/lib/events/seat-link";
import { deliverDueNotifications } from "@/lib/notify/deliver";
import { resetDatabase, resetRateLimits } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { TEST_PORTS } from "../helpers/ports";
import { startMailbox } from "../helpers/smtp";

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
  await resetRateLimits();
  mailbox.mails.length = 0;
  token = await adminToken();
});

const auth = (init: RequestInit = {}) => ({
  ...init,
  headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
});

async function makeEvent(startsIn: number, extra: Record<string, unknown> = {}) {
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
  const res = await createEvent(
    new Request(
      "http://localhost/api/admin/events",
      auth({
        method: "POST",
        body: JSON.stringify({
          title: "AI Clinic",
          slug: "ai-clinic",
          starts_at: iso(startsIn),
          ends_at: iso(startsIn + HOUR),
          time_zone: "America/Chicago",
          meeting_url: "https://meet.example.com/clinic",
          status: "published",
          capacity: 1,
          questions: ["What would you like to automate?"],
          tickets: [{ name: "Free seat", price_cents: 0 }],
          ...extra,
        }),
      }),
    ),
    noParams,
  );
  expect(res.status).toBe(201);
  return (await res.json()).event as { id: string; slug: string; updated_at: string };
}

let ip = 0;
function register(body: unknown, slug = "ai-clinic") {
  ip += 1;
  return registerRoute(
    new Request(`http://localhost/api/events/${slug}/register`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        "x-forwarded-for": `203.0.113.${ip % 250}`,
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  );
}

type Row = {
  id: string;
  email: string;
  status: string;
  lead_id: string | null;
  mail: Record<string, { due_at: string; sent_at: string | null } | null>;
};
async function list(eventId: string): Promise<Row[]> {
  const res = await attendees(
    new Request(`http://localhost/api/admin/events/${eventId}/attendees`, auth()),
    idCtx(eventId),
  );
  return (await res.json()).attendees;
}

const subjects = () => mailbox.mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? "");
/** The mail's text as written (quoted-printable undone). */
const textOf = (mail: string) =>
  mail
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
const seatLinkIn = (mail: string) => {
  const url = new URL(/https?:\/\/\S+\/cancel\?\S+/.exec(textOf(mail))?.[0] ?? "");
  return { a: url.searchParams.get("a") ?? "", t: url.searchParams.get("t") ?? "" };
};
const mailTo = (email: string, subject: string) =>
  mailbox.mails.find((m) => m.includes(email) && m.includes(subject)) ?? "";

async function clickGiveBack(slug: string, link: { a: string; t: string }) {
  const form = new FormData();
  form.set("slug", slug);
  form.set("a", link.a);
  form.set("t", link.t);
  // The action answers with a redirect back to its page, which Next throws.
  await expect(giveSeatBackAction(form)).rejects.toThrow(/NEXT_REDIRECT/);
}

describe("free registration and the waitlist", () => {
  it("answers 202 for new, known and waitlisted alike, makes leads with the answers, and 400 names the field", async () => {
    const event = await makeEvent(3 * 24 * HOUR);
    const first = { name: "Ana Ruiz", email: "ana@example.com", answers: ["Our intake calls"] };
    const answers = [
      await register(first),
      await register(first),
      await register({ name: "Ben Cole", email: "ben@example.com" }),
    ];
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);

    const rows = await list(event.id);
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ["ana@example.com", "registered"],
      ["ben@example.com", "waitlisted"],
    ]);
    const db = await getDb();
    const { rows: leads } = (await db.execute(
      sql`select source, (select body from lead_notes n where n.lead_id = s.id limit 1) as note
         from chat_summaries s where contact_email = 'ana@example.com'`,
    )) as unknown as { rows: Array<{ source: string; note: string }> };
    expect(leads[0]?.source).toBe("event");
    expect(leads[0]?.note).toContain("Our intake calls");
    // The owner's export has a column per question.
    const csv = await (
      await attendees(
        new Request(`http://localhost/api/admin/events/${event.id}/attendees?format=csv`, auth()),
        idCtx(event.id),
      )
    ).text();
    expect(csv.split("\r\n")[0]).toMatch(/,Attended At,What would you like to automate\?$/);
    expect(csv).toMatch(/^Ana Ruiz,ana@example\.com,Free seat,.*,Our intake calls$/m);

    const bad = await register({ name: "X", email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/^email/);

    await deliverDueNotifications();
    expect(subjects()).toContain("You're registered: AI Clinic");
    expect(subjects()).toContain("You're on the waitlist: AI Clinic");
    const confirmation = mailTo("ana@example.com", "You're registered");
    expect(confirmation).toContain("text/calendar");
    // Three days out: the join link waits for the access mail.
    expect(textOf(confirmation)).not.toContain("meet.example.com/clinic");
  });

  it("stops a fourth registration for one email within the hour (429), and refuses a past event (409)", async () => {
    await makeEvent(3 * 24 * HOUR, { capacity: 10 });
    const me = { name: "Ana Ruiz", email: "ana@example.com" };
    const statuses = [];
    // Each from another address: the per-email limit is what stops the fourth.
    for (let i = 0; i < 4; i += 1) statuses.push((await register(me)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const other = await register({ name: "Ben Cole", email: "ben@example.com" });
    expect(other.status).toBe(202);

    await makeEvent(-2 * HOUR, { slug: "past-clinic" });
    const late = await register({ name: "Cy Park", email: "cy@example.com" }, "past-clinic");
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe("This event has taken place.");
  });

  it("gives a seat given back from the mail's link to the first person waiting, once with two clicks racing", async () => {
    const event = await makeEvent(3 * 24 * HOUR);
    await register({ name: "Ana Ruiz", email: "ana.w@example.com" });
    await register({ name: "Ben Cole", email: "ben.w@example.com" });
    await register({ name: "Cy Dee", email: "cy.w@example.com" });
    await deliverDueNotifications();
    const link = seatLinkIn(mailTo("ana.w@example.com", "You're registered"));
    expect(await isSeatToken(link.a, link.t)).toBe(true);
    expect(await isSeatToken(link.a, `${link.t.slice(0, -1)}x`)).toBe(false);

    mailbox.mails.length = 0;
    await Promise.all([clickGiveBack(event.slug, link), clickGiveBack(event.slug, link)]);
    const rows = await list(event.id);
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ["ana.w@example.com", "cancelled"],
      ["ben.w@example.com", "registered"],
      ["cy.w@example.com", "waitlisted"],
    ]);
    await deliverDueNotifications();
    expect(subjects()).toEqual(["You're in: AI Clinic"]);
    expect(mailTo("ben.w@example.com", "You're in")).toContain("text/calendar");

    // The owner removes Ben: Cy moves up.
    const ben = rows[1] as Row;
    const removed = await patchOrDelete(event.id, ben.id, "DELETE");
    expect(removed.status).toBe(200);
    expect((await list(event.id)).map((r) => r.status)).toEqual([
      "cancelled",
      "cancelled",
      "registered",
    ]);
  });

  it("two seats given back at once move two different people", async () => {
    const event = await makeEvent(3 * 24 * HOUR, { capacity: 2 });
    for (const who of ["a", "b", "c", "d"]) {
      await register({ name: who, email: `${who}@example.com` });
    }
    const [a, b] = await list(event.id);
    const results = await Promise.all([
      giveSeatBack((a as Row).id, { mail: true }),
      giveSeatBack((b as Row).id, { mail: true }),
    ]);
    expect(results.flatMap((r) => r.moved)).toHaveLength(2);
    expect((await list(event.id)).map((r) => r.status)).toEqual([
      "cancelled",
      "cancelled",
      "registered",
      "registered",
    ]);
  });

  it("reminds an hour before, except whoever registered within that hour", async () => {
    const soon = await makeEvent(3 * HOUR, { capacity: null });
    await register({ name: "Ana", email: "ana.r@example.com" });
    const [row] = await list(soon.id);
    const start = Date.now() + 3 * HOUR;
    expect(Math.abs(Date.parse(row?.mail.reminder?.due_at ?? "") - (start - HOUR))).toBeLessThan(
      5_000,
    );
    const late = await makeEvent(30 * 60_000, { slug: "late-clinic", capacity: null });
    await register({ name: "Ben", email: "ben.r@example.com" }, "late-clinic");
    const [lateRow] = await list(late.id);
    expect(lateRow?.mail.reminder).toBeNull();
    expect(lateRow?.mail.access).not.toBeNull();
  });

  it("marks attendance, and the after-event mail thanks who came and tells who did not", async () => {
    const event = await makeEvent(3 * 24 * HOUR, { capacity: null });
    await register({ name: "Ana", email: "ana.r@example.com" });
    await register({ name: "Ben", email: "ben.r@example.com" });
    const [ana] = await list(event.id);
    const marked = await patchOrDelete(event.id, (ana as Row).id, "PATCH", { attended: true });
    expect(marked.status).toBe(200);
    const bad = await patchOrDelete(event.id, (ana as Row).id, "PATCH", { attended: "yes" });
    expect(bad.status).toBe(400);
    // The event took place, and its recording is set.
    const db = await getDb();
    await db.execute(
      sql`update events set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'`,
    );
    const res = await patchEvent(
      new Request(
        `http://localhost/api/admin/events/${event.id}`,
        auth({
          method: "PATCH",
          body: JSON.stringify({ recording_url: "https://video.example.com/clinic" }),
        }),
      ),
      idCtx(event.id),
    );
    expect(res.status).toBe(200);
    mailbox.mails.length = 0;
    await Promise.all([deliverDueNotifications(), deliverDueNotifications()]);
    const recordings = subjects().filter((s) => /recording|missed/i.test(s));
    expect(recordings.sort()).toEqual([
      "Sorry we missed you: AI Clinic",
      "The recording: AI Clinic",
    ]);
    expect(mailTo("ana.r@example.com", "The recording")).toBeTruthy();
    expect(textOf(mailTo("ben.r@example.com", "Sorry we missed you"))).toContain(
      "/book?name=Ben&email=ben.r%40example.com",
    );
    // Each lead's page says whether they came.
    const leadOf = async (email: string) => {
      const row = (await list(event.id)).find((r) => r.email === email) as Row;
      const detail = await getLead(
        new Request(`http://localhost/api/admin/leads/${row.lead_id}`, auth()),
        idCtx(row.lead_id ?? ""),
      );
      return (await detail.json()).events;
    };
    expect(await leadOf("ana.r@example.com")).toMatchObject([
      { title: "AI Clinic", ticket: "Free seat", status: "registered", attendance: "attended" },
    ]);
    expect((await leadOf("ben.r@example.com"))[0].attendance).toBe("no_show");
  });
});

function patchOrDelete(eventId: string, attendeeId: string, method: string, body?: unknown) {
  const req = new Request(
    `http://localhost/api/admin/events/${eventId}/attendees/${attendeeId}`,
    auth({ method, ...(body ? { body: JSON.stringify(body) } : {}) }),
  );
  const ctx = { params: Promise.resolve({ id: eventId, attendeeId }) };
  if (method === "PATCH") return patchAttendee(req, ctx);
  return import("@/app/api/admin/events/[id]/attendees/[attendeeId]/route").then((m) =>
    m.DELETE(req, ctx),
  );
}
