// The requests scripts/server.mjs sends its own app (at start, and to publish what is due) carry
// a token made per process: without it, these routes do not exist (404).
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/api/errors";

const CONTROL_TOKEN = Symbol.for("site.controlToken");
const digest = (s: string) => createHash("sha256").update(s).digest();

export function requireControlToken(req: Request): void {
  const token = (globalThis as Record<symbol, unknown>)[CONTROL_TOKEN];
  const given = req.headers.get("x-site-control") ?? "";
  if (typeof token !== "string" || !timingSafeEqual(digest(given), digest(token))) {
    throw new ApiError("not_found", 404, "Not found.");
  }
}
