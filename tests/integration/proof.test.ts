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
import { addProof, allProof, proofOf, removeProof, saveProof } from "@/lib/proof";
import { defaultProof } from "@/lib/proof/defaults";
import {
  PROOF_LIMITS,
  proofAddSchema,
  proofRemoveSchema,
  proofSaveSchema,
} from "@/lib/validations/proof";
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

const addAs = (token: string | undefined, input: unknown) =>
  performAdminAction(
    proofAddSchema,
    (i, { user, meta: m }) => addProof(i, user, m),
    {},
    { token, meta },
    input,
  );

const removeAs = (token: string | undefined, input: unknown) =>
  performAdminAction(
    proofRemoveSchema,
    (i, { user, meta: m }) => removeProof(i, user, m),
    {},
    { token, meta },
    input,
  );

const grace = {
  quote: "Our phones stopped ringing out after hours.",
  name: "Grace Lin",
  role: "Owner",
  company: "Lin & Co",
  photo: "",
  logo: "",
  permission_on: "2026-11-30",
};

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

  it("adds testimonials after the others up to the limit, and removes one for good, never the last", async () => {
    const { token } = await editor();
    const before = proofOf(await allProof(), "testimonial");
    const added = await addAs(token, { kind: "testimonial", data: grace });
    expect(added.ok).toBe(true);
    const after = proofOf(await allProof(), "testimonial");
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      name: "Grace Lin",
      photo: null,
      permission_on: "2026-11-30",
    });
    const graceItem = (await allProof()).find(
      (i) => i.kind === "testimonial" && (i.data as { name: string }).name === "Grace Lin",
    );
    expect(graceItem?.demo).toBe(false);

    // Bad words and kinds that have fixed places are refused in words.
    const bad = await addAs(token, { kind: "testimonial", data: { ...grace, quote: "" } });
    expect(bad).toMatchObject({ ok: false, error: { code: "bad_request" } });
    const figure = await addAs(token, { kind: "result", data: {} });
    expect(figure).toMatchObject({ ok: false, error: { code: "bad_request" } });
    expect(await addAs(undefined, { kind: "testimonial", data: grace })).toMatchObject({
      ok: false,
      error: { code: "unauthorized" },
    });

    // Up to the limit, then 409 until one goes.
    for (let n = after.length; n < PROOF_LIMITS.testimonial; n++) {
      expect(
        (await addAs(token, { kind: "testimonial", data: { ...grace, name: `Client ${n}` } })).ok,
      ).toBe(true);
    }
    const full = await addAs(token, { kind: "testimonial", data: grace });
    expect(full).toMatchObject({ ok: false, error: { code: "conflict" } });

    // A seeded testimonial removed stays removed when the next start seeds again.
    const seeded = (await allProof()).find(
      (i) => i.kind === "testimonial" && i.id.startsWith("testimonial:") && i.demo,
    );
    if (!seeded) throw new Error("no seeded testimonial");
    const stale = await removeAs(token, {
      id: seeded.id,
      if_unmodified_since: "2020-01-01T00:00:00.000Z",
    });
    expect(stale).toMatchObject({ ok: false, error: { code: "edit_conflict" } });
    expect(
      (await removeAs(token, { id: seeded.id, if_unmodified_since: seeded.updatedAt })).ok,
    ).toBe(true);
    await seedProofRows(defaultProof());
    expect((await allProof()).some((i) => i.id === seeded.id)).toBe(false);
    expect(
      await removeAs(token, { id: seeded.id, if_unmodified_since: seeded.updatedAt }),
    ).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });

    // Down to one, which stays.
    let left = (await allProof()).filter((i) => i.kind === "testimonial");
    while (left.length > 1) {
      const next = left[0];
      if (!next) break;
      expect((await removeAs(token, { id: next.id, if_unmodified_since: next.updatedAt })).ok).toBe(
        true,
      );
      left = (await allProof()).filter((i) => i.kind === "testimonial");
    }
    const last = left[0];
    if (!last) throw new Error("none left");
    expect(
      await removeAs(token, { id: last.id, if_unmodified_since: last.updatedAt }),
    ).toMatchObject({
      ok: false,
      error: { code: "conflict", message: expect.stringContaining("last one") },
    });
    // Figures are changed, never removed.
    const roi = await item("result:roi");
    expect(await removeAs(token, { id: roi.id, if_unmodified_since: roi.updatedAt })).toMatchObject(
      {
        ok: false,
        error: { code: "bad_request" },
      },
    );

    const audit = await getDb().then((db) =>
      db.execute(sql`select action from audit_log where details->>'kind' = 'proof' order by at`),
    );
    const actions = (audit as unknown as { rows: Array<{ action: string }> }).rows.map(
      (r) => r.action,
    );
    expect(actions).toContain("content_created");
    expect(actions).toContain("content_deleted");
  });

  it("lets only one of two adds at once take the last place", async () => {
    const { token } = await editor();
    const have = proofOf(await allProof(), "team").length;
    for (let n = have; n < PROOF_LIMITS.team - 1; n++) {
      expect(
        (
          await addAs(token, {
            kind: "team",
            data: { name: `M ${n}`, role: "Dev", bio: "Builds.", photo: "" },
          })
        ).ok,
      ).toBe(true);
    }
    const both = await Promise.all(
      [1, 2].map((k) =>
        addAs(token, {
          kind: "team",
          data: { name: `Race ${k}`, role: "Dev", bio: "Builds.", photo: "" },
        }),
      ),
    );
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(proofOf(await allProof(), "team")).toHaveLength(PROOF_LIMITS.team);
  });
});
