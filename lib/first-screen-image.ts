import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// A page's first-screen picture is its largest paint: the site's own small SVGs are written into
// the page and drawn with its first paint; anything else keeps its address.
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
