#!/usr/bin/env bash
# Rebuilds app/fonts/inter-core.woff2 and inter-extra.woff2, the site's only web font, from the
# npm package @fontsource-variable/inter: the weight axis cut to the four weights the site uses
# (400–700), each file cut to the characters of its unicode-range in app/fonts.css (the core set
# every page needs, preloaded; the rest of Latin-1, fetched only by a page that shows one of
# them), only the kerning and tabular-figure features kept, and the name and style tables a
# browser does not read dropped. 48 KB → 12.6 KB (core) + 11.7 KB (extra): the core file is
# fetched on every first visit before the text settles, and under about 14 KB it arrives in one
# round trip of a new connection on a slow phone network.
# Needs fonttools with Brotli (Debian: apt-get install fonttools python3-brotli). The output is
# committed; run this only to change the character sets (in app/fonts.css) or the weights.
set -euo pipefail
export SOURCE_DATE_EPOCH=0 # the same bytes on every run
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fonttools varLib.instancer -q "$src" wght=400:700 -o "$tmp/inter.ttf"
# Each @font-face of app/fonts.css with a file of its own: "file range,range,…".
node -e '
const css = require("fs").readFileSync("app/fonts.css", "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
  const file = /url\("\.\/fonts\/([^"]+)"\)/.exec(face[1])?.[1];
  const range = /unicode-range:([^;]+);/.exec(face[1])?.[1];
  if (file && range) console.log(file, range.replace(/\s+/g, ""));
}' | while read -r file range; do
  pyftsubset "$tmp/inter.ttf" --unicodes="$range" --layout-features="kern,tnum" \
    --name-IDs=1,2 --drop-tables+=STAT --flavor=woff2 --output-file="app/fonts/$file"
  echo "app/fonts/$file: $(stat -c %s "app/fonts/$file") bytes"
done
