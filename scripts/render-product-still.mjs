// Renders assets/product-still.svg to public/images/product-still-{640,960,1280}.webp (Chromium,
// the site's font, sharp): a raster is decoded off the main thread, the SVG was not. Run after
// changing the drawing: `node scripts/render-product-still.mjs` (outputs are committed).
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "assets/product-still.svg"), "utf8");
// The drawing's text needs only the core cut of the font (app/fonts.css).
const font = readFileSync(path.join(root, "app/fonts/inter-core.woff2")).toString("base64");
const html = `<!doctype html><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 400 700; }
html, body { margin: 0; } svg { display: block; }
</style>${svg}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const width of [640, 960, 1280]) {
    const page = await browser.newPage({
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: width / 640,
    });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });
    const out = path.join(root, `public/images/product-still-${width}.webp`);
    const info = await sharp(png).webp({ quality: 82, effort: 6 }).toFile(out);
    console.log(`${path.relative(root, out)}: ${info.width}×${info.height}, ${info.size} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
