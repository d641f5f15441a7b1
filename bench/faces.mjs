/* global document, window */
// Drawn faces, measured: the time to draw a face (the SVG text and its data address) for 1,000
// generated characters, in Node and in headless Chromium as the slow phone (CPU 4× slower), how
// many of them differ, and the size of the drawing code's chunk in dist/ against its 40 KB
// (compressed) budget. Run `node bench/faces.mjs` after `npm run build`; `npm run bench` does not
// run it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import ts from 'typescript';
import { chromium } from 'playwright-core';
import { requireTs } from '../scripts/lib/load-ts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOMAIN = path.join(ROOT, 'src', 'domain');
const COUNT = Number(process.env.BENCH_FACES ?? 1000);
const CPU_RATE = 4;
const BUDGETS = { drawMs: 20, chunkCompressedBytes: 40 * 1000, distinct: 990 };

const { generateCharacter } = requireTs(path.join(DOMAIN, 'generator.ts'));
const { createRandom } = requireTs(path.join(DOMAIN, 'random.ts'));
const { faceDataUrl } = requireTs(path.join(DOMAIN, 'face', 'draw-face.ts'));

/** The faces' subjects: characters as the offline generator makes them, each with a seed. */
const subjects = Array.from({ length: COUNT }, (_, i) => {
  const c = generateCharacter({}, createRandom(9000 + i));
  return {
    race: c.race,
    characterClass: c.characterClass,
    gender: c.gender,
    age: c.age,
    look: c.tableReady?.look ?? '',
    seed: (createRandom(i).next() * 2 ** 32) >>> 0,
  };
});

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

const ms = (value) => `${value.toFixed(2)} ms`;

function measureNode() {
  // A first pass lets the engine compile the code, as a visit that has drawn a face has.
  subjects.slice(0, 50).forEach((s) => faceDataUrl(s));
  const faces = [];
  const times = subjects.map((s) => {
    const started = performance.now();
    faces.push(faceDataUrl(s));
    return performance.now() - started;
  });
  return {
    ...summary(times),
    distinct: new Set(faces).size,
    bytes: summary(faces.map((f) => f.length)),
  };
}

/** The drawing code as CommonJS modules by path, for a page with no bundler. */
function pageModules() {
  const files = [
    'face/draw-face.ts',
    'face/look-features.ts',
    'random.ts',
    'character-template.ts',
    'character.ts',
  ];
  return Object.fromEntries(
    files.map((file) => [
      file.replace(/\.ts$/, ''),
      ts.transpileModule(readFileSync(path.join(DOMAIN, file), 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      }).outputText,
    ]),
  );
}

async function measureChromium() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    return await page.evaluate(
      ({ modules, subjects: all }) => {
        const cache = {};
        const load = (name) => {
          if (cache[name]) return cache[name].exports;
          const module = { exports: {} };
          cache[name] = module;
          const dir = name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : '';
          const require = (request) => {
            const parts = [...(dir ? dir.split('/') : []), ...request.split('/')];
            const out = [];
            for (const part of parts) {
              if (part === '..') out.pop();
              else if (part !== '.') out.push(part);
            }
            return load(out.join('/'));
          };
          new Function('module', 'exports', 'require', modules[name])(
            module,
            module.exports,
            require,
          );
          return module.exports;
        };
        const { faceDataUrl: draw } = load('face/draw-face');
        all.slice(0, 50).forEach((s) => draw(s));
        const times = all.map((s) => {
          const started = performance.now();
          const img = document.createElement('img');
          img.src = draw(s);
          return performance.now() - started;
        });
        return { times, userAgent: window.navigator.userAgent };
      },
      { modules: pageModules(), subjects },
    );
  } finally {
    await browser.close();
  }
}

function chunkSizes() {
  const dir = path.join(ROOT, 'dist', 'static', 'js');
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  const file = names.find((name) => /^face\.[0-9a-f]+\.chunk\.js$/.test(name));
  if (!file) return null;
  const code = readFileSync(path.join(dir, file));
  return {
    file,
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code).length,
  };
}

const node = measureNode();
const page = await measureChromium();
const chromiumTimes = summary(page.times);
const chunk = chunkSizes();
const rows = [
  ['faces drawn', `${COUNT}`, ''],
  ['different faces', `${node.distinct}`, `≥ ${BUDGETS.distinct}`],
  [
    'Node: draw time median / p95 / max',
    `${ms(node.median)} / ${ms(node.p95)} / ${ms(node.max)}`,
    `< ${BUDGETS.drawMs} ms`,
  ],
  [
    `Chromium, CPU ${CPU_RATE}× slower: median / p95 / max`,
    `${ms(chromiumTimes.median)} / ${ms(chromiumTimes.p95)} / ${ms(chromiumTimes.max)}`,
    `< ${BUDGETS.drawMs} ms`,
  ],
  [
    'a face’s data address, median / max',
    `${(node.bytes.median / 1000).toFixed(1)} KB / ${(node.bytes.max / 1000).toFixed(1)} KB`,
    '',
  ],
  chunk
    ? [
        'drawing code chunk (raw / gzip / brotli)',
        `${chunk.raw} / ${chunk.gzip} / ${chunk.brotli} bytes`,
        `≤ ${BUDGETS.chunkCompressedBytes} compressed`,
      ]
    : ['drawing code chunk', 'no build in dist/ (run npm run build)', ''],
];
for (const [label, value, budget] of rows) {
  process.stdout.write(`${label.padEnd(48)} ${value.padEnd(40)} ${budget}\n`);
}
const failed = [
  node.distinct < BUDGETS.distinct,
  chromiumTimes.p95 >= BUDGETS.drawMs,
  chunk && chunk.gzip > BUDGETS.chunkCompressedBytes,
].some(Boolean);
if (failed) {
  process.stdout.write('\nA budget was missed.\n');
  process.exitCode = 1;
}
