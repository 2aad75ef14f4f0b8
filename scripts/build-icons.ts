// `npm run icons`: writes app/icons.css from lib/icons/names.ts and the logo, public/icon.svg, and
// the logo as public/apple-touch-icon.png (180×180, the square filled to its corners: iOS rounds
// them itself and would show transparent ones black; search engines also read it as the site's
// icon). Run it after adding an icon or changing the logo; a unit test fails while the files are
// out of date.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { iconCss } from "../lib/icons/sprite";

const root = path.join(import.meta.dirname, "..");
const css = path.join(root, "app", "icons.css");
writeFileSync(css, iconCss());
console.log(`wrote ${path.relative(process.cwd(), css)}`);

const logo = readFileSync(path.join(root, "public", "icon.svg"), "utf8").replace(
  / rx="[\d.]+"/,
  "",
);
const png = path.join(root, "public", "apple-touch-icon.png");
await sharp(Buffer.from(logo), { density: 72 * (180 / 32) })
  .resize(180, 180)
  .png({ compressionLevel: 9, palette: true })
  .toFile(png);
console.log(`wrote ${path.relative(process.cwd(), png)}`);
