// The command-line scripts (`npm run admin`, `db:*`) read the .env files as the server does, so
// an admin made with DATABASE_URL set only in .env lands in the server's database.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("scripts/load-env.mjs", () => {
  it("loads .env and .env.local from the working folder, the shell's own values first", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "load-env-"));
    writeFileSync(path.join(folder, ".env"), "DATA_DIR=/srv/site-data\nLOG_LEVEL=warn\n");
    writeFileSync(path.join(folder, ".env.local"), "DATABASE_URL=postgres://db.internal/site\n");
    const loader = path.resolve("scripts/load-env.mjs");
    const printed = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `await import(${JSON.stringify(loader)}); console.log(JSON.stringify([process.env.DATA_DIR, process.env.DATABASE_URL, process.env.LOG_LEVEL]));`,
      ],
      {
        cwd: folder,
        env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "error" },
        encoding: "utf8",
      },
    );
    expect(JSON.parse(printed)).toEqual(["/srv/site-data", "postgres://db.internal/site", "error"]);
  });
});
