// A share card is a 1200×630 PNG of any title (emoji, Cyrillic, CJK, Arabic…) drawn from fonts
// and emoji shipped in node_modules: the server that draws it may have no internet, so the
// renderer must never try the network.
import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { fontsFor } from "@/lib/og/assets";
import { renderCard } from "@/lib/og/card";

const fetchCalls: unknown[] = [];
let connects: MockInstance;

beforeAll(() => {
  vi.stubGlobal("fetch", async (...args: unknown[]) => {
    fetchCalls.push(args);
    throw new Error("share cards must not use the network");
  });
  // Any other way out (http, https, undici) opens a socket.
  connects = vi.spyOn(net.Socket.prototype, "connect").mockImplementation(() => {
    throw new Error("share cards must not open sockets");
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  connects.mockRestore();
});

const card = (title: string) => renderCard({ section: "Blog", title, footer: "AI · Automation" });

async function pixels(png: Buffer) {
  return (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
}

/** How many pixels of two same-sized cards differ. */
async function differingPixels(a: Buffer, b: Buffer) {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  let n = 0;
  for (let i = 0; i < pa.length; i += 3) {
    if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2]) n++;
  }
  return n;
}

/** Warm pixels (the rocket's flame, the robot's red eyes): the card itself is blue and white. */
async function warmPixels(png: Buffer) {
  const p = await pixels(png);
  let n = 0;
  for (let i = 0; i < p.length; i += 3) {
    const [r = 0, g = 0, b = 0] = [p[i], p[i + 1], p[i + 2]];
    if (r > 150 && r > b + 60 && r > g + 30) n++;
  }
  return n;
}

async function expectCard(png: Buffer) {
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe("png");
  expect([meta.width, meta.height]).toEqual([1200, 630]);
}

describe("share cards", () => {
  it("draw a Latin title as a 1200×630 PNG", async () => {
    await expectCard(await card("How to Measure the ROI of AI Automation in 90 Days"));
  });

  it("draw emoji in colour, from the local Twemoji files", async () => {
    const withEmoji = await card("Ship faster 🚀🤖");
    const without = await card("Ship faster");
    await expectCard(withEmoji);
    expect(await differingPixels(withEmoji, without)).toBeGreaterThan(2000);
    expect(await warmPixels(without)).toBe(0);
    expect(await warmPixels(withEmoji)).toBeGreaterThan(200);
  });

  it("draw a title in several scripts", async () => {
    await expectCard(await card("Привет, мир · 你好世界 · مرحبا بالعالم"));
  });

  // A letter no font has is drawn as a box: each script must draw something else. (One word
  // after a Latin one: right-to-left text would otherwise move the boxes.)
  it.each([
    ["Cyrillic", "Автоматизация"],
    ["Greek", "Αυτοματισμός"],
    ["Chinese", "人工智能自动化"],
    ["Japanese", "こんにちは世界"],
    ["Korean", "인공지능자동화"],
    ["Arabic", "الاصطناعي"],
    ["Hebrew", "מלאכותית"],
    ["Devanagari", "कृत्रिम"],
    ["Bengali", "কৃত্রিম"],
    ["Tamil", "செயற்கை"],
    ["Thai", "ปัญญาประดิษฐ์"],
    ["Khmer", "បញ្ញាសិប្បនិម្មិត"],
    ["Georgian", "ხელოვნური"],
    ["Armenian", "Արհեստական"],
    ["Ethiopic", "ሰው ሰራሽ"],
  ])("draw %s letters from a local font, not as boxes", async (_script, title) => {
    const boxes = "\u{10FFFD}".repeat([...title].length);
    const drawn = await card(`AI ${title}`);
    expect(await differingPixels(drawn, await card(`AI ${boxes}`))).toBeGreaterThan(2000);
  });

  it("take each script from its own package", async () => {
    const families = async (text: string) => (await fontsFor(text)).map((f) => f.name);
    expect(await families("Привет")).toEqual(["inter-cyrillic", "inter-cyrillic"]);
    expect(await families("مرحبا")).toContain("noto-sans-arabic-arabic");
    expect(await families("שלום")).toContain("noto-sans-hebrew-hebrew");
    expect(await families("नमस्ते")).toContain("noto-sans-devanagari-devanagari");
    expect(await families("สวัสดี")).toContain("noto-sans-thai-thai");
    expect(await families("გამარჯობა")).toContain("noto-sans-georgian-georgian");
    expect((await families("你好")).every((name) => name.startsWith("noto-sans-sc-"))).toBe(true);
  });

  it("still render when no local font or emoji has the text", async () => {
    await expectCard(await card("Hieroglyph 𓀀, private \u{10FFFD}, new emoji 🫨🫎"));
  });

  it("never touched the network", () => {
    expect(fetchCalls).toEqual([]);
    expect(connects).not.toHaveBeenCalled();
  });
});
