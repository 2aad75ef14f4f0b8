// POST once by scripts/server.mjs at start: the build's pages carry its address and brand, so when
// they differ now, every page is expired and made again. The per-process token hides the route.
import { createHash, timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import { pagesFingerprint } from "@/config/env.mjs";
import { ApiError, errorResponse } from "@/lib/api/errors";

export const dynamic = "force-dynamic";

const CONTROL_TOKEN = Symbol.for("site.controlToken");
const digest = (s: string) => createHash("sha256").update(s).digest();

export async function POST(req: Request) {
  const token = (globalThis as Record<symbol, unknown>)[CONTROL_TOKEN];
  const given = req.headers.get("x-site-control") ?? "";
  if (typeof token !== "string" || !timingSafeEqual(digest(given), digest(token))) {
    return errorResponse(new ApiError("not_found", 404, "Not found."));
  }
  // Inlined by next.config.ts at build; the other side is read now.
  if (process.env.PAGES_BUILT_WITH === pagesFingerprint(process.env)) {
    return Response.json({ refreshed: false });
  }
  revalidatePath("/", "layout");
  return Response.json({ refreshed: true });
}
