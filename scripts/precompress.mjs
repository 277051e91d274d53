// Writes a brotli (.br) and a gzip (.gz) copy next to each compressible file of a client build
// (`node scripts/precompress.mjs dist-serve`), at the highest levels: the server (and nginx's
// gzip_static / brotli_static) sends them as they are, so no request pays for compressing them.
// A copy newer than its file is kept; a file under 1 KB is left alone (the headers outweigh the gain).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest|map)$/i;
const MIN_BYTES = 1024;

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const fresh = (copy, source) => {
  try {
    return statSync(copy).mtimeMs >= statSync(source).mtimeMs;
  } catch {
    return false;
  }
};

/** The files it compressed (those that already had fresh copies are not counted). */
export function precompress(dir) {
  const done = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    if (fresh(`${file}.br`, file) && fresh(`${file}.gz`, file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    done.push(file);
  }
  return done;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist';
  console.log(`precompressed ${precompress(dir).length} files in ${dir}`);
}
