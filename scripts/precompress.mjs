// The last step of `npm run build`: writes two compressed copies beside every text file in dist/.
// - `.br`, Brotli at its highest quality: about 11% smaller than gzip on the scripts. Every
//   current browser asks for it.
// - `.gz`, made with Zopfli (about 4% smaller than the server's own gzip at its highest level),
//   for a client that takes gzip only.
// The server sends these copies as they are (deploy/nginx.conf: brotli_static, gzip_static), so
// the slow phone downloads fewer bytes and the server spends no time compressing. Files the
// server would not compress are left.
import { gzipAsync } from '@gfx/zopfli';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');

/** The kinds of file the server compresses (its gzip_types), by extension. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt)$/;
/** Below this the server sends a file uncompressed (its gzip_min_length). */
const MIN_BYTES = 256;
/** More passes find a slightly smaller encoding; this many keep the build under a minute. */
const ITERATIONS = 15;

const brotli = promisify(brotliCompress);

/** Brotli's smallest output: the highest quality, tuned for text, told the input's size. */
const brotliCopy = (content) =>
  brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const started = Date.now();
const totals = { plain: 0, gz: 0, br: 0, count: 0 };
const isCopy = (file) => file.endsWith('.gz') || file.endsWith('.br');
const all = [...files(dist)];
// A copy left by an earlier run is made again from the file as it is now.
for (const file of all.filter(isCopy)) rmSync(file);
for (const file of all.filter((file) => !isCopy(file))) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(content, { numiterations: ITERATIONS }),
    brotliCopy(content),
  ]);
  if (gzipped.length >= content.length) continue;
  writeFileSync(`${file}.gz`, gzipped);
  // A copy that is no smaller than gzip's would cost the client more to download.
  if (brotlied.length < gzipped.length) writeFileSync(`${file}.br`, brotlied);
  totals.plain += content.length;
  totals.gz += gzipped.length;
  totals.br += Math.min(brotlied.length, gzipped.length);
  totals.count += 1;
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `precompressed ${totals.count} files: ${kb(totals.plain)} to ${kb(totals.br)} (Brotli), ` +
    `${kb(totals.gz)} (gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
