// The site's logo, public/icon.svg, as a data URI: the favicon, and the header's mark (`--logo` in
// app/icons.css). Inline, neither is a request: the header's mark is drawn with the first paint,
// and no browser asks for a favicon file while the page is still loading.
import { readFileSync } from "node:fs";
import path from "node:path";

export function logoDataUri(): string {
  // Quotes made single and the characters a URL or a CSS string cannot hold escaped: shorter
  // than encoding everything, and still readable.
  const svg = readFileSync(path.join(process.cwd(), "public", "icon.svg"), "utf8")
    .trim()
    .replace(/"/g, "'");
  return `data:image/svg+xml,${svg.replace(/[%#<>{}\\\n]/g, encodeURIComponent)}`;
}
