// GET /icons.svg — the icon sprite (lib/icons/sprite.ts): lucide's drawings of every icon in
// lib/icons/names.ts, each framed by a <view> that app/icons.css draws as a mask. Built once at
// build time; pages ask for it with its version in the address, so it is cached for a year.
import { spriteSvg } from "@/lib/icons/sprite";

export const dynamic = "force-static";

export function GET() {
  return new Response(spriteSvg(), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
