// `npm start`: serve the production build on PORT (default 3000), building first when there is
// none. DATA_DIR (default .data) holds the embedded database.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { distDir, sourceCommit } from "../config/build-dir.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const next = path.join("node_modules", ".bin", "next");

if (!existsSync(next)) {
  console.error("Dependencies are missing: run `npm install --no-audit --no-fund` first.");
  process.exit(1);
}

/** Why the build must be made (again), or null when it is the source's. */
function buildNeeded() {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) return "No production build found";
  const built = existsSync(path.join(distDir, "SOURCE_COMMIT"))
    ? readFileSync(path.join(distDir, "SOURCE_COMMIT"), "utf8").trim()
    : "";
  const now = sourceCommit();
  if (now && built !== now) return `The build is of another commit than ${now.slice(0, 7)}`;
  return null;
}

const why = buildNeeded();
if (why) {
  console.log(`${why}: building first (about a minute)…`);
  const build = spawnSync(next, ["build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process: it pins each request's client address (scripts/server.mjs).
await import("./server.mjs");
