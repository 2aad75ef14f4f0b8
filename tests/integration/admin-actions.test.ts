// The admin's server-action wrapper (lib/auth/action.ts): each refusal comes back typed for the
// form to show; an allowed change runs the JSON API's lib function and is audited.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { performAdminAction } from "@/lib/auth/action";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { createAdmin } from "@/lib/db/queries/users";
import type { AdminRole } from "@/lib/db/schema";
import { addGuest } from "@/lib/events/attendees";
import { decideGoLiveItem } from "@/lib/go-live";
import { guestActionSchema } from "@/lib/validations/events";
import { goLiveDecisionSchema } from "@/lib/validations/go-live";
import { countRows, resetDatabase } from "../helpers/db";
import { seedEvent } from "../helpers/fixtures";

const meta = { ip: "192.0.2.40", userAgent: "vitest" };
let eventId = "";

async function admin(role: AdminRole) {
  const user = await createAdmin({
    email: `${role}-${randomUUID().slice(0, 6)}@actions.test`,
    name: role === "owner" ? "Olivia Owner" : "Eddie Editor",
    passwordHash: await hashPassword("correct-horse-battery-staple"),
    role,
  });
  if (!user) throw new Error("no admin");
  return startSession({ userId: user.id });
}

beforeEach(async () => {
  await resetDatabase();
  const event = await seedEvent({
    slug: "actions",
    title: "Actions",
    tickets: [
      {
        id: "standard",
        name: "Standard",
        priceCents: 4995,
        currency: "usd",
        items: [],
        buyButtonId: null,
        paymentLink: null,
      },
    ],
  });
  eventId = event.id;
});

const guest = (over: Record<string, unknown> = {}) => ({
  eventId,
  email: "guest@example.com",
  name: "Gil Guest",
  ticket_id: "standard",
  ...over,
});

const addGuestAs = (
  token: string | undefined,
  input: unknown,
  need: { owner?: boolean; stepUp?: boolean } = {},
) =>
  performAdminAction(
    guestActionSchema,
    ({ eventId: id, ...g }, { user, meta: m }) => addGuest(id, g, user, m),
    need,
    { token, meta },
    input,
  );

describe("an admin's server action", () => {
  it("refuses without a session, or with one that no longer opens, and changes nothing", async () => {
    expect(await addGuestAs(undefined, guest())).toEqual({
      ok: false,
      error: {
        code: "unauthorized",
        message: "Your session is invalid or has expired. Please log in again.",
      },
    });
    expect((await addGuestAs("not-a-real-token-at-all-0123456789", guest())).ok).toBe(false);
    expect(await countRows("event_attendees")).toBe(0);
  });

  it("refuses an editor what only owners may do, and asks for the password when it is due", async () => {
    const editor = await admin("editor");
    const refused = await addGuestAs(editor.token, guest(), { owner: true });
    expect(refused).toMatchObject({ ok: false, error: { code: "forbidden" } });
    const owner = await admin("owner");
    const db = await getDb();
    // Signed in a while ago: the password check that came with it is no longer recent.
    await db.execute(
      sql`update sessions set stepped_up_at = now() - interval '10 minutes' where id = ${owner.sessionId}`,
    );
    const stepUp = await addGuestAs(owner.token, guest(), { owner: true, stepUp: true });
    expect(stepUp).toMatchObject({
      ok: false,
      error: { code: "step_up_required", message: expect.stringMatching(/^Confirm it's you/) },
    });
    await db.execute(sql`update sessions set stepped_up_at = now() where id = ${owner.sessionId}`);
    expect(await addGuestAs(owner.token, guest(), { owner: true, stepUp: true })).toMatchObject({
      ok: true,
    });
  });

  it("answers bad input with the field's problem, and a refused change with its reason", async () => {
    const { token } = await admin("editor");
    expect(await addGuestAs(token, guest({ email: "not-an-email" }))).toMatchObject({
      ok: false,
      error: { code: "bad_request", message: expect.stringMatching(/^email/) },
    });
    // A malformed id names nothing: 404, as the JSON route answers it.
    expect(await addGuestAs(token, guest({ eventId: "nope" }))).toMatchObject({
      ok: false,
      error: { code: "not_found", message: "No such event" },
    });
    expect(await addGuestAs(token, guest({ ticket_id: "vip" }))).toMatchObject({
      ok: false,
      error: { code: "bad_request", message: "ticket_id: this event has no such ticket" },
    });
    expect((await addGuestAs(token, guest())).ok).toBe(true);
    expect(await addGuestAs(token, guest())).toMatchObject({
      ok: false,
      error: {
        code: "conflict",
        message: "guest@example.com already holds a ticket to this event.",
      },
    });
  });

  it("runs the change as the JSON API does, and audits it with who and where", async () => {
    const { token } = await admin("editor");
    const done = await addGuestAs(token, guest());
    expect(done).toMatchObject({ ok: true, data: { email: "guest@example.com" } });
    expect(await countRows("event_attendees", sql`guest and email = 'guest@example.com'`)).toBe(1);
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`select actor, ip, details from audit_log where details->>'kind' = 'event_guest'`,
    )) as unknown as { rows: Array<{ actor: string; ip: string; details: { slug: string } }> };
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: "192.0.2.40", details: { slug: "actions" } });
    expect(rows[0]?.actor).toMatch(/^editor-.*@actions\.test$/);
  });
});

describe("the go-live checklist's action", () => {
  const decide = (token: string, input: unknown) =>
    performAdminAction(
      goLiveDecisionSchema,
      (i, ctx) => decideGoLiveItem(i, ctx),
      { owner: true },
      { token, meta },
      input,
    );

  it("lets owners confirm or dismiss with a reason, not editors, and audits it", async () => {
    const editor = await admin("editor");
    expect(await decide(editor.token, { item: "backups", state: "confirmed" })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    const owner = await admin("owner");
    expect(await decide(owner.token, { item: "https", state: "dismissed" })).toMatchObject({
      ok: false,
      error: { code: "bad_request", message: "Say why this item does not apply (reason)" },
    });
    expect(await decide(owner.token, { item: "nope", state: "confirmed" })).toMatchObject({
      ok: false,
      error: { code: "bad_request", message: expect.stringMatching(/No such checklist item/) },
    });
    const done = await decide(owner.token, { item: "backups", state: "confirmed" });
    expect(done.ok && done.data.items.find((i) => i.id === "backups")?.decision).toMatchObject({
      state: "confirmed",
      by: "Olivia Owner",
    });
    const reopened = await decide(owner.token, { item: "backups", state: "open" });
    expect(reopened.ok && reopened.data.items.find((i) => i.id === "backups")?.decision).toBeNull();
    expect(await countRows("audit_log", sql`details->>'go_live' = 'backups'`)).toBe(2);
  });
});
