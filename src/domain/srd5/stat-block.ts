/**
 * A character's fifth-edition stat block as data, derived from its class, race, level and ability
 * scores by the SRD 5.2 rules, and its plain-text form (the layout 5e stat-block importers read).
 * Every figure is a number or dice here; the text is written from them, never read back.
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
import { actionLines, actionText, type SpellGroup, type StatAction } from './actions';
import {
  challengeProficiency,
  challengeRatingText,
  estimateChallenge,
  type Challenge,
  type ChallengeInput,
} from './challenge';
import { diceAverage, diceAveraging, diceText, type Dice } from './dice';
import {
  CLASS_RULES,
  ROGUE_EXTRA_LANGUAGES,
  SHIELD_BONUS,
  SKILLS,
  SPECIES_RULES,
  cantripDice,
  cantripsKnown,
  expertise,
  fighterAttacks,
  sneakAttackDice,
  spellSlots,
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
}

/** A saving throw: `Str +5`. */
interface SaveBonus {
  ability: Ability;
  name: string;
  bonus: number;
}

/** A skill: `Stealth +7`, with how many times the proficiency bonus it adds (2 is Expertise). */
interface SkillBonus {
  skill: Skill;
  name: string;
  ability: Ability;
  bonus: number;
  proficiency: 1 | 2;
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
  /** The hit points, and dice whose average they are. */
  hitPoints: { value: number; dice: Dice };
  /** Feet. */
  speed: number;
  savingThrows: SaveBonus[];
  skills: SkillBonus[];
  /** Feet; undefined without Darkvision. */
  darkvision?: number;
  passivePerception: number;
  languages: string[];
  /** Estimated from the numbers (see `estimateChallenge`). */
  challenge: Challenge;
  actions: StatAction[];
}

/** A weapon attack, by the Attacks rule: Strength in melee, Dexterity at range, finesse either. */
function weaponAction(weapon: Weapon, mods: Record<Ability, number>, pb: number): StatAction {
  const ability: Ability = weapon.range
    ? 'dex'
    : weapon.finesse && mods.dex > mods.str
      ? 'dex'
      : 'str';
  const [count, die] = weapon.dice.split('d').map(Number) as [number, number];
  return {
    kind: 'weaponAttack',
    name: weapon.name,
    weapon,
    ability,
    attackBonus: mods[ability] + pb,
    damage: { dice: { count, die, bonus: mods[ability] }, type: weapon.damageType },
  };
}

/** A caster's spell list at `level`: the cantrips it knows, then each level it has slots for. */
function spellGroups(spells: readonly (readonly string[])[], level: number): SpellGroup[] {
  const cantrips = { level: 0, spells: (spells[0] ?? []).slice(0, cantripsKnown(level)) };
  const levelled = spellSlots(level).map((slots, i) => ({
    level: i + 1,
    slots,
    spells: [...(spells[i + 1] ?? [])],
  }));
  return [cantrips, ...levelled];
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
  if (attacks > 1) actions.push({ kind: 'extraAttack', name: 'Extra Attack', attacks });
  const spell = rules.spellcasting;
  if (spell) {
    const mod = mods[spell.ability];
    const { cantrip } = spell;
    const damage = {
      dice: { count: cantripDice(level), die: cantrip.die, bonus: 0 },
      type: cantrip.damageType,
    };
    const name = `${cantrip.name} (Cantrip)`;
    actions.push(
      cantrip.save
        ? { kind: 'spellSave', name, cantrip, saveDc: 8 + mod + pb, damage }
        : { kind: 'spellAttack', name, cantrip, attackBonus: mod + pb, damage },
    );
  }
  actions.push(...rules.weapons.map((weapon) => weaponAction(weapon, mods, pb)));
  if (characterClass === 'Rogue') {
    actions.push({
      kind: 'sneakAttack',
      name: 'Sneak Attack (1/Turn)',
      dice: { count: sneakAttackDice(level), die: 6, bonus: 0 },
    });
  }
  if (spell) {
    actions.push({
      kind: 'spellcasting',
      name: 'Spellcasting',
      spellcasting: {
        ability: spell.ability,
        className: rules.name,
        casterLevel: level,
        saveDc: 8 + mods[spell.ability] + pb,
        attackBonus: mods[spell.ability] + pb,
        groups: spellGroups(spell.spells, level),
      },
    });
  }
  return actions;
}

/**
 * The best damage the actions deal in one round, every hit landing, and how sure it is to land:
 * each attack (a Fighter's as many times as it attacks, a Rogue's with its Sneak Attack once) or
 * the save cantrip, whichever deals most.
 */
function offence(actions: StatAction[]): Omit<ChallengeInput, 'hitPoints' | 'armorClass'> {
  const average = (dice: Dice) => Math.max(1, diceAverage(dice));
  const attacks = actions.find((a) => a.kind === 'extraAttack')?.attacks ?? 1;
  const sneak = actions.find((a) => a.kind === 'sneakAttack');
  const sneakDamage = sneak ? average(sneak.dice) : 0;
  const options = actions.flatMap((action): Omit<ChallengeInput, 'hitPoints' | 'armorClass'>[] => {
    if (action.kind === 'weaponAttack') {
      return [
        {
          damagePerRound: attacks * average(action.damage.dice) + sneakDamage,
          accuracy: { attackBonus: action.attackBonus },
        },
      ];
    }
    if (action.kind === 'spellAttack') {
      return [
        {
          damagePerRound: average(action.damage.dice),
          accuracy: { attackBonus: action.attackBonus },
        },
      ];
    }
    if (action.kind === 'spellSave') {
      return [{ damagePerRound: average(action.damage.dice), accuracy: { saveDc: action.saveDc } }];
    }
    return [];
  });
  return options.reduce((best, option) =>
    option.damagePerRound > best.damagePerRound ? option : best,
  );
}

/**
 * The stat block of `character` at `input`'s level and scores, or undefined for a race or class
 * outside the app's lists (nothing can be derived for those).
 */
export function deriveStatBlock(
  character: Character,
  input: StatBlockInput,
): StatBlock | undefined {
  // A pack's race or class follows the built-in one kept with its numbers.
  const race = isRace(character.race) ? character.race : input.rules?.race;
  const characterClass = isCharacterClass(character.characterClass)
    ? character.characterClass
    : input.rules?.characterClass;
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
  // Constitution modifier (at least 1 a level), plus 1 a level for Dwarven Toughness. The dice
  // shown with them carry the bonus that makes their average exactly these hit points.
  const perLevelExtra = mods.con + (species.toughness ? 1 : 0);
  const hitPointsValue =
    Math.max(1, rules.hitDie + perLevelExtra) +
    (level - 1) * Math.max(1, rules.fixedHitPoints + perLevelExtra);
  const hitPoints = {
    value: hitPointsValue,
    dice: diceAveraging(hitPointsValue, level, rules.hitDie),
  };

  // Heavy armour without the Strength it asks for slows the wearer by 10 feet.
  const strengthShort = armor?.strength !== undefined && scores.str < armor.strength;
  const speed = species.speed - (strengthShort ? 10 : 0);

  const savingThrows = rules.savingThrows.map((ability) => ({
    ability,
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
    .map((skill) => ({
      skill,
      name: skill,
      ability: SKILLS[skill],
      bonus: skillBonus(skill),
      proficiency: experts.has(skill) ? (2 as const) : (1 as const),
    }));

  const languages = [...species.languages];
  if (characterClass === 'Rogue') {
    languages.push("Thieves' Cant");
    const extra = ROGUE_EXTRA_LANGUAGES.find((language) => !languages.includes(language));
    if (extra) languages.push(extra);
  }

  const actions = classActions(characterClass, level, mods, pb);
  return {
    name: fullName(character) || 'Unnamed',
    size: species.size,
    creatureType: 'Humanoid',
    species: String(character.race),
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
    challenge: estimateChallenge({
      hitPoints: hitPointsValue,
      armorClass: armorClass.value,
      ...offence(actions),
    }),
    actions,
  };
}

/** `16 (+3)`: a score and its modifier. */
export const abilityText = ({ score, modifier }: AbilityFigure): string =>
  `${score} (${formatBonus(modifier)})`;

/** `49 (5d10 + 22)`: the hit points and their dice. */
export const hitPointsText = ({ hitPoints }: StatBlock): string =>
  `${hitPoints.value} (${diceText(hitPoints.dice)})`;

/** `16 (chain mail)`, or the number alone without armour. */
export const armorClassText = ({ armorClass }: StatBlock): string =>
  `${armorClass.value}${armorClass.armor ? ` (${armorClass.armor})` : ''}`;

/** `Str +5, Con +4`: saving throws or skills as a stat block lists them. */
export const bonusList = (bonuses: readonly { name: string; bonus: number }[]) =>
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
 * Whether the estimated challenge rating goes with the character's proficiency bonus. The
 * importers take a creature's proficiency bonus from its challenge rating, so a rating that gives
 * another bonus would make them misread every save and skill: such a block gives its proficiency
 * bonus alone, with no challenge line.
 */
const challengeFits = (block: StatBlock): boolean =>
  challengeProficiency(block.challenge.rating) === block.proficiencyBonus;

/** The challenge the block states: the estimate when it fits the proficiency bonus, else none. */
export const statedChallenge = (block: StatBlock): Challenge | undefined =>
  challengeFits(block) ? block.challenge : undefined;

/** `Challenge 1/4 (50 XP)`. */
const challengeText = ({ challenge }: StatBlock): string =>
  `Challenge ${challengeRatingText(challenge.rating)} (${challenge.xp.toLocaleString('en-US')} XP)`;

/** `Level 5 Wizard`. */
export const classLevelText = (block: StatBlock): string =>
  `Level ${block.level} ${block.className}`;

/**
 * The stat block as plain text in the usual 5e layout, line by line as Fantasy Grounds' and
 * Foundry's stat-block importers read it: the challenge (when it fits) and the proficiency bonus
 * on lines of their own after the languages, the class and level and the SRD attribution as
 * traits (which both keep as text), then the actions, the spell list last.
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
    `Armor Class ${armorClassText(block)}`,
    `Hit Points ${hitPointsText(block)}`,
    `Speed ${block.speed} ft.`,
    ABILITIES.map((ability) => ABILITY_SHORT_NAMES[ability]).join(' '),
    block.abilities.map(abilityText).join(' '),
    `Saving Throws ${bonusList(block.savingThrows)}`,
    `Skills ${bonusList(block.skills)}`,
    `Senses ${sensesText(block)}`,
    `Languages ${block.languages.join(', ')}`,
    ...(statedChallenge(block) ? [challengeText(block)] : []),
    `Proficiency Bonus ${formatBonus(block.proficiencyBonus)}`,
    '',
    `Class. ${classLevelText(block)}.`,
    `Attribution. ${SRD_ATTRIBUTION}`,
    '',
    'Actions',
    ...block.actions.flatMap((action) => [
      `${action.name}. ${actionText(action)}`,
      ...actionLines(action),
    ]),
  ];
  return lines.join('\n');
}
