// `npm run db:backup` and `db:restore`: one file gives back the leads, the posts and the uploaded
// images, taken from a stopped folder, from a running server (its control socket), or from
// PostgreSQL; a restore never lands on data unless told to, and then keeps it aside.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";
import { contactMessages, posts } from "@/lib/db/schema";
import { backup } from "@/scripts/backup.mjs";
import { BackupError } from "@/scripts/backup-common.mjs";
import { serveControlSocket } from "@/scripts/control-socket.mjs";
import { restore } from "@/scripts/restore.mjs";

const root = await mkdtemp(path.join(tmpdir(), "site-backup-"));
afterAll(() => rm(root, { recursive: true, force: true }));

const IMAGE = "0123456789abcdef01234567-480.webp";
const silent = { warn: () => {}, error: () => {} };

/** A data folder with one lead, one post and one uploaded image; its database left open. */
async function siteFolder(name: string, email: string) {
  const dataDir = path.join(root, name);
  const handle = openDatabase({ dataDir });
  await handle.migrate();
  await handle.db.insert(contactMessages).values({ name: "Ann Lee", email, message: "Hello" });
  await handle.db.insert(posts).values({
    slug: `kept-${name}`,
    title: "Kept through a restore",
    content: "<p>Body</p>",
    authorName: "Marcus",
    status: "published",
    publishedAt: new Date(),
  });
  const image = randomBytes(2048);
  await mkdir(path.join(dataDir, "uploads"), { recursive: true });
  await writeFile(path.join(dataDir, "uploads", IMAGE), image);
  return { dataDir, handle, image };
}

/** What a restored folder holds, read through the app's own database layer. */
async function contents(dataDir: string, email: string) {
  const handle = openDatabase({ dataDir });
  try {
    await handle.migrate();
    const leads = await handle.db
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    const published = await handle.db
      .select({ title: posts.title })
      .from(posts)
      .where(eq(posts.status, "published"));
    return {
      leads: leads.map((l) => l.name),
      posts: published.map((p) => p.title),
      image: await readFile(path.join(dataDir, "uploads", IMAGE)).catch(() => null),
    };
  } finally {
    await handle.close();
  }
}

describe("backups of the embedded database", () => {
  it("a stopped folder backs up and restores into a fresh one: leads, posts, images", async () => {
    const { dataDir, handle, image } = await siteFolder("stopped", "ann@stopped.test");
    await handle.close();
    const file = path.join(root, "out", "stopped.tar.gz");
    const made = await backup({ dataDir, file });
    expect(made).toMatchObject({ source: "the embedded database", uploads: 1 });
    // Leads and password hashes: readable by its owner only, whatever the umask.
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const fresh = path.join(root, "fresh-from-stopped");
    await restore({ dataDir: fresh, file });
    const back = await contents(fresh, "ann@stopped.test");
    expect(back.leads).toEqual(["Ann Lee"]);
    expect(back.posts).toEqual(["Kept through a restore"]);
    expect(back.image?.equals(image)).toBe(true);
  });

  it("a running server copies its own database, and a restore beside it is refused", async () => {
    const { dataDir, handle, image } = await siteFolder("running", "ann@running.test");
    const key = Symbol.for("site.dumpDatabase");
    const g = globalThis as Record<symbol, unknown>;
    g[key] = handle.dump;
    const close = serveControlSocket({ dataDir, log: silent });
    try {
      // The server keeps writing while the copy is made: the copy is whole either way.
      const writes = Array.from({ length: 20 }, (_, i) =>
        handle.db.insert(contactMessages).values({ name: `During ${i}`, email: `w${i}@x.test` }),
      );
      const file = path.join(root, "running.tar.gz");
      const made = await backup({ dataDir, file });
      await Promise.all(writes);
      expect(made.source).toBe("the embedded database (copied by the running server)");

      await expect(restore({ dataDir, file, force: true })).rejects.toThrow(
        /A server is running on DATA_DIR .*: stop it before restoring/,
      );

      const fresh = path.join(root, "fresh-from-running");
      await restore({ dataDir: fresh, file });
      const back = await contents(fresh, "ann@running.test");
      expect(back.leads).toEqual(["Ann Lee"]);
      expect(back.image?.equals(image)).toBe(true);
    } finally {
      close?.();
      delete g[key];
      await handle.close();
    }
  });

  it("a restore refuses a folder that holds data, and with --force keeps it aside", async () => {
    const a = await siteFolder("source", "ann@source.test");
    await a.handle.close();
    const file = path.join(root, "source.tar.gz");
    await backup({ dataDir: a.dataDir, file });

    const b = await siteFolder("occupied", "bob@occupied.test");
    await b.handle.close();
    const refused = restore({ dataDir: b.dataDir, file });
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(
      /is not empty: restore into an empty folder, or add --force/,
    );
    expect((await contents(b.dataDir, "bob@occupied.test")).leads).toEqual(["Ann Lee"]);

    const done = await restore({ dataDir: b.dataDir, file, force: true });
    expect((await contents(b.dataDir, "ann@source.test")).leads).toEqual(["Ann Lee"]);
    expect((await contents(b.dataDir, "bob@occupied.test")).leads).toEqual([]);
    // What was there is not lost: it is the folder moved aside.
    expect(done.movedAside && existsSync(path.join(done.movedAside, "PG_VERSION"))).toBe(true);
    expect((await contents(done.movedAside as string, "bob@occupied.test")).leads).toEqual([
      "Ann Lee",
    ]);
  });

  it("says what is wrong with a file that is not a backup, or one of the other database", async () => {
    const junk = path.join(root, "junk.tar.gz");
    await writeFile(junk, "not a backup");
    await expect(restore({ dataDir: path.join(root, "x"), file: junk })).rejects.toThrow(
      `${junk} is not a backup made by npm run db:backup`,
    );
    await expect(
      restore({ dataDir: path.join(root, "x"), file: `${junk}.missing` }),
    ).rejects.toThrow("does not exist");
    const file = path.join(root, "source.tar.gz");
    await expect(
      restore({ dataDir: path.join(root, "y"), databaseUrl: "postgres://localhost/x", file }),
    ).rejects.toThrow("This backup holds the embedded database: unset DATABASE_URL");
    await expect(
      backup({ dataDir: path.join(root, "empty"), file: path.join(root, "e.tgz") }),
    ).rejects.toThrow("holds no database");
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)("backups of PostgreSQL", () => {
  it("pg_dump's copy restores into an empty database, and not over a full one unless told", async () => {
    const base = databaseUrl as string;
    const source = openDatabase({ databaseUrl: base, dataDir: path.join(root, "pg") });
    const email = `ann.${Date.now()}@pg.test`;
    await source.migrate();
    await source.db.insert(contactMessages).values({ name: "Ann Lee", email });
    await source.close();
    const dataDir = path.join(root, "pg");
    await mkdir(path.join(dataDir, "uploads"), { recursive: true });
    const image = randomBytes(1024);
    await writeFile(path.join(dataDir, "uploads", IMAGE), image);
    const file = path.join(root, "pg.tar.gz");
    expect((await backup({ dataDir, databaseUrl: base, file })).source).toBe(
      "the PostgreSQL database",
    );

    const name = `restore_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = Object.assign(new URL(base), { pathname: `/${name}` }).href;
    try {
      const fresh = path.join(root, "pg-fresh");
      await restore({ dataDir: fresh, databaseUrl: target, file });
      const copy = openDatabase({ databaseUrl: target, dataDir: fresh });
      const found = await copy.db.execute(
        sql`select name from contact_messages where email = ${email}`,
      );
      await copy.close();
      expect((found as unknown as { rows: unknown[] }).rows).toEqual([{ name: "Ann Lee" }]);
      expect((await readFile(path.join(fresh, "uploads", IMAGE))).equals(image)).toBe(true);

      await expect(restore({ dataDir: fresh, databaseUrl: target, file })).rejects.toThrow(
        /already has \d+ tables: restore into an empty database, or add --force/,
      );
      await restore({ dataDir: fresh, databaseUrl: target, file, force: true });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
