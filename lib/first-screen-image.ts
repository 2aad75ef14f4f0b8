import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// The picture a page shows in its first screen (an article's or a use case's illustration) is its
// largest paint. The site's own drawings are small SVG files: written into the page, they are
// drawn with its first paint, not after one more round trip and a later frame. Anything else (an
// uploaded photo, a large drawing) keeps its address.
const INLINE_MAX_BYTES = 4096;

export type InlineSvg = { viewBox: string; body: string };
const inlined = new Map<string, Promise<InlineSvg | null>>();

/** The drawing's viewBox and contents, its ids made its own (one page may show several). */
function parse(svg: string, prefix: string): InlineSvg | null {
  const open = /^\s*<svg\b([^>]*)>/.exec(svg);
  const viewBox = open && /\bviewBox="([^"]+)"/.exec(open[1] ?? "")?.[1];
  if (!open || !viewBox || !svg.trimEnd().endsWith("</svg>")) return null;
  const body = svg
    .slice(open[0].length, svg.lastIndexOf("</svg>"))
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
  return { viewBox, body };
}

export function firstScreenSvg(src: string): Promise<InlineSvg | null> {
  if (!/^\/images\/[\w/-]+\.svg$/.test(src)) return Promise.resolve(null);
  let drawing = inlined.get(src);
  if (!drawing) {
    const prefix = `fs${inlined.size}`;
    drawing = readFile(path.join(process.cwd(), "public", src), "utf8").then(
      (svg) => (Buffer.byteLength(svg) <= INLINE_MAX_BYTES ? parse(svg, prefix) : null),
      () => null,
    );
    inlined.set(src, drawing);
  }
  return drawing;
}
