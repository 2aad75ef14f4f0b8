// The logo (public/icon.svg) as a data URI for the favicon and the header's mark: inline, neither
// is a request. `npm run icons` writes it to lib/icons/logo-uri.ts.

/** The logo's SVG as a data URI: quotes made single and only what a URL or CSS string cannot hold escaped. */
export function logoDataUri(svg: string): string {
  const quoted = svg.trim().replace(/"/g, "'");
  return `data:image/svg+xml,${quoted.replace(/[%#<>{}\\\n]/g, encodeURIComponent)}`;
}
