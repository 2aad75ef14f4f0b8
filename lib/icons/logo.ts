// The site's logo, public/icon.svg, as a data URI: the favicon, and the header's mark (`--logo` in
// app/icons.css). Inline, neither is a request: the header's mark is drawn with the first paint,
// and no browser asks for a favicon file while the page is still loading. `npm run icons` writes
// it to lib/icons/logo-uri.ts, so no page reads a file to render.

/** The logo's SVG as a data URI: quotes made single and only what a URL or CSS string cannot hold escaped. */
export function logoDataUri(svg: string): string {
  const quoted = svg.trim().replace(/"/g, "'");
  return `data:image/svg+xml,${quoted.replace(/[%#<>{}\\\n]/g, encodeURIComponent)}`;
}
