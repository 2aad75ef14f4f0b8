// The proof the owner edits (lib/proof): seeded once from the demo, changed by editors and owners
// through the action with a version check, audited, and reflected in the go-live checklist.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { performAdminAction } from "@/lib/auth/action";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { seedProofRows } from "@/lib/db/queries/proof";
import { createAdmin } from "@/lib/db/queries/users";
import { goLive } from "@/lib/go-live";
import { allProof, proofOf, saveProof } from "@/lib/proof";
import { defaultProof } from "@/lib/proof/defaults";
import { proofSaveSchema } from "@/lib/validations/proof";
import { countRows, resetDatabase } from "../helpers/db";

const meta = { ip: "192.0.2.41", userAgent: "vitest" };

async function editor() {
  const user = await createAdmin({
    email: `editor-${randomUUID().slice(0, 6)}@proof.test`,
    name: "Eddie Editor",
    passwordHash: await hashPassword("correct-horse-battery-staple"),
    role: "editor",
  });
  if (!user) throw new Error("no admin");
  return startSession({ userId: user.id });
}

const saveAs = (token: string | undefined, input: unknown) =>
  performAdminAction(
    proofSaveSchema,
    (i, { user, meta: m }) => saveProof(i, user, m),
    {},
    {
      token,
      meta,
    },
    input,
  );

const item = async (id: string) => {
  const found = (await allProof()).find((i) => i.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

beforeEach(async () => {
  await resetDatabase();
  await seedProofRows(defaultProof());
});

describe("the proof", () => {
  it("is seeded once from the demo, and a second seed keeps what the owner changed", async () => {
    const { token } = await editor();
    const roi = await item("result:roi");
    expect(roi).toMatchObject({
      demo: true,
      data: { value: "300%", name: "Return on Investment" },
    });
    const saved = await saveAs(token, {
      id: roi.id,
      data: { ...roi.data, value: "212%", source: "14 client projects, 2025" },
      if_unmodified_since: roi.updatedAt,
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await seedProofRows(defaultProof())).toBe(0);
    const after = await item("result:roi");
    expect(after).toMatchObject({
      demo: false,
      updatedBy: "Eddie Editor",
      data: { value: "212%", source: "14 client projects, 2025" },
    });
    expect(proofOf(await allProof(), "result")[1]?.value).toBe("212%");
  });

  it("refuses a save from a stale version, bad words, and anyone without a session", async () => {
    const { token } = await editor();
    const quote = await item("testimonial:1");
    const first = await saveAs(token, {
      id: quote.id,
      data: { ...quote.data, quote: "They answer every lead." },
      if_unmodified_since: quote.updatedAt,
    });
    expect(first.ok).toBe(true);
    // A second tab still holding the first version.
    expect(
      await saveAs(token, {
        id: quote.id,
        data: { ...quote.data, quote: "Overwrite" },
        if_unmodified_since: quote.updatedAt,
      }),
    ).toMatchObject({ ok: false, error: { code: "edit_conflict" } });
    const fresh = await item("testimonial:1");
    expect((fresh.data as { quote: string }).quote).toBe("They answer every lead.");
    expect(
      await saveAs(token, {
        id: fresh.id,
        data: { ...fresh.data, name: "", photo: "javascript:alert(1)" },
        if_unmodified_since: fresh.updatedAt,
      }),
    ).toMatchObject({ ok: false, error: { code: "bad_request", message: "Name is required" } });
    expect(
      await saveAs(undefined, {
        id: fresh.id,
        confirm: true,
        if_unmodified_since: fresh.updatedAt,
      }),
    ).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    expect(
      await saveAs(token, { id: "team:99", confirm: true, if_unmodified_since: fresh.updatedAt }),
    ).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("confirms the demo's words as the owner's, audits each save, and closes the checklist's item", async () => {
    const { token } = await editor();
    const since = new Date();
    const before = (await goLive()).items.find((i) => i.id === "demo_proof");
    expect(before).toMatchObject({ done: false, fix: { href: "/admin/proof" } });
    for (const piece of await allProof()) {
      const saved = await saveAs(token, {
        id: piece.id,
        confirm: true,
        if_unmodified_since: piece.updatedAt,
      });
      expect(saved.ok, piece.id).toBe(true);
    }
    expect((await allProof()).every((p) => !p.demo)).toBe(true);
    expect((await item("team:2")).data).toEqual(
      defaultProof().find((s) => s.id === "team:2")?.data,
    );
    expect((await goLive()).items.find((i) => i.id === "demo_proof")?.done).toBe(true);
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`select details from audit_log where action = 'content_updated' and at >= ${since.toISOString()}::timestamptz order by at limit 1`,
    )) as unknown as { rows: Array<{ details: Record<string, unknown> }> };
    expect(rows[0]?.details).toMatchObject({ kind: "proof", confirmed: true });
    expect(
      await countRows(
        "audit_log",
        sql`details->>'kind' = 'proof' and at >= ${since.toISOString()}::timestamptz`,
      ),
    ).toBe(defaultProof().length);
  });
});
