// `npm run icons`: writes app/icons.css from lib/icons/names.ts and the logo, public/icon.svg.
// Run it after adding an icon or changing the logo; a unit test fails while the file is out of
// date.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { iconCss } from "../lib/icons/sprite";

const out = path.join(import.meta.dirname, "..", "app", "icons.css");
writeFileSync(out, iconCss());
console.log(`wrote ${path.relative(process.cwd(), out)}`);
