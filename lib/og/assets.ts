// What the share cards draw with, read only from packages in node_modules. next/og fetches any
// glyph its font lacks from Google Fonts and emoji from a CDN; a card must render on a server
// without internet, so a missing glyph here is drawn as a box instead.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Font, FontWeight } from "satori";

const modules = path.join(process.cwd(), "node_modules");

type Source = {
  pkg: string;
  /** Static weights, or null for one variable file, which satori draws at its default weight. */
  weights: readonly FontWeight[] | null;
};

// Searched in order for each letter: Inter, then the scripts it lacks (CJK as ~5 MB variable fonts,
// not 75 MB of static ones).
const SOURCES: readonly Source[] = [
  { pkg: "@fontsource/inter", weights: [400, 700] },
  // Its 700 instance loses the dots of final ة and ي in satori; 600 keeps them.
  { pkg: "@fontsource/noto-sans-arabic", weights: [400, 600] },
  { pkg: "@fontsource/noto-sans-hebrew", weights: [400, 700] },
  { pkg: "@fontsource/noto-sans-devanagari", weights: [400, 700] },
  { pkg: "@fontsource/noto-sans-bengali", weights: [400, 700] },
  { pkg: "@fontsource/noto-sans-tamil", weights: [400, 700] },
  { pkg: "@fontsource/noto-sans-thai", weights: [400, 700] },
  { pkg: "@fontsource/noto-sans-khmer", weights: [400, 700] },
  { pkg: "@fontsource/noto-sans-georgian", weights: [400, 700] },
  { pkg: "@fontsource/noto-sans-armenian", weights: [400, 700] },
  { pkg: "@fontsource/noto-sans-ethiopic", weights: [400, 700] },
  { pkg: "@fontsource-variable/noto-sans-sc", weights: null },
  { pkg: "@fontsource-variable/noto-sans-kr", weights: null },
  { pkg: "@fontsource-variable/noto-sans-jp", weights: null },
];

type Subset = { source: Source; name: string; ranges: Array<[number, number]> };

/** A package's subsets from its unicode.json ({ "[12]": "U+4e00-4e01,U+4e03", "latin": … }). */
async function readSubsets(source: Source): Promise<Subset[]> {
  const json = await readFile(path.join(modules, source.pkg, "unicode.json"), "utf8");
  return Object.entries(JSON.parse(json) as Record<string, string>).map(([key, list]) => ({
    source,
    name: key.replace(/^\[|\]$/g, ""),
    ranges: list.split(",").map((range) => {
      const [from = "0", to = from] = range.trim().replace(/^U\+/i, "").split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    }),
  }));
}

// Read once per process; a failed read is tried again by the next card.
let subsets: Promise<Subset[]> | undefined;
const allSubsets = () => {
  subsets ??= Promise.all(SOURCES.map(readSubsets)).then(
    (lists) => lists.flat(),
    (err) => {
      subsets = undefined;
      throw err;
    },
  );
  return subsets;
};

const fontFiles = new Map<string, Promise<Font[]>>();

/** One subset's faces, read once per process: satori keeps parsed fonts by object identity. */
function subsetFonts({ source, name }: Subset): Promise<Font[]> {
  const family = source.pkg.split("/")[1] ?? source.pkg;
  const key = `${family}-${name}`;
  let fonts = fontFiles.get(key);
  if (!fonts) {
    const faces = source.weights?.map((w) => [w, String(w)] as const) ?? [[400, "wght"] as const];
    fonts = Promise.all(
      faces.map(async ([weight, file]) => ({
        name: key,
        data: await readFile(
          path.join(modules, source.pkg, "files", `${key}-${file}-normal.woff2`),
        ),
        weight,
        style: "normal" as const,
      })),
    );
    fontFiles.set(key, fonts);
    fonts.catch(() => fontFiles.delete(key));
  }
  return fonts;
}

/** The family of the faces every card starts with (Inter's Latin subset). */
export const BASE_FAMILY = "inter-latin";

/** Those faces; the other subsets are added when a title needs them. */
export async function baseFonts(): Promise<Font[]> {
  const latin = (await allSubsets()).find((s) => s.source === SOURCES[0] && s.name === "latin");
  if (!latin) throw new Error("@fontsource/inter has no latin subset");
  return subsetFonts(latin);
}

// Marks, joiners, spaces and controls go with the letters around them; alone they would pull in
// a subset of whichever package lists them first.
const RIDES_ALONG = /[\p{M}\p{Cf}\p{Cc}\p{Z}]/u;
const LETTER = /[\p{L}\p{N}]/u;

// The subsets that can draw `text`; a symbol takes every subset whose range lists it (a range may
// promise more than it holds).
export async function fontsFor(text: string): Promise<Font[]> {
  const all = await allSubsets();
  const needed = new Set<Subset>();
  for (const char of new Set(text)) {
    if (RIDES_ALONG.test(char)) continue;
    const code = char.codePointAt(0) ?? 0;
    for (const source of SOURCES) {
      const subset = all.find(
        (s) => s.source === source && s.ranges.some(([from, to]) => code >= from && code <= to),
      );
      if (!subset) continue;
      needed.add(subset);
      if (LETTER.test(char)) break;
    }
  }
  return (await Promise.all([...needed].map(subsetFonts))).flat();
}

const emojiFiles = new Map<string, Promise<string | null>>();

/** Twemoji's file name for a sequence: its code points in hex, joined by hyphens. */
const twemojiName = (chars: string) =>
  [...chars].map((c) => (c.codePointAt(0) ?? 0).toString(16)).join("-");

// An emoji as an SVG data URI from @twemoji/svg (an unknown ZWJ sequence: its first emoji), or
// null.
export function emojiImage(emoji: string): Promise<string | null> {
  let image = emojiFiles.get(emoji);
  if (!image) {
    // As Twemoji names its files: U+FE0F dropped, unless the sequence has a ZWJ.
    const bare = emoji.replace(/\uFE0F/g, "");
    const names = new Set([
      twemojiName(emoji.includes("\u200D") ? emoji : bare),
      twemojiName(bare),
      twemojiName([...bare][0] ?? ""),
    ]);
    image = (async () => {
      for (const name of names) {
        const svg = await readFile(path.join(modules, "@twemoji/svg", `${name}.svg`)).catch(
          () => null,
        );
        if (svg) return `data:image/svg+xml;base64,${svg.toString("base64")}`;
      }
      return null;
    })();
    emojiFiles.set(emoji, image);
  }
  return image;
}

/** satori's `loadAdditionalAsset`; never throws: a box for a letter beats no card. */
export async function loadLocalAsset(code: string, segment: string): Promise<string | Font[]> {
  try {
    if (code === "emoji") return (await emojiImage(segment)) ?? [];
    return await fontsFor(segment);
  } catch (err) {
    console.warn("[og] no local asset for", JSON.stringify(segment), err);
    return [];
  }
}
