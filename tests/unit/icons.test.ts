// The icon sprite and its stylesheet agree: every icon a page can name is a view of the sprite,
// and app/icons.css (generated, committed) is the one the current list and drawings produce.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { logoDataUri } from "@/lib/icons/logo";
import { LOGO_DATA_URI } from "@/lib/icons/logo-uri";
import { ALL_SPRITE_ICONS } from "@/lib/icons/names";
import { FILLED_ICONS, iconCss, SPRITE_VIEWS, spriteSvg, spriteVersion } from "@/lib/icons/sprite";
import { iconsByArea } from "@/lib/icons/usage";

describe("icon sprite", () => {
  it("frames every icon (and every filled one) in a view of its own", () => {
    const svg = spriteSvg();
    for (const name of ALL_SPRITE_ICONS) expect(svg).toContain(`<view id="${name}" viewBox=`);
    for (const name of FILLED_ICONS) expect(svg).toContain(`<view id="${name}-fill" viewBox=`);
    const boxes = [...svg.matchAll(/<view id="[^"]+" viewBox="(\d+) 0 24 24"\/>/g)].map((m) =>
      Number(m[1]),
    );
    expect(new Set(boxes).size).toBe(ALL_SPRITE_ICONS.length + FILLED_ICONS.length);
  });

  it("app/icons.css and the favicon are up to date (run `npm run icons` after changing lib/icons/names.ts or public/icon.svg)", () => {
    const read = (...p: string[]) => readFileSync(path.join(process.cwd(), ...p), "utf8");
    const svg = read("public", "icon.svg");
    const { publicIds, adminIds, properties } = iconsByArea(process.cwd());
    expect(read("app", "icons.css")).toBe(
      iconCss(publicIds, { logo: logoDataUri(svg), properties }),
    );
    expect(read("app", "admin", "icons.css")).toBe(iconCss(adminIds));
    expect(LOGO_DATA_URI).toBe(logoDataUri(svg));
    expect(read("app", "icons.css")).toContain(`/icons.svg?v=${spriteVersion()}#Mail`);
  });

  it("every icon a stylesheet masks with by name is defined on every page", () => {
    const defined = readFileSync(path.join(process.cwd(), "app", "icons.css"), "utf8");
    const stylesheets = execFileSync("git", ["ls-files", "*.css"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => file && !file.endsWith("icons.css"));
    const named = stylesheets.flatMap((file) => [
      ...readFileSync(file, "utf8").matchAll(/var\(--icon-([\w-]+)\)/g),
    ]);
    expect(named.length).toBeGreaterThan(0);
    for (const [, id] of named) expect(defined, id).toContain(`--icon-${id}:url(`);
  });

  it("public pages carry the icons they draw, the admin the rest, each once", () => {
    const { publicIds, adminIds } = iconsByArea(process.cwd());
    expect([...publicIds, ...adminIds].sort()).toEqual([...SPRITE_VIEWS].sort());
    // Drawn by public components (the footer, the chat, the workshop) and by content files.
    for (const id of ["MapPin", "Send", "CalendarPlus", "BookOpen", "Play-fill"]) {
      expect(publicIds, id).toContain(id);
    }
    // The admin's own: the studio's and the inbox's tools.
    for (const id of ["ImagePlus", "Undo2", "LogOut"]) expect(adminIds, id).toContain(id);
  });

  it("iOS and search engines get the logo as a 180×180 PNG", () => {
    const png = readFileSync(path.join(process.cwd(), "public", "apple-touch-icon.png"));
    // The PNG header's IHDR chunk: width and height as big-endian 32-bit numbers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it("the logo the stylesheet carries is the site's icon (public/icon.svg)", () => {
    const file = readFileSync(path.join(process.cwd(), "app", "icons.css"), "utf8");
    const logo = file.match(/--logo:url\("data:image\/svg\+xml,([^"]+)"\)/)?.[1];
    expect(logo).toBeDefined();
    const icon = readFileSync(path.join(process.cwd(), "public", "icon.svg"), "utf8").trim();
    expect(decodeURIComponent(logo ?? "")).toBe(icon.replace(/"/g, "'"));
  });
});
