/**
 * The few SRD 5.2 facts the stat block needs, for the app's four classes and four races: each
 * class's core traits and first starting-equipment choice, each species' size, speed, senses and
 * traits, and the weapons and cantrips the actions use.
 */
import type { CharacterClass, Race } from '../character';
import type { Ability } from './abilities';
import spells from './spells.json';

export const SKILLS = {
  Acrobatics: 'dex',
  'Animal Handling': 'wis',
  Arcana: 'int',
  Athletics: 'str',
  Deception: 'cha',
  History: 'int',
  Insight: 'wis',
  Intimidation: 'cha',
  Investigation: 'int',
  Medicine: 'wis',
  Nature: 'int',
  Perception: 'wis',
  Performance: 'cha',
  Persuasion: 'cha',
  Religion: 'int',
  'Sleight of Hand': 'dex',
  Stealth: 'dex',
  Survival: 'wis',
} as const satisfies Record<string, Ability>;
export type Skill = keyof typeof SKILLS;

export interface Weapon {
  name: string;
  /** The damage dice, e.g. `2d6`. */
  dice: string;
  damageType: string;
  /** Finesse: the better of Strength and Dexterity. */
  finesse?: boolean;
  /** Thrown, with its normal and long range in feet. */
  thrown?: readonly [number, number];
  /** A ranged weapon's normal and long range in feet: it uses Dexterity. */
  range?: readonly [number, number];
  /** Simple or Martial, Melee or Ranged, by the dnd5e system's keys. */
  category: 'simpleM' | 'simpleR' | 'martialM' | 'martialR';
}

/** From the Weapons table. */
const WEAPONS = {
  greatsword: { name: 'Greatsword', dice: '2d6', damageType: 'slashing', category: 'martialM' },
  javelin: {
    name: 'Javelin',
    dice: '1d6',
    damageType: 'piercing',
    thrown: [30, 120],
    category: 'simpleM',
  },
  shortsword: {
    name: 'Shortsword',
    dice: '1d6',
    damageType: 'piercing',
    finesse: true,
    category: 'martialM',
  },
  shortbow: {
    name: 'Shortbow',
    dice: '1d6',
    damageType: 'piercing',
    range: [80, 320],
    category: 'simpleR',
  },
  dagger: {
    name: 'Dagger',
    dice: '1d4',
    damageType: 'piercing',
    finesse: true,
    thrown: [20, 60],
    category: 'simpleM',
  },
  mace: { name: 'Mace', dice: '1d6', damageType: 'bludgeoning', category: 'simpleM' },
} as const satisfies Record<string, Weapon>;

interface Armor {
  /** As the stat block names it. */
  name: string;
  base: number;
  /** The most Dexterity adds: undefined for all of it, 0 for none (heavy armour). */
  maxDex?: number;
  /** Heavy armour's Strength: below it, the wearer's Speed drops by 10 feet. */
  strength?: number;
}

/** From the Armor table. */
const ARMOR = {
  leather: { name: 'leather armor', base: 11 },
  chainShirt: { name: 'chain shirt', base: 13, maxDex: 2 },
  chainMail: { name: 'chain mail', base: 16, maxDex: 0, strength: 13 },
} as const satisfies Record<string, Armor>;
export const SHIELD_BONUS = 2;

/**
 * A damage cantrip; its dice grow at character levels 5, 11 and 17. It hits by a spell attack,
 * or asks its target for a saving throw (no damage on a success).
 */
export interface Cantrip {
  name: string;
  /** The sides of its one die of damage. */
  die: number;
  damageType: string;
  range: number;
  /** The save it asks for; without one it is a ranged spell attack. */
  save?: Ability;
}

const FIRE_BOLT: Cantrip = { name: 'Fire Bolt', die: 10, damageType: 'fire', range: 120 };
const SACRED_FLAME: Cantrip = {
  name: 'Sacred Flame',
  die: 8,
  damageType: 'radiant',
  range: 60,
  save: 'dex',
};

/**
 * A short list of SRD 5.2 spells a caster has ready, by spell level (index 0 the cantrips): the
 * damage cantrip first, then the usual picks of the class's list, names only.
 */
type SpellList = readonly (readonly string[])[];

const { cleric: CLERIC_SPELLS, wizard: WIZARD_SPELLS }: Record<'cleric' | 'wizard', SpellList> =
  spells;

/** Cantrips known by a Cleric or Wizard: 3 at level 1, 4 from level 4, 5 from level 10. */
export const cantripsKnown = (level: number): number =>
  3 + [4, 10].filter((at) => level >= at).length;

/**
 * A full caster's spell slots by character level (the Cleric and Wizard tables), each row the
 * slots of spell levels 1 upwards.
 */
const FULL_CASTER_SLOTS: readonly (readonly number[])[] = [
  [2],
  [3],
  [4, 2],
  [4, 3],
  [4, 3, 2],
  [4, 3, 3],
  [4, 3, 3, 1],
  [4, 3, 3, 2],
  [4, 3, 3, 3, 1],
  [4, 3, 3, 3, 2],
  [4, 3, 3, 3, 2, 1],
  [4, 3, 3, 3, 2, 1],
  [4, 3, 3, 3, 2, 1, 1],
  [4, 3, 3, 3, 2, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1, 1],
  [4, 3, 3, 3, 3, 1, 1, 1, 1],
  [4, 3, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 3, 2, 2, 1, 1],
];

/** The spell slots of spell levels 1 upwards at a character level from 1 to 20. */
export const spellSlots = (level: number): readonly number[] =>
  FULL_CASTER_SLOTS[Math.min(Math.max(level, 1), FULL_CASTER_SLOTS.length) - 1] ?? [];

export const cantripDice = (level: number): number =>
  1 + [5, 11, 17].filter((at) => level >= at).length;

export interface ClassRules {
  /** The SRD class the app's class plays as. */
  name: 'Fighter' | 'Wizard' | 'Rogue' | 'Cleric';
  hitDie: 6 | 8 | 10;
  /** The Fixed Hit Points by Class table: the die's average, rounded up. */
  fixedHitPoints: number;
  savingThrows: readonly [Ability, Ability];
  /**
   * The class's chosen skills and its background's two, one list (the class's pick avoids the
   * background's): Fighter + Soldier, Wizard + Sage, Rogue + Criminal, Cleric + Acolyte.
   */
  skills: readonly Skill[];
  /** From the first starting-equipment choice. */
  armor?: Armor;
  shield?: boolean;
  weapons: readonly Weapon[];
  spellcasting?: { ability: Ability; cantrip: Cantrip; spells: SpellList };
}

export const CLASS_RULES: Record<CharacterClass, ClassRules> = {
  Warrior: {
    name: 'Fighter',
    hitDie: 10,
    fixedHitPoints: 6,
    savingThrows: ['str', 'con'],
    // Class: Perception, Survival; Soldier: Athletics, Intimidation.
    skills: ['Athletics', 'Intimidation', 'Perception', 'Survival'],
    // (A) Chain Mail, Greatsword, Flail, 8 Javelins, …
    armor: ARMOR.chainMail,
    weapons: [WEAPONS.greatsword, WEAPONS.javelin],
  },
  Mage: {
    name: 'Wizard',
    hitDie: 6,
    fixedHitPoints: 4,
    savingThrows: ['int', 'wis'],
    // Class: Insight, Investigation; Sage: Arcana, History.
    skills: ['Arcana', 'History', 'Insight', 'Investigation'],
    // (A) 2 Daggers, Arcane Focus (Quarterstaff), Robe, Spellbook, …: no armour.
    weapons: [WEAPONS.dagger],
    spellcasting: { ability: 'int', cantrip: FIRE_BOLT, spells: WIZARD_SPELLS },
  },
  Rogue: {
    name: 'Rogue',
    hitDie: 8,
    fixedHitPoints: 5,
    savingThrows: ['dex', 'int'],
    // Class: Acrobatics, Deception, Investigation, Perception; Criminal: Sleight of Hand, Stealth.
    skills: [
      'Acrobatics',
      'Deception',
      'Investigation',
      'Perception',
      'Sleight of Hand',
      'Stealth',
    ],
    // (A) Leather Armor, 2 Daggers, Shortsword, Shortbow, 20 Arrows, …
    armor: ARMOR.leather,
    weapons: [WEAPONS.shortsword, WEAPONS.shortbow],
  },
  Cleric: {
    name: 'Cleric',
    hitDie: 8,
    fixedHitPoints: 5,
    savingThrows: ['wis', 'cha'],
    // Class: Medicine, Persuasion; Acolyte: Insight, Religion.
    skills: ['Insight', 'Medicine', 'Persuasion', 'Religion'],
    // (A) Chain Shirt, Shield, Mace, Holy Symbol, …
    armor: ARMOR.chainShirt,
    shield: true,
    weapons: [WEAPONS.mace],
    spellcasting: { ability: 'wis', cantrip: SACRED_FLAME, spells: CLERIC_SPELLS },
  },
};

/**
 * Skills in which a character has Expertise (twice the Proficiency Bonus), by class level: the
 * Rogue's Expertise (the two the SRD recommends at 1, two more at 6) and the Wizard's Scholar.
 */
export function expertise(characterClass: CharacterClass, level: number): Skill[] {
  if (characterClass === 'Rogue') {
    return level >= 6
      ? ['Sleight of Hand', 'Stealth', 'Perception', 'Acrobatics']
      : ['Sleight of Hand', 'Stealth'];
  }
  if (characterClass === 'Mage' && level >= 2) return ['Arcana'];
  return [];
}

/** The Rogue's Sneak Attack dice: 1d6 at level 1, one more every odd level. */
export const sneakAttackDice = (level: number): number => Math.ceil(level / 2);

/** A Fighter's attacks per Attack action: Extra Attack at 5, two extra at 11, three at 20. */
export const fighterAttacks = (level: number): number =>
  1 + [5, 11, 20].filter((at) => level >= at).length;

export interface SpeciesRules {
  /** Humans may be Small or Medium: they are shown Medium. */
  size: 'Medium';
  speed: number;
  darkvision?: number;
  /** Hit points +1 per level (Dwarven Toughness). */
  toughness?: boolean;
  /**
   * A skill the species grants, the first of these not already had: an Elf's Keen Senses
   * (Insight, Perception or Survival); a Human's Skillful (any skill).
   */
  skillChoice?: readonly Skill[];
  /**
   * Common plus two languages from the Standard Languages table, chosen for the species (a
   * Rogue's Thieves' Cant adds another of these if one is not known yet).
   */
  languages: readonly string[];
}

/** Every species here is Medium and walks 30 ft. */
const MEDIUM = { size: 'Medium', speed: 30 } as const;

export const SPECIES_RULES: Record<Race, SpeciesRules> = {
  Human: {
    ...MEDIUM,
    skillChoice: ['Perception', 'Insight', 'Survival'],
    languages: ['Common', 'Dwarvish', 'Halfling'],
  },
  // The High Elf lineage: Darkvision 60 ft. and Speed 30 ft. (a Drow would see 120 ft., a Wood
  // Elf move 35 ft.).
  Elf: {
    ...MEDIUM,
    darkvision: 60,
    skillChoice: ['Perception', 'Insight', 'Survival'],
    languages: ['Common', 'Elvish', 'Halfling'],
  },
  Dwarf: {
    ...MEDIUM,
    darkvision: 120,
    toughness: true,
    languages: ['Common', 'Dwarvish', 'Giant'],
  },
  Orc: { ...MEDIUM, darkvision: 120, languages: ['Common', 'Orc', 'Goblin'] },
};

/** The language a Rogue's Thieves' Cant adds: the first of these the character does not know. */
export const ROGUE_EXTRA_LANGUAGES = ['Goblin', 'Elvish', 'Dwarvish', 'Halfling'] as const;
