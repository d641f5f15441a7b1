/**
 * What a character does for a living beside adventuring, keyed to class, race and life stage. A
 * young character is an apprentice, a novice or a runner; a veteran's or a master's trade waits
 * for the adult years, and a retired one for old age. Orcs draw from the trades of an orc camp
 * (and a few that take them among other peoples: guard, sellsword, smuggler).
 *
 * Written compactly: `job(name, classes, stages, races)` where classes are letters
 * (W Warrior, M Mage, R Rogue, C Cleric), stages letters (Y young, A adult, E elder) and races
 * `all`, `town` (human, elf, dwarf), `orc`, or one of `human`, `elf`, `dwarf`.
 */
import type { CharacterClass, Race } from '../character';
import type { Entry, Stage } from './entry';

const CLASS_LETTERS: Record<string, CharacterClass> = {
  W: 'Warrior',
  M: 'Mage',
  R: 'Rogue',
  C: 'Cleric',
};
const STAGE_LETTERS: Record<string, Stage> = { Y: 'young', A: 'adult', E: 'elder' };
const RACE_GROUPS: Record<string, readonly Race[]> = {
  all: ['Human', 'Elf', 'Dwarf', 'Orc'],
  town: ['Human', 'Elf', 'Dwarf'],
  orc: ['Orc'],
  human: ['Human'],
  elf: ['Elf'],
  dwarf: ['Dwarf'],
};

const letters = <T>(codes: string, map: Record<string, T>): T[] =>
  [...codes].map((code) => map[code] as T);

const job = (text: string, classes: string, stages: string, races: string): Entry => ({
  text,
  classes: letters(classes, CLASS_LETTERS),
  stages: letters(stages, STAGE_LETTERS),
  races: RACE_GROUPS[races] as readonly Race[],
});

export const OCCUPATIONS: readonly Entry[] = [
  // Fighting trades.
  job('caravan guard', 'WR', 'YA', 'all'),
  job('militia sergeant', 'W', 'AE', 'town'),
  job('bounty hunter', 'WR', 'A', 'all'),
  job('prizefighter', 'W', 'YA', 'town'),
  job('blacksmith', 'W', 'AE', 'town'),
  job('bodyguard to a merchant house', 'WR', 'A', 'all'),
  job('mercenary captain', 'W', 'AE', 'town'),
  job('gate warden', 'WC', 'AE', 'town'),
  job('retired fencing master', 'W', 'E', 'town'),
  job('squire to a poor knight', 'W', 'Y', 'human'),
  job('stable hand', 'WR', 'Y', 'town'),
  job('ferryman', 'WR', 'AE', 'town'),
  job('wolf hunter', 'WR', 'YAE', 'all'),
  job('river bargeman', 'W', 'YA', 'town'),
  job('toll-bridge keeper', 'WR', 'AE', 'human'),
  job('drill instructor', 'W', 'AE', 'town'),
  // Learned trades.
  job('scribe for hire', 'MC', 'YA', 'town'),
  job('apothecary', 'MC', 'AE', 'town'),
  job("alchemist's apprentice", 'M', 'Y', 'town'),
  job('astrologer to a minor lord', 'M', 'AE', 'town'),
  job('cartographer', 'MR', 'AE', 'town'),
  job("tutor to a merchant's children", 'MC', 'A', 'town'),
  job('bookbinder', 'M', 'AE', 'town'),
  job('glassblower', 'M', 'AE', 'town'),
  job('retired court wizard', 'M', 'E', 'town'),
  job('lamplighter', 'MR', 'Y', 'town'),
  job('copyist at a library', 'MC', 'YA', 'town'),
  job('fortune-teller at fairs', 'MR', 'AE', 'town'),
  job('rare-book dealer', 'MR', 'AE', 'town'),
  // Shady trades.
  job('dockside smuggler', 'R', 'A', 'all'),
  job('street runner for a gang', 'R', 'Y', 'town'),
  job('fence for stolen goods', 'R', 'AE', 'town'),
  job('dealer in a gambling den', 'R', 'A', 'town'),
  job('locksmith', 'RM', 'AE', 'town'),
  job('rat-catcher', 'RW', 'YAE', 'town'),
  job('tax collector', 'RW', 'A', 'town'),
  job('pawnbroker', 'R', 'AE', 'town'),
  job('courier for hire', 'RW', 'YA', 'town'),
  job('forger of letters and seals', 'RM', 'A', 'town'),
  job('travelling tinker', 'R', 'AE', 'town'),
  job('card sharp', 'R', 'YA', 'town'),
  job('retired thief-taker', 'RW', 'E', 'town'),
  job('pickpocket', 'R', 'Y', 'town'),
  // Holy and caring trades.
  job('temple archivist', 'CM', 'AE', 'town'),
  job('temple novice', 'C', 'Y', 'town'),
  job('gravedigger', 'CWR', 'AE', 'town'),
  job('hospice keeper', 'C', 'AE', 'town'),
  job('midwife', 'C', 'AE', 'town'),
  job('almoner of a poorhouse', 'C', 'AE', 'town'),
  job('bell-ringer', 'C', 'YA', 'town'),
  job('herbalist', 'CM', 'AE', 'town'),
  job('pilgrim guide', 'CW', 'A', 'town'),
  job('wandering preacher', 'C', 'AE', 'town'),
  job('retired abbey cellarer', 'C', 'E', 'town'),
  job('orphanage cook', 'C', 'AE', 'town'),
  // Everyday trades.
  job('innkeeper', 'WRC', 'AE', 'town'),
  job('kitchen runner at an inn', 'WMRC', 'Y', 'town'),
  job('shepherd', 'WRC', 'YAE', 'town'),
  job('fisher', 'WR', 'YAE', 'town'),
  job('brewer', 'CW', 'AE', 'town'),
  job('retired farmer', 'WMRC', 'E', 'town'),
  job("chandlers' guildmaster", 'RM', 'E', 'town'),
  job('harbour pilot', 'RW', 'AE', 'human'),
  job('falconer', 'WR', 'YAE', 'town'),
  // Elven trades.
  job('grove warden', 'WC', 'AE', 'elf'),
  job('keeper of the old songs', 'MC', 'AE', 'elf'),
  job('moon-shrine attendant', 'C', 'YA', 'elf'),
  job('silk weaver', 'MR', 'AE', 'elf'),
  job('elder of the glade council', 'MC', 'E', 'elf'),
  job('archery tutor', 'W', 'AE', 'elf'),
  job('herb gatherer', 'CMR', 'Y', 'elf'),
  job('vintner', 'RC', 'AE', 'elf'),
  // Dwarven trades.
  job('tunnel surveyor', 'WM', 'AE', 'dwarf'),
  job('brewmaster', 'CW', 'AE', 'dwarf'),
  job('forge apprentice', 'W', 'Y', 'dwarf'),
  job('gem cutter', 'RM', 'AE', 'dwarf'),
  job('mine-cart runner', 'RW', 'Y', 'dwarf'),
  job('keeper of an ancestor hall', 'C', 'AE', 'dwarf'),
  job('rune carver', 'MC', 'AE', 'dwarf'),
  job('clan ledger-keeper', 'MR', 'AE', 'dwarf'),
  job('retired shaft foreman', 'W', 'E', 'dwarf'),
  job('stonemason', 'WC', 'AE', 'dwarf'),
  job('lamp-keeper of the deep roads', 'CR', 'YA', 'dwarf'),
  // The trades of an orc camp.
  job('war-hound keeper', 'WR', 'YA', 'orc'),
  job('raid scout', 'RW', 'YA', 'orc'),
  job('bone carver', 'MC', 'AE', 'orc'),
  job('horse breaker', 'W', 'YA', 'orc'),
  job('hide tanner', 'WRC', 'AE', 'orc'),
  job('drum-keeper of the war camp', 'C', 'AE', 'orc'),
  job('drum bearer', 'CW', 'Y', 'orc'),
  job("spirit-talker's apprentice", 'MC', 'Y', 'orc'),
  job('spirit-talker', 'MC', 'AE', 'orc'),
  job("bone carver's apprentice", 'MC', 'Y', 'orc'),
  job('camp smith', 'W', 'AE', 'orc'),
  job('salt trader to the lowlands', 'R', 'AE', 'orc'),
  job('message runner between camps', 'RW', 'Y', 'orc'),
  job('pit fighter', 'W', 'YA', 'orc'),
  job('bonesetter', 'C', 'AE', 'orc'),
  job('stockade sentry', 'W', 'YA', 'orc'),
  job('keeper of the tally stones', 'MR', 'AE', 'orc'),
  job('tribute collector for the warchief', 'RW', 'A', 'orc'),
  job('forager', 'RCM', 'YA', 'orc'),
  job('war-band elder', 'W', 'E', 'orc'),
  job('storyteller of the fire circle', 'MC', 'E', 'orc'),
  job('retired raid leader', 'WR', 'E', 'orc'),
  job('tracker for hunting parties', 'RW', 'AE', 'orc'),
  job('boar hunter', 'W', 'YAE', 'orc'),
  job('sellsword for lowland lords', 'WR', 'A', 'orc'),
  job('omen-reader', 'MC', 'AE', 'orc'),
  job('burial singer', 'C', 'AE', 'orc'),
  job('camp cook', 'WMRC', 'YAE', 'orc'),
];
