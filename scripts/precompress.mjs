// The last step of `npm run build`: writes a gzip copy beside every text file in dist/, made with
// Zopfli (about 4% smaller than the server's own gzip at its highest level). The server sends
// these copies as they are (deploy/nginx.conf: gzip_static), so the slow phone downloads fewer
// bytes and the server spends no time compressing. Files the server would not compress are left.
import { gzipAsync } from '@gfx/zopfli';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');

/** The kinds of file the server compresses (its gzip_types), by extension. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt)$/;
/** Below this the server sends a file uncompressed (its gzip_min_length). */
const MIN_BYTES = 256;
/** More passes find a slightly smaller encoding; this many keep the build under a minute. */
const ITERATIONS = 15;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const started = Date.now();
let plain = 0;
let compressed = 0;
let count = 0;
for (const file of files(dist)) {
  // A copy left by an earlier build is made again from the file as it is now.
  if (file.endsWith('.gz')) {
    rmSync(file);
    continue;
  }
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const gzipped = await gzipAsync(content, { numiterations: ITERATIONS });
  if (gzipped.length >= content.length) continue;
  writeFileSync(`${file}.gz`, gzipped);
  plain += content.length;
  compressed += gzipped.length;
  count += 1;
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `precompressed ${count} files: ${kb(plain)} to ${kb(compressed)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
