// The web font (app/fonts.css): no page waits for it, and the two cuts share the characters out
// without a gap or an overlap, with everything the site's own copy uses in the core one.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.join(process.cwd(), "app");
const css = readFileSync(path.join(appDir, "fonts.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
  family: /font-family:\s*([^;]+);/.exec(body)?.[1]?.trim(),
  file: /url\("\.\/([^"]+)"\)/.exec(body)?.[1],
  range: /unicode-range:([^;]+);/.exec(body)?.[1] ?? "",
}));
const cuts = faces.filter((f) => f.family === "Inter");

/** The code points a `unicode-range` descriptor covers. */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const last = Number.parseInt(to ?? "", 16);
    for (let c = Number.parseInt(from ?? "", 16); c <= last; c++) points.add(c);
  }
  return points;
}

describe("web font", () => {
  it("is two cuts of Inter, each a committed file, and a fallback sized like it", () => {
    expect(cuts.map((c) => c.file)).toEqual(["fonts/inter-core.woff2", "fonts/inter-extra.woff2"]);
    for (const cut of cuts)
      expect(statSync(path.join(appDir, cut.file ?? "")).size).toBeGreaterThan(0);
    expect(faces.some((f) => f.family === '"Inter Fallback"')).toBe(true);
  });

  it("never holds a page's first paint: not preloaded, and never swapped in late", () => {
    // Fetched once the page's text asks for it; `optional`: used when it is there in time, else
    // the page keeps the fallback, sized like Inter, and the next page has the font.
    const layout = readFileSync(path.join(appDir, "layout.tsx"), "utf8");
    expect(layout).not.toMatch(/preload|woff2/);
    const raw = readFileSync(path.join(appDir, "fonts.css"), "utf8");
    const displays = [...raw.matchAll(/font-display:\s*([\w-]+)/g)].map((m) => m[1]);
    expect(displays).toEqual(["optional", "optional"]);
    // Small anyway: the first visit fetches it beside the page.
    expect(statSync(path.join(appDir, "fonts/inter-core.woff2")).size).toBeLessThan(13_500);
  });

  it("covers printable ASCII and Latin-1 once, with every character of the site's copy in the core cut", () => {
    const [core, extra] = cuts.map((c) => codePoints(c.range));
    for (const c of core ?? []) expect(extra?.has(c), `U+${c.toString(16)} in both`).toBe(false);
    const all = new Set([...(core ?? []), ...(extra ?? [])]);
    for (let c = 0x20; c <= 0x7e; c++) expect(all.has(c), `U+${c.toString(16)}`).toBe(true);
    for (let c = 0xa0; c <= 0xff; c++) expect(all.has(c), `U+${c.toString(16)}`).toBe(true);
    // The site's copy (content/, comments left out) draws only on the core cut.
    for (const file of readdirSync(path.join(process.cwd(), "content"), { recursive: true })) {
      if (!String(file).endsWith(".ts")) continue;
      const source = readFileSync(path.join(process.cwd(), "content", String(file)), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "");
      for (const ch of new Set(source.match(/[^\u0020-\u007e\s]/gu))) {
        expect(core?.has(ch.codePointAt(0) ?? 0), `${ch} in content/${file}`).toBe(true);
      }
    }
  });
});
