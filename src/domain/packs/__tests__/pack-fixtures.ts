/** One small pack written in each format Import reads, each of which must give the same tables. */
import type { PackTables } from '../pack';

/** What every fixture below reads as. */
export const EXPECTED_TABLES: PackTables = {
  Races: ['Halfling | 20-150 | Looks like Human', 'Lizardfolk | 14-80'],
  Classes: ['Ranger | Plays like Warrior | Dexterity first', 'Bard'],
  'First names': ['Milo | Halfling | Male', 'Rosie | Halfling | Female', 'Sss'],
  'Last names': ['Tealeaf | Halfling'],
  Occupations: ['Ferryman', '<script>alert(1)</script> juggler'],
};

export const PLAIN_TEXT = [
  '# Races',
  'Halfling|20-150|Looks like Human',
  '',
  'Lizardfolk | 14-80',
  'halfling | 30-90',
  '# Classes',
  '  Ranger | Plays like Warrior | Dexterity first  ',
  'Bard',
  '## First names',
  'Milo | Halfling | Male',
  'Rosie | Halfling | Female',
  'Sss',
  'MILO | halfling | male',
  '# Last names',
  'Tealeaf | Halfling',
  '# occupations',
  'Ferryman',
  '<script>alert(1)</script>   juggler',
  '',
].join('\n');

export const CSV = [
  '\uFEFFRaces,Classes,First names,Last names,Occupations',
  'Halfling | 20-150 | Looks like Human,Ranger | Plays like Warrior | Dexterity first,Milo | Halfling | Male,Tealeaf | Halfling,Ferryman',
  'Lizardfolk | 14-80,Bard,Rosie | Halfling | Female,,"<script>alert(1)</script> juggler"',
  ',,Sss,,',
  ',,"Sss",,ferryman',
  '',
].join('\r\n');

export const FOUNDRY_V12 = JSON.stringify({
  name: 'Odd jobs',
  formula: '1d3',
  results: [
    { type: 0, text: 'Ferryman', range: [1, 1] },
    { type: 0, text: '<script>alert(1)</script> juggler', range: [2, 2] },
    { type: 0, text: 'ferryman', range: [3, 3] },
  ],
});

export const FOUNDRY_V13 = JSON.stringify({
  name: 'Odd jobs',
  formula: '1d3',
  results: [
    { type: 'text', name: 'Ferryman', description: '' },
    { type: 'text', name: '', description: '<script>alert(1)</script> juggler' },
  ],
});

export const NAMES_JSON = JSON.stringify({
  name: [
    {
      name: 'Halfling',
      source: 'XGE',
      tables: [
        { option: 'Female', diceExpression: 'd2', table: [{ min: 1, max: 1, result: 'Rosie' }] },
        { option: 'Male', diceExpression: 'd2', table: [{ min: 1, max: 1, result: 'Milo' }] },
        { option: 'Family', diceExpression: 'd2', table: [{ min: 1, max: 2, result: 'Tealeaf' }] },
      ],
    },
  ],
});
