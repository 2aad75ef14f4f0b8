// The embedded database's thread answers each query with the types its caller asked for:
// Drizzle's dates and timestamps as PostgreSQL wrote them, anything else as PGlite parses it
// (the worker keeps Drizzle's set on the instance; lib/db/pglite-worker.mjs).
import { types } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { PGliteThread } from "@/lib/db/pglite-thread";

const db = new PGliteThread("memory://");
afterAll(() => db.close());

const asWritten = (value: string) => value;
const SQL = "select '2026-11-24 10:00:00+00'::timestamptz as at, '2026-11-24'::date as day";
type Row = { at: unknown; day: unknown };

describe("the embedded database's thread", () => {
  it("gives Drizzle's raw types as written", async () => {
    await db.waitReady;
    const parsers = Object.fromEntries(
      [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231].map((oid) => [oid, asWritten]),
    );
    const { rows } = await db.query<Row>(SQL, [], { rowMode: "object", parsers });
    expect(rows[0]).toEqual({ at: "2026-11-24 10:00:00+00", day: "2026-11-24" });
  });

  it("parses the rest as PGlite does: a query without parsers, or with only some", async () => {
    const plain = await db.query<Row>(SQL);
    expect(plain.rows[0]?.at).toBeInstanceOf(Date);
    expect(plain.rows[0]?.day).toBeInstanceOf(Date);
    const some = await db.query<Row>(SQL, [], { parsers: { [types.TIMESTAMPTZ]: asWritten } });
    expect(some.rows[0]?.at).toBe("2026-11-24 10:00:00+00");
    expect(some.rows[0]?.day).toBeInstanceOf(Date);
  });
});
