// The build's static files compressed once (Brotli and gzip at best, as NAME.br and NAME.gz)
// instead of per request; scripts/server.mjs serves them. Next runs this after compiling
// (compiler.runAfterProductionCompile), so every `next build` makes them.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|html|xml|wasm)$/;
/** Below this a file fits one packet either way. */
const MIN_BYTES = 1024;

/** The file that says the build in distDir has its static files compressed. */
export const markerFile = (distDir) => path.join(distDir, "precompressed");

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function compressOne(file) {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return 1;
}

/** Compresses every static file of the build in distDir (two at a time) and writes the marker. */
export async function precompressStatic(distDir) {
  const queue = [];
  for await (const file of files(path.join(distDir, "static"))) queue.push(file);
  let done = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const compressed = await compressOne(file); // (`done += await …` would lose the other's)
      done += compressed;
    }
  };
  await Promise.all([worker(), worker()]);
  await writeFile(markerFile(distDir), `${done} files\n`);
  return done;
}

// `node scripts/precompress.mjs [distDir]`: the same by hand, for a build made without the hook.
if (path.basename(process.argv[1] ?? "") === "precompress.mjs") {
  const distDir = process.argv[2] ?? ".next";
  precompressStatic(distDir).then((n) =>
    console.log(`Compressed ${n} static files in ${path.join(distDir, "static")}.`),
  );
}
