import english from '../../i18n/catalogs/en.json';
import { readPackFile } from '../pack-files';
import { packProblemWords, type ProblemWords } from '../pack-problems';

const problemOf = (text: string, fileName: string): string => {
  const read = readPackFile(text, fileName);
  if (read.kind !== 'problem') throw new Error(`read as ${read.kind}`);
  return read.problem;
};

/** Every message id a fault's words name, nested ones too. */
const idsOf = (words: ProblemWords): string[] => [
  words.id,
  ...Object.values(words.values ?? {}).flatMap((value) =>
    typeof value === 'object' ? idsOf(value) : [],
  ),
];

test.each([
  ['{"tables": [}', 'broken.json'],
  ['Halfling\n', 'no-heading.txt'],
  ['# Races\n | 20-150', 'nameless.txt'],
  ['Races,Classes\nElf,Bard,Extra', 'extra.csv'],
  ['{"results": []}', 'empty-rolltable.json'],
  ['{"name": []}', 'empty-names.json'],
  ['{"something": 1}', 'unknown.json'],
  ['', 'empty.txt'],
])('the fault of %j keeps its English and has words in the messages', (text, fileName) => {
  const problem = problemOf(text, fileName);
  const words = packProblemWords(problem);
  expect(words).toBeDefined();
  for (const id of idsOf(words as ProblemWords)) expect(Object.keys(english)).toContain(id);
});

test('a fault on a line carries its line number and the fault itself as words', () => {
  const problem = problemOf('# Classes\nBard\nRanger | Plays like Bard', 'classes.txt');
  expect(problem).toMatch(/^Line 3: "Plays like" takes one of /);
  expect(packProblemWords(problem)).toMatchObject({
    id: 'packs.line',
    values: { line: 3, problem: { id: 'packs.problem.playsLike' } },
  });
});

test('a fault no one said has no words', () => {
  expect(packProblemWords('Something else went wrong.')).toBeUndefined();
});
