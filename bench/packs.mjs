/* global document */
// Content packs, measured: Generate on the home screen with a pack of 5,000 entries switched on
// (unthrottled, delay 0, as the Generate budget is), and the scripts the home screen loads checked
// for the code of the pack editor and of Import pack, which only Settings may download.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How many entries each table of the bench's pack holds: 5,000 in all. */
const TABLE_SIZES = {
  Races: 100,
  Classes: 100,
  'First names': 2000,
  'Last names': 1000,
  Epithets: 300,
  Occupations: 500,
  Traits: 500,
  Looks: 500,
};

/** A number as letters (0 → "A", 27 → "Bb"), so every entry has a name of its own. */
function letters(n) {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One entry of a table, in the form the pack editor takes. */
function entryOf(table, i) {
  const word = letters(i);
  if (table === 'Races') return `Benchfolk ${word} | 20-90 | Looks like Human`;
  if (table === 'Classes') return `Benchtrade ${word} | Plays like Warrior`;
  if (table === 'First names') return `Na${word.toLowerCase()}`;
  if (table === 'Last names') return `Clan${word.toLowerCase()}`;
  return `${table} ${word}`;
}

/** The pack, switched on, as the app keeps its packs. */
export function benchPack() {
  const tables = Object.fromEntries(
    Object.entries(TABLE_SIZES).map(([table, size]) => [
      table,
      Array.from({ length: size }, (_, i) => entryOf(table, i)),
    ]),
  );
  return { id: 'pack-bench', name: 'Bench world', enabled: true, tables };
}

export const BENCH_PACK_ENTRIES = Object.values(TABLE_SIZES).reduce((sum, n) => sum + n, 0);

/**
 * Text only the pack editor's and Import pack's code holds (their dialogs and the file readers),
 * and the name webpack gives the chunk they come in.
 */
const PACK_CODE_SIGNATURES = [
  /What will be added/,
  /Save pack/,
  /is not a pack, a Foundry VTT RollTable/,
];
const PACK_CHUNK = /(^|\/)pack-editor\.[0-9a-f]+\.chunk\.js$/;

/** The built scripts that hold pack code, so the check below is known to look for real text. */
function scriptsWithPackCode(dist) {
  const dir = path.join(dist, 'static', 'js');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter(
    (name) =>
      name.endsWith('.js') &&
      PACK_CODE_SIGNATURES.some((pattern) =>
        pattern.test(readFileSync(path.join(dir, name), 'utf8')),
      ),
  );
}

/** Which of the requested scripts hold pack code, by name and by content. */
function packCodeIn(scriptUrls, dist) {
  return scriptUrls.filter((url) => {
    const pathname = new URL(url).pathname.replace(/^\/character-generator\//, '');
    if (PACK_CHUNK.test(pathname)) return true;
    const file = path.join(dist, pathname);
    if (!existsSync(file)) return false;
    const text = readFileSync(file, 'utf8');
    return PACK_CODE_SIGNATURES.some((pattern) => pattern.test(text));
  });
}

/** The race on the character card. */
function cardRace() {
  const terms = document.querySelectorAll('article[aria-label="Character"] dt');
  const term = Array.from(terms).find((dt) => dt.textContent.trim() === 'Race');
  return term?.nextElementSibling?.textContent.trim() ?? '';
}

/**
 * One run: a fresh home screen with the pack kept from an earlier version's storage (moved to
 * IndexedDB as the app starts), Generate pressed until a pack race shows (so the pack is in
 * use), then Generate timed `samples` times. The scripts loaded meanwhile are checked.
 */
export async function measurePacks({
  withFreshPage,
  baseUrl,
  screen,
  delayKey,
  settle,
  measureGenerate,
  generateMany,
  samples,
  dist,
}) {
  const storage = { [delayKey]: '0', contentPacks: JSON.stringify([benchPack()]) };
  return withFreshPage(null, screen, storage, async ({ page, network }) => {
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load' });
    await settle(page, network);
    let warmUps = 0;
    while (!(await page.evaluate(cardRace)).startsWith('Benchfolk')) {
      if (warmUps === 40) throw new Error('No race of the bench pack in 40 characters');
      await page.evaluate(generateMany, 1);
      warmUps += 1;
    }
    const times = await measureGenerate(page, samples);
    const scripts = [...network.requests.values()]
      .filter((r) => r.type === 'Script' || /javascript/.test(r.mimeType))
      .map((r) => r.url);
    return {
      warmUps,
      times,
      packCodeScripts: packCodeIn(scripts, dist),
      scriptsChecked: scripts.length,
      builtScriptsWithPackCode: scriptsWithPackCode(dist),
    };
  });
}

export function logPacks(run, result, log) {
  log(
    `run ${run} unthrottled Generate with a ${BENCH_PACK_ENTRIES}-entry pack on, delay 0: ` +
      `${result.times.map((t) => t.clickToPaint.toFixed(1)).join(' / ')} ms ` +
      `(after ${result.warmUps} presses until a pack race showed); pack code in the home ` +
      `screen's ${result.scriptsChecked} scripts: ${result.packCodeScripts.length ? result.packCodeScripts.join(', ') : 'none'}`,
  );
}

export function packRows(runs, budgetRow, startSection, budgets) {
  startSection(`Content packs: a pack of ${BENCH_PACK_ENTRIES} entries on (home screen)`);
  budgetRow(
    '  Generate, delay 0, unthrottled: click → new name painted',
    'ms',
    runs.flatMap((r) => r.times.map((t) => t.clickToPaint)),
    budgets.generateDelay0Ms,
  );
  budgetRow(
    "  scripts holding the pack editor's or Import pack's code",
    'count',
    runs.map((r) => r.packCodeScripts.length),
    0,
  );
  // The check above finds nothing if the text it looks for is gone from the build: it must be
  // found in the editor's own script.
  const found = budgetRow(
    '  built scripts the check finds that code in (must be ≥ 1)',
    'count',
    runs.map((r) => r.builtScriptsWithPackCode.length),
  );
  if (found.stats.median === null || found.stats.median < 1) {
    found.budget = 1;
    found.pass = false;
  }
}
