// POST, once, by scripts/server.mjs as it starts. The build's static pages name the address and
// the brand it was built with; when this server runs with other values (config/env.mjs
// PAGE_VARIABLES), every page is expired with Next's own revalidatePath, so each is made again
// with the values of run time on its first request. Only the server in this process holds the
// token: for anyone else the route does not exist.
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
