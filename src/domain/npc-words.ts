/**
 * The words of Quick NPC's `Who do you need?` field read as what the next NPC must be: a race, a
 * gender, an age, a side of the alignment, a class, or one of the trades "At the table" lists.
 * Plain words, read the way a gamemaster types them in a hurry: any case, plurals ("elves",
 * "guards"), a few synonyms ("blacksmith" and "smith", "sailor" and "mariner"), phrases of two
 * or three words ("tax collector", "very old"). A word it does not know is handed back to be
 * shown, never an error.
 *
 * Kept apart from the tables themselves, so the field can be read before the generator has
 * loaded; a test checks that every trade named here is one of the tables'.
 */
import type { CharacterClass, Gender, Race } from './character';
import type { MoralAxis } from './templates';

/** How old, in words; each race has its own years for them (see the NPC generator). */
export type AgeWord = 'child' | 'young' | 'adult' | 'old' | 'ancient';

/** The order side of an alignment: the first half of its name. */
type OrderSide = 'lawful' | 'neutral' | 'chaotic';

/** What the words ask of the next NPC; a value left out may be anything. */
export interface NpcConstraints {
  race?: Race;
  gender?: Gender;
  age?: AgeWord;
  /** An age typed as a number ("40"); it wins over an age word. */
  years?: number;
  /** The first half of the alignment ("lawful"). */
  order?: OrderSide;
  /** The second half of the alignment ("evil"). */
  moral?: MoralAxis;
  characterClass?: CharacterClass;
  /** The trades of "At the table" the words name, as the tables write them ("blacksmith"). */
  occupations?: readonly string[];
  /** A race of a pack that is on, as the pack writes it ("Halfling"); wins over `race`. */
  packRace?: string;
  /** A class of a pack that is on ("Bard"); wins over `characterClass`. */
  packClass?: string;
}

/** The races and classes of the packs that are on, which the words may also name. */
export interface PackWords {
  races: readonly string[];
  classes: readonly string[];
}

/** The field read: what it asks for, and the words it did not understand, as typed. */
export interface NpcWords {
  constraints: NpcConstraints;
  unknown: string[];
  /** A last word still being typed (see `typing`), as typed; absent when there is none. */
  pending?: string;
}

/** What one word (or phrase) means; several parts at once for "grandmother" or "priestess". */
type Meaning = Omit<NpcConstraints, 'years'> & {
  /** "neutral" sets whichever half of the alignment no other word set. */
  neutral?: true;
};

const trades = (...occupations: string[]): Meaning => ({ occupations });

/** The words that all mean the same, each as a key of {@link WORDS}. */
const synonyms = (meaning: Meaning, words: readonly string[]): Record<string, Meaning> =>
  Object.fromEntries(words.map((word) => [word, meaning]));

const SMITHS = trades('blacksmith', 'camp smith', 'forge apprentice');
const GUARDS = trades(
  'caravan guard',
  'bodyguard to a merchant house',
  'gate warden',
  'stockade sentry',
  'militia sergeant',
);
const INNKEEPERS = trades('innkeeper');
const SAILORS = trades('ferryman', 'river bargeman', 'harbour pilot');
const PRIESTS: Meaning = {
  characterClass: 'Cleric',
  occupations: [
    'temple archivist',
    'temple novice',
    'hospice keeper',
    'almoner of a poorhouse',
    'wandering preacher',
    'retired abbey cellarer',
    'moon-shrine attendant',
    'keeper of an ancestor hall',
    'drum-keeper of the war camp',
    'burial singer',
  ],
};
const HUNTERS = trades(
  'bounty hunter',
  'wolf hunter',
  'boar hunter',
  'tracker for hunting parties',
);
const MERCHANTS = trades(
  'pawnbroker',
  'rare-book dealer',
  'travelling tinker',
  'salt trader to the lowlands',
  "chandlers' guildmaster",
);
const SCRIBES = trades('scribe for hire', 'copyist at a library', 'clan ledger-keeper');
const SCHOLARS = trades(
  'temple archivist',
  'copyist at a library',
  'rare-book dealer',
  'keeper of the old songs',
  'cartographer',
);
const HEALERS = trades(
  'apothecary',
  'herbalist',
  'hospice keeper',
  'midwife',
  'bonesetter',
  'herb gatherer',
);
const COOKS = trades('orphanage cook', 'camp cook', 'kitchen runner at an inn');
const FARMERS = trades('retired farmer', 'shepherd');
const SEERS = trades('fortune-teller at fairs', 'astrologer to a minor lord', 'omen-reader');
const TEACHERS = trades("tutor to a merchant's children", 'drill instructor', 'archery tutor');
const MINERS = trades('tunnel surveyor', 'retired shaft foreman', 'mine-cart runner');
const MESSENGERS = trades(
  'courier for hire',
  'message runner between camps',
  'street runner for a gang',
);
const FIGHTERS = trades('prizefighter', 'pit fighter');
const MERCENARIES = trades(
  'mercenary captain',
  'sellsword for lowland lords',
  'bodyguard to a merchant house',
);
const GAMBLERS = trades('card sharp', 'dealer in a gambling den');
const COLLECTORS = trades('tax collector', 'tribute collector for the warchief');
const APPRENTICES = trades(
  "alchemist's apprentice",
  'forge apprentice',
  "spirit-talker's apprentice",
  "bone carver's apprentice",
  'squire to a poor knight',
  'temple novice',
);
const RETIRED = trades(
  'retired fencing master',
  'retired court wizard',
  'retired thief-taker',
  'retired abbey cellarer',
  'retired farmer',
  'retired shaft foreman',
  'retired raid leader',
);
const SHAMANS = trades('spirit-talker', "spirit-talker's apprentice", 'omen-reader');
const SCOUTS = trades('raid scout', 'tracker for hunting parties', 'tunnel surveyor');
const BREWERS = trades('brewer', 'brewmaster');
const STABLE = trades('stable hand', 'horse breaker');

/** Every trade of the tables, each reachable by its own name (a test keeps this in step). */
const TRADE_NAMES = [
  'caravan guard',
  'militia sergeant',
  'bounty hunter',
  'prizefighter',
  'blacksmith',
  'bodyguard to a merchant house',
  'mercenary captain',
  'gate warden',
  'retired fencing master',
  'squire to a poor knight',
  'stable hand',
  'ferryman',
  'wolf hunter',
  'river bargeman',
  'toll-bridge keeper',
  'drill instructor',
  'scribe for hire',
  'apothecary',
  "alchemist's apprentice",
  'astrologer to a minor lord',
  'cartographer',
  "tutor to a merchant's children",
  'bookbinder',
  'glassblower',
  'retired court wizard',
  'lamplighter',
  'copyist at a library',
  'fortune-teller at fairs',
  'rare-book dealer',
  'dockside smuggler',
  'street runner for a gang',
  'fence for stolen goods',
  'dealer in a gambling den',
  'locksmith',
  'rat-catcher',
  'tax collector',
  'pawnbroker',
  'courier for hire',
  'forger of letters and seals',
  'travelling tinker',
  'card sharp',
  'retired thief-taker',
  'pickpocket',
  'temple archivist',
  'temple novice',
  'gravedigger',
  'hospice keeper',
  'midwife',
  'almoner of a poorhouse',
  'bell-ringer',
  'herbalist',
  'pilgrim guide',
  'wandering preacher',
  'retired abbey cellarer',
  'orphanage cook',
  'innkeeper',
  'kitchen runner at an inn',
  'shepherd',
  'fisher',
  'brewer',
  'retired farmer',
  "chandlers' guildmaster",
  'harbour pilot',
  'falconer',
  'grove warden',
  'keeper of the old songs',
  'moon-shrine attendant',
  'silk weaver',
  'elder of the glade council',
  'archery tutor',
  'herb gatherer',
  'vintner',
  'tunnel surveyor',
  'brewmaster',
  'forge apprentice',
  'gem cutter',
  'mine-cart runner',
  'keeper of an ancestor hall',
  'rune carver',
  'clan ledger-keeper',
  'retired shaft foreman',
  'stonemason',
  'lamp-keeper of the deep roads',
  'war-hound keeper',
  'raid scout',
  'bone carver',
  'horse breaker',
  'hide tanner',
  'drum-keeper of the war camp',
  'drum bearer',
  "spirit-talker's apprentice",
  'spirit-talker',
  "bone carver's apprentice",
  'camp smith',
  'salt trader to the lowlands',
  'message runner between camps',
  'pit fighter',
  'bonesetter',
  'stockade sentry',
  'keeper of the tally stones',
  'tribute collector for the warchief',
  'forager',
  'war-band elder',
  'storyteller of the fire circle',
  'retired raid leader',
  'tracker for hunting parties',
  'boar hunter',
  'sellsword for lowland lords',
  'omen-reader',
  'burial singer',
  'camp cook',
] as const;

/** Words with a meaning, by their written form; plurals are found by {@link singulars}. */
const WORDS: Readonly<Record<string, Meaning>> = {
  // Races.
  ...synonyms({ race: 'Human' }, ['human', 'humans', 'mankind']),
  ...synonyms({ race: 'Elf' }, ['elf', 'elves', 'elven', 'elvish', 'elfin']),
  ...synonyms({ race: 'Dwarf' }, ['dwarf', 'dwarves', 'dwarven', 'dwarvish']),
  ...synonyms({ race: 'Orc' }, ['orc', 'orcish', 'ork', 'half orc']),
  // Genders.
  ...synonyms({ gender: 'Female' }, [
    'woman',
    'women',
    'female',
    'lady',
    'ladies',
    'gal',
    'she',
    'her',
    'mother',
    'wife',
    'wives',
    'daughter',
    'sister',
    'aunt',
    'widow',
  ]),
  ...synonyms({ gender: 'Male' }, [
    'man',
    'men',
    'male',
    'guy',
    'gentleman',
    'gentlemen',
    'lord',
    'he',
    'him',
    'father',
    'husband',
    'son',
    'brother',
    'uncle',
    'widower',
  ]),
  ...synonyms({ gender: 'Non-binary' }, ['nonbinary', 'non binary', 'enby', 'androgynous']),
  // Ages, some with a gender.
  ...synonyms({ age: 'child' }, [
    'child',
    'children',
    'kid',
    'youngster',
    'teen',
    'teenager',
    'teenage',
    'adolescent',
    'urchin',
    'very young',
  ]),
  boy: { age: 'child', gender: 'Male' },
  girl: { age: 'child', gender: 'Female' },
  ...synonyms({ age: 'young' }, ['young', 'youth', 'youthful', 'younger']),
  lad: { age: 'young', gender: 'Male' },
  ...synonyms({ age: 'young', gender: 'Female' }, ['lass', 'maiden']),
  ...synonyms({ age: 'adult' }, ['adult', 'grown', 'grown up', 'middle aged', 'mature']),
  ...synonyms({ age: 'old' }, [
    'old',
    'older',
    'elderly',
    'elder',
    'aged',
    'grey',
    'gray',
    'greybeard',
    'graybeard',
    'old timer',
  ]),
  ...synonyms({ age: 'old', gender: 'Female' }, [
    'crone',
    'hag',
    'grandmother',
    'grandma',
    'granny',
    'grannies',
  ]),
  ...synonyms({ age: 'old', gender: 'Male' }, ['grandfather', 'grandpa', 'gramps']),
  ...synonyms({ age: 'ancient' }, ['ancient', 'venerable', 'oldest', 'ageless', 'very old']),
  // The two halves of the alignment.
  ...synonyms({ order: 'lawful' }, [
    'lawful',
    'orderly',
    'law abiding',
    'disciplined',
    'dutiful',
    'loyal',
    'honourable',
    'honorable',
    'strict',
  ]),
  ...synonyms({ order: 'chaotic' }, [
    'chaotic',
    'wild',
    'unruly',
    'reckless',
    'rebellious',
    'rebel',
    'unpredictable',
    'free spirited',
  ]),
  ...synonyms({ moral: 'good' }, [
    'good',
    'kind',
    'kindly',
    'nice',
    'gentle',
    'friendly',
    'benevolent',
    'honest',
    'noble',
    'decent',
    'virtuous',
    'righteous',
    'caring',
    'generous',
    'helpful',
    'heroic',
  ]),
  ...synonyms({ moral: 'evil' }, [
    'evil',
    'wicked',
    'cruel',
    'villain',
    'villainous',
    'sinister',
    'bad',
    'nasty',
    'malicious',
    'malevolent',
    'vile',
    'corrupt',
    'treacherous',
  ]),
  neutral: { neutral: true },
  'true neutral': { order: 'neutral', moral: 'neutral' },
  ...synonyms({ neutral: true }, ['balanced', 'impartial']),
  // Classes.
  ...synonyms({ characterClass: 'Warrior' }, [
    'warrior',
    'fighter',
    'soldier',
    'knight',
    'barbarian',
    'paladin',
    'ranger',
    'swordsman',
  ]),
  swordswoman: { characterClass: 'Warrior', gender: 'Female' },
  ...synonyms({ characterClass: 'Mage' }, ['mage', 'wizard', 'sorcerer']),
  ...synonyms({ characterClass: 'Mage', gender: 'Female' }, ['sorceress', 'witch']),
  ...synonyms({ characterClass: 'Mage' }, ['warlock', 'magician', 'enchanter']),
  enchantress: { characterClass: 'Mage', gender: 'Female' },
  ...synonyms({ characterClass: 'Mage' }, ['necromancer', 'spellcaster']),
  ...synonyms({ characterClass: 'Rogue' }, [
    'rogue',
    'thief',
    'thieves',
    'burglar',
    'scoundrel',
    'rascal',
    'bandit',
    'outlaw',
    'assassin',
    'spy',
  ]),
  cleric: { characterClass: 'Cleric' },
  priest: PRIESTS,
  priestess: { ...PRIESTS, gender: 'Female' },
  monk: { ...PRIESTS },
  nun: { ...PRIESTS, gender: 'Female' },
  friar: { ...PRIESTS, gender: 'Male' },
  ...synonyms({ characterClass: 'Cleric' }, ['acolyte', 'druid']),
  // Trades, under the names people give them.
  ...synonyms(SMITHS, ['smith', 'smithy', 'ironsmith', 'weaponsmith', 'armourer', 'armorer']),
  ...synonyms(GUARDS, ['guard', 'guardsman', 'guardsmen']),
  guardswoman: { ...GUARDS, gender: 'Female' },
  ...synonyms(GUARDS, [
    'sentry',
    'sentinel',
    'watchman',
    'watchmen',
    'warden',
    'gatekeeper',
    'bodyguard',
  ]),
  ...synonyms(INNKEEPERS, [
    'innkeeper',
    'innkeep',
    'inn keeper',
    'tavern keeper',
    'barkeep',
    'barkeeper',
    'bartender',
    'publican',
  ]),
  landlord: { ...INNKEEPERS, gender: 'Male' },
  landlady: { ...INNKEEPERS, gender: 'Female' },
  ...synonyms(SAILORS, [
    'sailor',
    'seaman',
    'seamen',
    'mariner',
    'boatman',
    'boatmen',
    'bargeman',
    'bargemen',
    'ferrymen',
    'pilot',
  ]),
  ...synonyms(trades('fisher'), ['fisherman', 'fishermen']),
  fisherwoman: { ...trades('fisher'), gender: 'Female' },
  ...synonyms(HUNTERS, ['hunter', 'huntsman']),
  huntress: { ...HUNTERS, gender: 'Female' },
  ...synonyms(HUNTERS, ['trapper', 'tracker']),
  ...synonyms(MERCHANTS, [
    'merchant',
    'trader',
    'shopkeeper',
    'shopkeep',
    'peddler',
    'pedlar',
    'dealer',
    'tinker',
  ]),
  ...synonyms(SCRIBES, ['scribe', 'clerk', 'copyist']),
  ...synonyms(SCHOLARS, ['scholar', 'sage', 'librarian', 'archivist']),
  ...synonyms(HEALERS, ['healer', 'doctor', 'physician', 'medic', 'nurse']),
  ...synonyms(COOKS, ['cook', 'chef']),
  ...synonyms(FARMERS, ['farmer', 'peasant']),
  herder: trades('shepherd'),
  shepherdess: { ...trades('shepherd'), gender: 'Female' },
  ...synonyms(SEERS, ['seer', 'oracle', 'diviner', 'soothsayer', 'astrologer', 'fortune teller']),
  ...synonyms(TEACHERS, ['tutor', 'teacher', 'instructor', 'trainer']),
  miner: MINERS,
  mason: trades('stonemason'),
  ...synonyms(trades('gem cutter'), ['jeweller', 'jeweler']),
  ...synonyms(MESSENGERS, ['courier', 'messenger', 'runner']),
  ...synonyms(FIGHTERS, ['boxer', 'brawler', 'gladiator']),
  ...synonyms(MERCENARIES, ['mercenary', 'mercenaries', 'sellsword']),
  ...synonyms(GAMBLERS, ['gambler', 'cardsharp']),
  ...synonyms(COLLECTORS, ['taxman', 'collector']),
  apprentice: APPRENTICES,
  novice: trades('temple novice'),
  squire: trades('squire to a poor knight'),
  retired: RETIRED,
  shaman: SHAMANS,
  scout: SCOUTS,
  brewer: BREWERS,
  winemaker: trades('vintner'),
  undertaker: trades('gravedigger', 'burial singer'),
  preacher: trades('wandering preacher'),
  pilgrim: trades('pilgrim guide'),
  smuggler: trades('dockside smuggler'),
  fence: trades('fence for stolen goods'),
  cutpurse: { characterClass: 'Rogue', occupations: ['pickpocket'] },
  forger: trades('forger of letters and seals'),
  weaver: trades('silk weaver'),
  tanner: trades('hide tanner'),
  carver: trades('bone carver', 'rune carver'),
  storyteller: trades('storyteller of the fire circle'),
  bard: trades('keeper of the old songs', 'storyteller of the fire circle'),
  ratcatcher: trades('rat-catcher'),
  mapmaker: trades('cartographer'),
  groom: STABLE,
  stableboy: { ...STABLE, gender: 'Male' },
  // Each trade by its own name ("gate warden", "bookbinder").
  ...Object.fromEntries(TRADE_NAMES.map((name) => [normalise(name), trades(name)])),
};

/**
 * Words that carry no wish of their own ("an old elf who is kind"): understood, and passed
 * over. "year"/"years" let "40 years old" read as an age.
 */
const FILLERS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'who',
  'whos',
  'is',
  'with',
  'some',
  'someone',
  'somebody',
  'person',
  'people',
  'folk',
  'npc',
  'character',
  'one',
  'any',
  'very',
  'quite',
  'rather',
  'really',
  'i',
  'need',
  'want',
  'me',
  'my',
  'for',
  'from',
  'at',
  'in',
  'on',
  'to',
  'as',
  'but',
  'that',
  'this',
  'please',
  'local',
  'random',
  'true',
  'year',
  'years',
  'yrs',
  'yo',
]);

/** Lower case, hyphens as spaces, curly apostrophes straight and possessives dropped. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/-/g, ' ')
    .trim();
}

/** The forms a plural word may come from: "guards" → "guard", "spies" → "spy". */
function singulars(word: string): string[] {
  const forms: string[] = [];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('men')) forms.push(`${word.slice(0, -3)}man`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/** The meaning of a phrase as written or as the plural of one; undefined if none. */
function meaningOf(phrase: string): Meaning | undefined {
  const own = WORDS[phrase];
  if (own) return own;
  const cut = phrase.lastIndexOf(' ');
  const head = phrase.slice(0, cut + 1);
  for (const form of singulars(phrase.slice(cut + 1))) {
    const meaning = WORDS[head + form];
    if (meaning) return meaning;
  }
  return undefined;
}

/** The longest phrase the lexicon knows. */
const LONGEST_PHRASE = Math.max(...Object.keys(WORDS).map((key) => key.split(' ').length));

/** Every known word, for telling a word still being typed ("dwa") from one not understood. */
const KNOWN_STARTS = [...Object.keys(WORDS), ...FILLERS];

interface Token {
  /** As typed, for the list of words not understood. */
  typed: string;
  /** As looked up. */
  word: string;
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const typed of text.match(/[\p{L}\p{N}'’-]+/gu) ?? []) {
    // A hyphenated word is looked up as its parts ("half-orc" as "half orc").
    for (const word of normalise(typed).split(/\s+/)) {
      if (word) tokens.push({ typed, word });
    }
  }
  return tokens;
}

/** The oldest age a number may stand for; a larger number is not understood. */
const MAX_YEARS = 999;

const YEAR_WORDS = new Set(['year', 'years', 'yrs', 'yo']);
const isNumber = (word: string): boolean => /^\d+$/.test(word);
const isFiller = (word: string): boolean =>
  FILLERS.has(word) || singulars(word).some((form) => FILLERS.has(form));

/** A pack's name as its words are looked up ("Wood-elf" as "wood elf"). */
const packNameWords = (name: string): string[] => normalise(name).split(/\s+/).filter(Boolean);

/** Whether `words` read as `name`, its last word perhaps a plural ("wood elves"). */
function namesPack(words: readonly string[], name: readonly string[]): boolean {
  if (words.length !== name.length || words.length === 0) return false;
  const last = words.length - 1;
  if (words.slice(0, last).some((word, i) => word !== name[i])) return false;
  const said = words[last] as string;
  return [said, ...singulars(said)].includes(name[last] as string);
}

/**
 * The pack race or class whose name the words from token `start` say, the longest first ("wood
 * elf" before "elf"), with its length in words; undefined when they say none.
 */
function packPhrase(
  names: readonly string[] | undefined,
  tokens: readonly Token[],
  start: number,
): { name: string; length: number } | undefined {
  let found: { name: string; length: number } | undefined;
  for (const name of names ?? []) {
    const words = packNameWords(name);
    const said = tokens.slice(start, start + words.length).map((t) => t.word);
    if (namesPack(said, words) && words.length > (found?.length ?? 0)) {
      found = { name, length: words.length };
    }
  }
  return found;
}

/** Whether the words from token `start` to the end begin a pack's name ("wood el"). */
function startsPackName(packs: PackWords | undefined, tokens: readonly Token[], start: number) {
  const said = tokens.slice(start).map((t) => t.word);
  return [...(packs?.races ?? []), ...(packs?.classes ?? [])].some((name) => {
    const words = packNameWords(name);
    if (said.length > words.length) return false;
    const last = said.length - 1;
    return (
      said.slice(0, last).every((word, i) => word === words[i]) &&
      (words[last] ?? '').startsWith(said[last] ?? '')
    );
  });
}

/** The longest phrase starting at token `start` that has a meaning, with its length in words. */
function longestMeaning(
  tokens: readonly Token[],
  start: number,
): { meaning: Meaning; length: number } | undefined {
  for (let length = Math.min(LONGEST_PHRASE, tokens.length - start); length > 0; length -= 1) {
    const phrase = tokens
      .slice(start, start + length)
      .map((t) => t.word)
      .join(' ');
    const meaning = meaningOf(phrase);
    if (meaning) return { meaning, length };
  }
  return undefined;
}

/**
 * What the words of `text` ask of the next NPC. Words are read from left to right: a later word
 * of the same kind replaces an earlier one ("dwarf elf" is an elf), except the two halves of the
 * alignment, which each word sets apart ("lawful" then "evil" is Lawful Evil; "neutral" fills
 * whichever half is left). A number is an age ("40", "40 years old"). Words it does not know are
 * returned as typed, each once. With `typing`, a last word with nothing after it that is the
 * start of a known one ("dwa") is still being written, and is not reported yet.
 */
export function readNpcWords(
  text: string,
  { typing = false, packs }: { typing?: boolean; packs?: PackWords } = {},
): NpcWords {
  const tokens = tokenise(text);
  // The last word is still being written while nothing follows it.
  const open = typing && /[\p{L}\p{N}'’-]$/u.test(text);
  const constraints: NpcConstraints = {};
  const unknown: string[] = [];
  let neutral = false;
  let pending: string | undefined;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const previous = tokens[i - 1]?.word ?? '';
    // "40 years old": "old" after an age belongs to it, and is not the age word.
    if (token.word === 'old' && (isNumber(previous) || YEAR_WORDS.has(previous))) {
      i += 1;
      continue;
    }
    // A pack's own race or class wins over what its words mean otherwise ("bard" is a trade,
    // "elf" a race of ours in "wood elf"); the longer name wins when both could be read.
    const packRace = packPhrase(packs?.races, tokens, i);
    const packClass = packPhrase(packs?.classes, tokens, i);
    if (packRace ?? packClass) {
      if (packRace && packRace.length >= (packClass?.length ?? 0)) {
        constraints.packRace = packRace.name;
        i += packRace.length;
      } else if (packClass) {
        constraints.packClass = packClass.name;
        i += packClass.length;
      }
      continue;
    }
    const found = longestMeaning(tokens, i);
    if (found) {
      const { neutral: fills, ...rest } = found.meaning;
      if (fills) neutral = true;
      // A later built-in race or class replaces a pack's named before it.
      if (rest.race) delete constraints.packRace;
      if (rest.characterClass) delete constraints.packClass;
      Object.assign(constraints, rest);
      i += found.length;
      continue;
    }
    // The first words of a pack's name, the last still being written ("wood el").
    if (open && startsPackName(packs, tokens, i)) {
      pending = tokens
        .slice(i)
        .map((t) => t.typed)
        .filter((typed, n, all) => all.indexOf(typed) === n)
        .join(' ');
      break;
    }
    i += 1;
    const years = isNumber(token.word) ? Number(token.word) : 0;
    if (years >= 1 && years <= MAX_YEARS) {
      constraints.years = years;
      continue;
    }
    if (isFiller(token.word)) continue;
    const last = i === tokens.length;
    if (open && last && KNOWN_STARTS.some((known) => known.startsWith(token.word))) {
      pending = token.typed;
      continue;
    }
    if (!unknown.includes(token.typed)) unknown.push(token.typed);
  }
  if (neutral) {
    constraints.order ??= 'neutral';
    constraints.moral ??= 'neutral';
  }
  return { constraints, unknown, ...(pending !== undefined && { pending }) };
}
