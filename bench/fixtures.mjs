// Saved characters for the My Characters measurement, in the shape the app stores under the
// `characters` key.
const FIRST = [
  'Aldric',
  'Brynn',
  'Cael',
  'Dagny',
  'Eryndor',
  'Fenna',
  'Gorm',
  'Hilde',
  'Ivo',
  'Jora',
];
const LAST = ['Ashford', 'Blackthorn', 'Copperkettle', 'Duskwalker', 'Emberfall', 'Frostmantle'];
const EPITHETS = ['The Benevolent Guardian', 'The Silent Blade', 'The Wandering Sage'];
const RACES = ['Human', 'Elf', 'Dwarf', 'Orc'];
const CLASSES = ['Warrior', 'Mage', 'Rogue', 'Cleric'];
const GENDERS = ['Male', 'Female', 'Non-binary'];
const ALIGNMENTS = [
  'Lawful Good',
  'Neutral Good',
  'Chaotic Good',
  'Lawful Neutral',
  'True Neutral',
  'Chaotic Neutral',
  'Lawful Evil',
  'Neutral Evil',
  'Chaotic Evil',
];

/** `count` distinct, valid characters, the same on every run. */
export function savedCharacters(count = 30) {
  return Array.from({ length: count }, (_, i) => {
    const firstName = FIRST[i % FIRST.length];
    const lastName = LAST[(i * 7) % LAST.length];
    const epithet = EPITHETS[i % EPITHETS.length];
    return {
      id: `bench-${i + 1}`,
      firstName,
      lastName,
      epithet,
      race: RACES[i % RACES.length],
      characterClass: CLASSES[Math.floor(i / 4) % CLASSES.length],
      gender: GENDERS[i % GENDERS.length],
      alignment: ALIGNMENTS[i % ALIGNMENTS.length],
      age: 20 + ((i * 13) % 60),
      background: {
        title: `The Tale of ${firstName} ${lastName}`,
        content: [
          `${firstName} ${lastName}, ${epithet}, was born in a village at the edge of the old forest.`,
          `Years of wandering taught ${firstName} the roads, the rivers and the names of the stars.`,
          `Now ${firstName} seeks the lost crown of the mountain kings, and will not rest until it is found.`,
          `Those who travel with ${firstName} speak of courage, stubbornness and a fondness for bad songs.`,
        ],
      },
    };
  });
}

/** The full name the card shows for a character. */
export const fullName = (character) => `${character.firstName} ${character.lastName}`;
