// Prints characters from the offline generator so a person can read what users get.
// Usage: npm run sample -- [count] [seed] [--5e]  (--5e: each with its D&D 5e stat block)
import { requireTs as require } from './lib/load-ts.mjs';

const { generateCharacter } = require('../../src/domain/generator.ts');
const { createRandom } = require('../../src/domain/random.ts');
const { TABLE_READY_FIELDS } = require('../../src/domain/table-ready.ts');
const { rollStats } = require('../../src/domain/srd5/rolls.ts');
const { deriveStatBlock, statBlockText } = require('../../src/domain/srd5/stat-block.ts');

const withNumbers = process.argv.includes('--5e');

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const count = Math.max(1, Number.parseInt(args[0] ?? '', 10) || 5);
const seedArg = Number.parseInt(args[1] ?? '', 10);
const seed = Number.isFinite(seedArg) ? seedArg : Math.floor(Math.random() * 2 ** 32);
const random = createRandom(seed);

console.log(`${count} characters from the offline generator (seed ${seed})\n`);
const titles = new Map();
const summaries = new Set();
const secrets = new Map();
for (let i = 1; i <= count; i += 1) {
  const c = generateCharacter({}, random);
  titles.set(c.background.title, (titles.get(c.background.title) ?? 0) + 1);
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  console.log(`${i}. ${name}, ${c.epithet}`);
  console.log(`   ${c.gender} ${c.race} ${c.characterClass}, ${c.alignment}, age ${c.age}`);
  console.log(`   ${c.background.title}`);
  for (const paragraph of c.background.content) console.log(`     ${paragraph}`);
  console.log('   At the table');
  for (const { field, label } of TABLE_READY_FIELDS) {
    const value = c.tableReady[field];
    console.log(`     ${label}: ${Array.isArray(value) ? value.join(', ') : value}`);
  }
  if (withNumbers) {
    const stats = rollStats(c.characterClass, 'standard', random);
    const block = stats && deriveStatBlock(c, stats);
    if (block) {
      console.log('   Stat block');
      for (const line of statBlockText(c, block).split('\n')) console.log(`     ${line}`);
    }
  }
  summaries.add(c.tableReady.summary);
  secrets.set(c.tableReady.secret, (secrets.get(c.tableReady.secret) ?? 0) + 1);
  console.log('');
}

// How much the stories repeat: the figure a user notices after many Generates.
const [mostTitle, mostTimes] = [...titles].reduce((best, entry) =>
  entry[1] > best[1] ? entry : best,
);
console.log(`Distinct titles: ${titles.size} in ${count} characters`);
console.log(`Most repeated title: "${mostTitle}", ${mostTimes} time${mostTimes === 1 ? '' : 's'}`);
const [mostSecret, secretTimes] = [...secrets].reduce((best, entry) =>
  entry[1] > best[1] ? entry : best,
);
console.log(`Distinct summaries: ${summaries.size} in ${count} characters`);
console.log(
  `Most repeated secret: "${mostSecret}", ${secretTimes} time${secretTimes === 1 ? '' : 's'}`,
);
