/**
 * A character's fifth-edition stat block, derived from its class, race, level and ability scores
 * by the SRD 5.2 rules, and its plain-text form (the layout 5e stat-block importers read).
 */
import {
  fullName,
  isCharacterClass,
  isRace,
  type Character,
  type CharacterClass,
} from '../character';
import {
  ABILITIES,
  ABILITY_NAMES,
  ABILITY_SHORT_NAMES,
  abilityModifier,
  formatBonus,
  proficiencyBonus,
  type Ability,
  type StatBlockInput,
} from './abilities';
import {
  CLASS_RULES,
  ROGUE_EXTRA_LANGUAGES,
  SHIELD_BONUS,
  SKILLS,
  SPECIES_RULES,
  cantripDice,
  expertise,
  fighterAttacks,
  sneakAttackDice,
  type Skill,
  type Weapon,
} from './rules';

/** The licence's required attribution, wherever SRD numbers are shown, printed or exported. */
export const SRD_ATTRIBUTION =
  'This work includes material from the System Reference Document 5.2 ("SRD 5.2") by Wizards of the Coast LLC, available at https://www.dndbeyond.com/srd. The SRD 5.2 is licensed under the Creative Commons Attribution 4.0 International License, available at https://creativecommons.org/licenses/by/4.0/legalcode.';

interface AbilityFigure {
  ability: Ability;
  score: number;
  modifier: number;
  /** `16 (+3)` */
  text: string;
}

interface Bonus {
  name: string;
  bonus: number;
}

interface StatAction {
  name: string;
  /** What follows the name, e.g. `Melee Weapon Attack: +5 to hit, …`. */
  description: string;
}

/** Everything the stat block shows. */
export interface StatBlock {
  name: string;
  size: 'Medium';
  creatureType: 'Humanoid';
  species: string;
  alignment: string;
  /** The SRD class the character plays as (a Warrior is a Fighter, a Mage a Wizard). */
  className: string;
  level: number;
  proficiencyBonus: number;
  abilities: AbilityFigure[];
  armorClass: { value: number; armor: string };
  hitPoints: { value: number; dice: string; text: string };
  /** Feet. */
  speed: number;
  savingThrows: Bonus[];
  skills: Bonus[];
  /** Feet; undefined without Darkvision. */
  darkvision?: number;
  passivePerception: number;
  languages: string[];
  actions: StatAction[];
}

/** `1d10 + 3`, `1d6 - 1`, `1d8`. */
const diceWith = (dice: string, bonus: number): string =>
  bonus === 0 ? dice : `${dice} ${bonus < 0 ? '-' : '+'} ${Math.abs(bonus)}`;

/** The average of dice such as `2d6`, as stat blocks give it before the dice. */
function average(dice: string, bonus: number): number {
  const [count, sides] = dice.split('d').map(Number) as [number, number];
  return Math.max(1, Math.floor((count * (sides + 1)) / 2 + bonus));
}

/** `Hit: 10 (2d6 + 3) slashing damage.` */
const hit = (dice: string, bonus: number, damageType: string) =>
  `${average(dice, bonus)} (${diceWith(dice, bonus)}) ${damageType} damage`;

/** A weapon attack, by the Attacks rule: Strength in melee, Dexterity at range, finesse either. */
function weaponAction(weapon: Weapon, mods: Record<Ability, number>, pb: number): StatAction {
  const mod = weapon.range ? mods.dex : weapon.finesse ? Math.max(mods.str, mods.dex) : mods.str;
  const toHit = `${formatBonus(mod + pb)} to hit`;
  let kind = 'Melee Weapon Attack';
  let reach = 'reach 5 ft.';
  if (weapon.range) {
    kind = 'Ranged Weapon Attack';
    reach = `range ${weapon.range[0]}/${weapon.range[1]} ft.`;
  } else if (weapon.thrown) {
    kind = 'Melee or Ranged Weapon Attack';
    reach = `reach 5 ft. or range ${weapon.thrown[0]}/${weapon.thrown[1]} ft.`;
  }
  return {
    name: weapon.name,
    description: `${kind}: ${toHit}, ${reach}, one target. Hit: ${hit(weapon.dice, mod, weapon.damageType)}.`,
  };
}

function classActions(
  characterClass: CharacterClass,
  level: number,
  mods: Record<Ability, number>,
  pb: number,
): StatAction[] {
  const rules = CLASS_RULES[characterClass];
  const actions: StatAction[] = [];
  const attacks = characterClass === 'Warrior' ? fighterAttacks(level) : 1;
  if (attacks > 1) {
    const times = ['once', 'twice', 'three times', 'four times'][attacks - 1] as string;
    actions.push({
      name: 'Extra Attack',
      description: `Attacks ${times} whenever it takes the Attack action.`,
    });
  }
  const spell = rules.spellcasting;
  if (spell) {
    const mod = mods[spell.ability];
    const dice = `${cantripDice(level)}${spell.cantrip.die}`;
    const damage = `${average(dice, 0)} (${dice}) ${spell.cantrip.damageType} damage`;
    actions.push(
      spell.cantrip.name === 'Sacred Flame'
        ? {
            name: 'Sacred Flame (Cantrip)',
            description: `One creature it can see within ${spell.cantrip.range} ft. must succeed on a DC ${8 + mod + pb} Dexterity saving throw or take ${damage}. The target gains no benefit from Half Cover or Three-Quarters Cover for this save.`,
          }
        : {
            name: `${spell.cantrip.name} (Cantrip)`,
            description: `Ranged Spell Attack: ${formatBonus(mod + pb)} to hit, range ${spell.cantrip.range} ft., one target. Hit: ${damage}.`,
          },
    );
  }
  actions.push(...rules.weapons.map((weapon) => weaponAction(weapon, mods, pb)));
  if (characterClass === 'Rogue') {
    const dice = `${sneakAttackDice(level)}d6`;
    actions.push({
      name: 'Sneak Attack (1/Turn)',
      description: `Deals an extra ${average(dice, 0)} (${dice}) damage when it hits with a finesse or ranged weapon and has Advantage on the roll, or when an ally is within 5 ft. of the target and it doesn't have Disadvantage on the roll.`,
    });
  }
  if (spell) {
    actions.push({
      name: 'Spellcasting',
      description: `Spell save DC ${8 + mods[spell.ability] + pb}, ${formatBonus(mods[spell.ability] + pb)} to hit with spell attacks.`,
    });
  }
  return actions;
}

/**
 * The stat block of `character` at `input`'s level and scores, or undefined for a race or class
 * outside the app's lists (nothing can be derived for those).
 */
export function deriveStatBlock(
  character: Character,
  input: StatBlockInput,
): StatBlock | undefined {
  const { race, characterClass } = character;
  if (!isRace(race) || !isCharacterClass(characterClass)) return undefined;
  const rules = CLASS_RULES[characterClass];
  const species = SPECIES_RULES[race];
  const { level, scores } = input;
  const pb = proficiencyBonus(level);
  const mods = Object.fromEntries(
    ABILITIES.map((ability) => [ability, abilityModifier(scores[ability])]),
  ) as Record<Ability, number>;

  const abilities = ABILITIES.map((ability) => ({
    ability,
    score: scores[ability],
    modifier: mods[ability],
    text: `${scores[ability]} (${formatBonus(mods[ability])})`,
  }));

  // Armour Class: the starting kit's armour (Dexterity capped by it), else 10 + Dexterity.
  const armor = rules.armor;
  const fromArmor = armor
    ? armor.base + (armor.maxDex === undefined ? mods.dex : Math.min(mods.dex, armor.maxDex))
    : 10 + mods.dex;
  const armorClass = {
    value: fromArmor + (rules.shield ? SHIELD_BONUS : 0),
    armor: [armor?.name, rules.shield ? 'shield' : undefined].filter(Boolean).join(', '),
  };

  // Hit points: the die's maximum at level 1, the fixed value at each later level, each plus the
  // Constitution modifier (at least 1 a level), plus 1 a level for Dwarven Toughness.
  const perLevelExtra = mods.con + (species.toughness ? 1 : 0);
  const hitPointsValue =
    Math.max(1, rules.hitDie + perLevelExtra) +
    (level - 1) * Math.max(1, rules.fixedHitPoints + perLevelExtra);
  const dice = `${level}d${rules.hitDie}`;
  const hitPoints = {
    value: hitPointsValue,
    dice,
    text: `${hitPointsValue} (${diceWith(dice, level * perLevelExtra)})`,
  };

  // Heavy armour without the Strength it asks for slows the wearer by 10 feet.
  const strengthShort = armor?.strength !== undefined && scores.str < armor.strength;
  const speed = species.speed - (strengthShort ? 10 : 0);

  const savingThrows = rules.savingThrows.map((ability) => ({
    name: ABILITY_NAMES[ability],
    bonus: mods[ability] + pb,
  }));

  const proficient = new Set<Skill>(rules.skills);
  const speciesSkill = species.skillChoice?.find((skill) => !proficient.has(skill));
  if (speciesSkill) proficient.add(speciesSkill);
  const experts = new Set(expertise(characterClass, level));
  const skillBonus = (skill: Skill) =>
    mods[SKILLS[skill]] + (experts.has(skill) ? 2 * pb : proficient.has(skill) ? pb : 0);
  const skills = [...proficient]
    .sort((a, b) => a.localeCompare(b))
    .map((skill) => ({ name: skill, bonus: skillBonus(skill) }));

  const languages = [...species.languages];
  if (characterClass === 'Rogue') {
    languages.push("Thieves' Cant");
    const extra = ROGUE_EXTRA_LANGUAGES.find((language) => !languages.includes(language));
    if (extra) languages.push(extra);
  }

  return {
    name: fullName(character) || 'Unnamed',
    size: species.size,
    creatureType: 'Humanoid',
    species: race,
    alignment: character.alignment,
    className: rules.name,
    level,
    proficiencyBonus: pb,
    abilities,
    armorClass,
    hitPoints,
    speed,
    savingThrows,
    skills,
    darkvision: species.darkvision,
    passivePerception: 10 + skillBonus('Perception'),
    languages,
    actions: classActions(characterClass, level, mods, pb),
  };
}

/** `Str +5, Con +4`: saving throws or skills as a stat block lists them. */
export const bonusList = (bonuses: Bonus[]) =>
  bonuses.map(({ name, bonus }) => `${name} ${formatBonus(bonus)}`).join(', ');

/** The senses line's text: `Darkvision 60 ft., Passive Perception 13`. */
export const sensesText = (block: StatBlock): string =>
  [
    block.darkvision ? `Darkvision ${block.darkvision} ft.` : undefined,
    `Passive Perception ${block.passivePerception}`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The stat block as plain text in the usual 5e layout (which Fantasy Grounds and Foundry's
 * stat-block importers read), ending with the SRD attribution.
 */
export function statBlockText(character: Character, block: StatBlock): string {
  // The block already carries what it shows of the character; the name is taken afresh so an
  // edited name shows without deriving the block again.
  const name = fullName(character) || block.name;
  const typeLine = [
    `${block.size} ${block.creatureType} (${block.species})`,
    block.alignment || undefined,
  ]
    .filter(Boolean)
    .join(', ');
  const lines = [
    name,
    typeLine,
    `Armor Class ${block.armorClass.value}${block.armorClass.armor ? ` (${block.armorClass.armor})` : ''}`,
    `Hit Points ${block.hitPoints.text}`,
    `Speed ${block.speed} ft.`,
    ABILITIES.map((ability) => ABILITY_SHORT_NAMES[ability]).join(' '),
    block.abilities.map((figure) => figure.text).join(' '),
    `Saving Throws ${bonusList(block.savingThrows)}`,
    `Skills ${bonusList(block.skills)}`,
    `Senses ${sensesText(block)}`,
    `Languages ${block.languages.join(', ')}`,
    `Level ${block.level} ${block.className} (Proficiency Bonus ${formatBonus(block.proficiencyBonus)})`,
    '',
    'Actions',
    ...block.actions.map((action) => `${action.name}. ${action.description}`),
    '',
    SRD_ATTRIBUTION,
  ];
  return lines.join('\n');
}
