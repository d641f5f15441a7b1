import type { Character } from '@/domain/character';
import { makeCharacter, makeTableReady } from '@/testing/fixtures';

/** One character of each class, with 5e numbers; and the same characters without them. */
export const withNumbers: Character[] = [
  makeCharacter({
    firstName: 'Vex',
    lastName: 'Marlow',
    race: 'Elf',
    characterClass: 'Rogue',
    alignment: 'Chaotic Neutral',
    notes: 'Owes the guild, "a lot", of coin;\nlives above the tannery.',
    tableReady: makeTableReady(),
    stats: { level: 6, scores: { str: 10, dex: 17, con: 14, int: 13, wis: 12, cha: 8 } },
  }),
  makeCharacter({
    firstName: 'Brom',
    lastName: 'Ironhand',
    race: 'Dwarf',
    characterClass: 'Warrior',
    stats: { level: 5, scores: { str: 17, dex: 12, con: 15, int: 8, wis: 10, cha: 12 } },
  }),
  makeCharacter({
    firstName: 'Ilse',
    lastName: '',
    race: 'Human',
    characterClass: 'Mage',
    gender: 'Female',
    stats: { level: 1, scores: { str: 8, dex: 12, con: 13, int: 17, wis: 14, cha: 10 } },
  }),
  makeCharacter({
    firstName: 'Gorrak',
    lastName: 'Stonebrow',
    race: 'Orc',
    characterClass: 'Cleric',
    background: { title: '', content: ['One paragraph <b>only</b> & no title.'] },
    stats: { level: 3, scores: { str: 14, dex: 8, con: 13, int: 10, wis: 17, cha: 12 } },
  }),
];

export const withoutNumbers: Character[] = withNumbers.map(({ stats: _stats, ...rest }) => rest);

/** Text a spreadsheet, a Markdown reader or an HTML page would take for something else. */
export const hostile = makeCharacter({
  firstName: '=HYPERLINK("http://evil.example","click")',
  lastName: '+Smith, "the" -1',
  epithet: '@once\tand\r\nagain',
  background: {
    title: '<script>alert(1)</script> & “Ænigma” 名前',
    content: [
      'Line one,\nline two; "quoted"',
      '---\nname: fake\n---',
      '```statblock\nname: x\n```',
    ],
  },
  notes: '-2+3 ; # not a comment\n\ttabbed',
  tableReady: makeTableReady({ traits: ['=1+1', 'ok', 'x,y'] }),
  stats: { level: 2, scores: { str: 10, dex: 16, con: 12, int: 14, wis: 10, cha: 8 } },
  race: 'Human',
  characterClass: 'Rogue',
});
