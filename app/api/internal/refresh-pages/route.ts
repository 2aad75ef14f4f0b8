// POST once by scripts/server.mjs at start: the build's pages carry its address and brand, so when
// they differ now, every page is expired and made again. The per-process token hides the route.
import { revalidatePath } from "next/cache";
import { pagesFingerprint } from "@/config/env.mjs";
import { handle } from "@/lib/api/errors";
import { requireControlToken } from "@/lib/internal/control";

export const dynamic = "force-dynamic";

export const POST = handle(async (req) => {
  requireControlToken(req);
  // Inlined by next.config.ts at build; the other side is read now.
  if (process.env.PAGES_BUILT_WITH === pagesFingerprint(process.env)) {
    return Response.json({ refreshed: false });
  }
  revalidatePath("/", "layout");
  return Response.json({ refreshed: true });
});
