// The 1200×630 PNG share card of a page (social networks show no SVG): its title on the brand's
// colours, laid out by satori with local fonts and emoji only (lib/og/assets.ts), then
// rasterised by sharp.
import "server-only";
import satori from "satori";
import sharp from "sharp";
import { site } from "@/config/site";
import { BASE_FAMILY, baseFonts, loadLocalAsset } from "./assets";
import { cachedCard } from "./card-cache";

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_TYPE = "image/png";
/** How long caches keep an article's or an event's card: a day, then a cheap revalidation (ETag). */
export const SHARE_CARD_CACHE = {
  "Cache-Control": "public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800",
};

export type Card = {
  /** After the company's name at the top ("Blog", "Services"); none: the name alone. */
  section?: string;
  title: string;
  /** The line at the bottom; the company's tagline when left out. */
  footer?: string;
};

// A title that starts in Arabic or Hebrew reads from the right, as a browser's dir="auto" would.
const startsRtl = (text: string) =>
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(text.match(/\p{L}/u)?.[0] ?? "");

function CardLayout({ section, title, footer }: Card) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #0f172a 0%, #312e81 55%, #4f46e5 100%)",
        color: "#ffffff",
        fontFamily: BASE_FAMILY,
      }}
    >
      <div style={{ display: "flex", fontSize: 30, letterSpacing: 1, color: "#c7d2fe" }}>
        {section ? `${site.company} · ${section}` : site.company}
      </div>
      <div
        style={{
          display: "block",
          fontSize: title.length > 70 ? 56 : 68,
          fontWeight: 700,
          lineHeight: 1.15,
          lineClamp: 5,
          direction: startsRtl(title) ? "rtl" : "ltr",
        }}
      >
        {title}
      </div>
      <div style={{ display: "flex", fontSize: 28, color: "#e0e7ff" }}>
        {footer || site.tagline}
      </div>
    </div>
  );
}

/** The card as PNG bytes. */
export async function renderCard(card: Card): Promise<Buffer> {
  const svg = await satori(<CardLayout {...card} />, {
    ...CARD_SIZE,
    fonts: await baseFonts(),
    loadAdditionalAsset: loadLocalAsset,
  });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The card as an image response, drawn once per content, with the caller's headers; a matching
 * If-None-Match gets a 304. */
export async function cardResponse(
  card: Card,
  headers?: Record<string, string>,
  { req, persist }: { req?: Request; persist?: boolean } = {},
) {
  const { png, key } = await cachedCard(card, () => renderCard(card), { persist });
  const etag = `"${key}"`;
  const all = { "Content-Type": CARD_TYPE, ETag: etag, ...headers };
  const held = req?.headers.get("if-none-match");
  if (held?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers: all });
  }
  return new Response(new Uint8Array(png), { headers: all });
}
