// `npm start`: serve the production build on PORT (default 3000), building first when there is
// none. DATA_DIR (default .data) holds the embedded database.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const next = path.join("node_modules", ".bin", "next");

if (!existsSync(next)) {
  console.error("Dependencies are missing: run `npm install --no-audit --no-fund` first.");
  process.exit(1);
}

if (!existsSync(path.join(".next", "BUILD_ID"))) {
  console.log("No production build found: building first (about a minute)…");
  const build = spawnSync(next, ["build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process: it pins each request's client address (scripts/server.mjs).
await import("./server.mjs");
