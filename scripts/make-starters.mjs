// Writes data/starter-characters.json: a few finished characters from the offline generator, so
// a first visit shows a character at once without downloading the name pools and templates
// (those load when the user first generates or rerolls). Usage: node scripts/make-starters.mjs
import { writeFileSync } from 'node:fs';
import { requireTs as require } from './lib/load-ts.mjs';

const { generateCharacter } = require('../../src/domain/generator.ts');
const { createRandom } = require('../../src/domain/random.ts');
const { RACES, CHARACTER_CLASSES } = require('../../src/domain/character.ts');

// A seed whose characters have no quote, apostrophe or ampersand in the names or titles, which the
// page's HTML would write as entities (a test reads the first paint's text back from the HTML).
const random = createRandom(20261124);
// One of each race and each class, so the first impression varies.
const starters = RACES.map((race, i) => {
  const c = generateCharacter({ race, characterClass: CHARACTER_CLASSES[i] }, random);
  return { ...c, id: `starter-${i + 1}` };
});
writeFileSync(
  new URL('../data/starter-characters.json', import.meta.url),
  `${JSON.stringify(starters, null, 2)}\n`,
);
console.log(`Wrote ${starters.length} starter characters`);
