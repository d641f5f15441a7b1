/**
 * @jest-environment node
 */
import { CHARACTER_CLASSES, RACES } from '../character';
import { fromGroups } from '../table-ready/entry';
import hooks from '../table-ready/hooks.json';
import motives from '../table-ready/motives.json';
import people from '../table-ready/people.json';
import { MORAL_AXES } from '../templates';

/** Every value a tag of the data files may hold, by tag. */
const KNOWN: Record<string, readonly string[]> = {
  races: RACES,
  classes: CHARACTER_CLASSES,
  stages: ['young', 'adult', 'elder'],
  moral: MORAL_AXES,
  order: ['lawful', 'neutral', 'chaotic'],
};

const groups = Object.entries({ hooks, motives, people }).flatMap(([file, lists]) =>
  Object.entries(lists).flatMap(([list, rows]) =>
    rows.map((row, index) => [`${file}.${list}[${index}]`, row] as const),
  ),
);

/** The tags of a group (and a missing list of lines) that the tables would not understand. */
const faults = (row: object): string[] => {
  const { lines, ...tags } = row as Record<string, unknown>;
  const bad = Array.isArray(lines) && lines.length > 0 ? [] : ['no lines'];
  for (const [tag, values] of Object.entries(tags)) {
    const known = KNOWN[tag];
    if (!known || !Array.isArray(values)) bad.push(tag);
    else bad.push(...values.filter((value) => !known.includes(value)).map((v) => `${tag}: ${v}`));
  }
  return bad;
};

it.each(groups)('%s tags only races, classes, stages and sides the tables know', (_, row) => {
  expect(faults(row)).toEqual([]);
});

it('finds a tag value, a tag or lines the tables would not understand', () => {
  expect(faults({ races: ['Halfling', 'Orc'], lines: ['x'] })).toEqual(['races: Halfling']);
  expect(faults({ colour: ['red'], lines: ['x'] })).toEqual(['colour']);
  expect(faults({ races: ['Orc'], lines: [] })).toEqual(['no lines']);
});

it('reads a group as one entry a line, each with the group’s tags, in the order written', () => {
  expect(fromGroups([{ lines: ['a'] }, { races: ['Orc'], lines: ['b', 'c'] }])).toEqual([
    { text: 'a' },
    { races: ['Orc'], text: 'b' },
    { races: ['Orc'], text: 'c' },
  ]);
});
