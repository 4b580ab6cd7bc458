// Brotli (quality 11) copies of the build's scripts and stylesheets: `x.js.br` beside each
// `.next/static/**/x.js` and `.css`, written after every `next build` (the `postbuild` script
// and scripts/build-if-needed.mjs). scripts/server.mjs serves them (static-brotli.mjs); Next's
// own server compresses with gzip only, and Brotli at this quality is too slow per request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";

const staticDir = path.resolve(import.meta.dirname, "..", ".next", "static");
const COMPRESSED = [".js", ".css"];

/** Writes the `.br` of every script and stylesheet under `.next/static`; answers how many. */
export function compressStatic(dir = staticDir) {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSED.includes(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file);
    const compressed = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, compressed);
    written++;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Brotli: ${compressStatic()} files under .next/static`);
}
