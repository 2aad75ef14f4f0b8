// GET /icons.svg — every icon of lib/icons/names.ts as a <symbol> (lucide's drawings), built once
// at build time. Pages ask for it with a version of the list in the address, so it is cached for
// a year and fetched again only when the icons change.
import { icons } from "lucide";
import { SPRITE_ICONS } from "@/lib/icons/names";

export const dynamic = "force-static";

const escape = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function symbol(name: (typeof SPRITE_ICONS)[number]): string {
  const shapes = icons[name].map(
    ([tag, attrs]) =>
      `<${tag} ${Object.entries(attrs)
        .map(([k, v]) => `${k}="${escape(String(v))}"`)
        .join(" ")}/>`,
  );
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
}

export function GET() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${SPRITE_ICONS.map(symbol).join("")}</svg>`;
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
