/**
 * A stat block's actions as data (the numbers of each attack, save and spell list), and the one
 * wording of each that every writer shows: the card, the plain-text block, Obsidian and Foundry.
 */
import { ABILITY_FULL_NAMES, formatBonus, type Ability } from './abilities';
import { diceAverage, diceText, type Dice } from './dice';
import type { Cantrip, Weapon } from './rules';

interface Damage {
  dice: Dice;
  type: string;
}

/** Spells of one level (0 for cantrips), with the slots the caster has for it. */
export interface SpellGroup {
  level: number;
  /** Undefined for cantrips, cast at will. */
  slots?: number;
  spells: string[];
}

interface Spellcasting {
  ability: Ability;
  /** The class the spells are prepared as, e.g. `Wizard`. */
  className: string;
  casterLevel: number;
  saveDc: number;
  attackBonus: number;
  groups: SpellGroup[];
}

export type StatAction =
  | { kind: 'extraAttack'; name: string; attacks: number }
  | {
      kind: 'weaponAttack';
      name: string;
      weapon: Weapon;
      /** The ability the attack and its damage use. */
      ability: Ability;
      attackBonus: number;
      damage: Damage;
    }
  | { kind: 'spellAttack'; name: string; cantrip: Cantrip; attackBonus: number; damage: Damage }
  | { kind: 'spellSave'; name: string; cantrip: Cantrip; saveDc: number; damage: Damage }
  | { kind: 'sneakAttack'; name: string; dice: Dice }
  | { kind: 'spellcasting'; name: string; spellcasting: Spellcasting };

/** `10 (2d6 + 3)`: the average (at least 1) and the dice. */
const rolledText = (dice: Dice): string => `${Math.max(1, diceAverage(dice))} (${diceText(dice)})`;

const damageText = ({ dice, type }: Damage) => `${rolledText(dice)} ${type} damage`;

/** `1st`, `2nd`, `3rd`, `4th` … `20th`. */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A spell group's heading as stat blocks write it: `Cantrips (at will)`, `1st level (4 slots)`. */
export const spellGroupHeading = ({ level, slots }: SpellGroup): string =>
  level === 0
    ? 'Cantrips (at will)'
    : `${ordinal(level)} level (${slots} slot${slots === 1 ? '' : 's'})`;

function weaponText(action: Extract<StatAction, { kind: 'weaponAttack' }>): string {
  const { weapon } = action;
  let kind = 'Melee Weapon Attack';
  let reach = 'reach 5 ft.';
  if (weapon.range) {
    kind = 'Ranged Weapon Attack';
    reach = `range ${weapon.range[0]}/${weapon.range[1]} ft.`;
  } else if (weapon.thrown) {
    kind = 'Melee or Ranged Weapon Attack';
    reach = `reach 5 ft. or range ${weapon.thrown[0]}/${weapon.thrown[1]} ft.`;
  }
  return `${kind}: ${formatBonus(action.attackBonus)} to hit, ${reach}, one target. Hit: ${damageText(action.damage)}.`;
}

/** What follows the action's name, e.g. `Melee Weapon Attack: +5 to hit, …`. */
export function actionText(action: StatAction): string {
  switch (action.kind) {
    case 'extraAttack': {
      const times = ['once', 'twice', 'three times', 'four times'][action.attacks - 1];
      return `Attacks ${times ?? `${action.attacks} times`} whenever it takes the Attack action.`;
    }
    case 'weaponAttack':
      return weaponText(action);
    case 'spellAttack':
      return `Ranged Spell Attack: ${formatBonus(action.attackBonus)} to hit, range ${action.cantrip.range} ft., one target. Hit: ${damageText(action.damage)}.`;
    case 'spellSave':
      return `One creature it can see within ${action.cantrip.range} ft. must succeed on a DC ${action.saveDc} ${ABILITY_FULL_NAMES[action.cantrip.save ?? 'dex']} saving throw or take ${damageText(action.damage)}. The target gains no benefit from Half Cover or Three-Quarters Cover for this save.`;
    case 'sneakAttack':
      return `Deals an extra ${rolledText(action.dice)} damage when it hits with a finesse or ranged weapon and has Advantage on the roll, or when an ally is within 5 ft. of the target and it doesn't have Disadvantage on the roll.`;
    case 'spellcasting': {
      const s = action.spellcasting;
      return `It is a ${ordinal(s.casterLevel)}-level spellcaster. Its spellcasting ability is ${ABILITY_FULL_NAMES[s.ability]} (spell save DC ${s.saveDc}, ${formatBonus(s.attackBonus)} to hit with spell attacks). It has these ${s.className} spells prepared:`;
    }
  }
}

/** The lines an action lists under its text: a caster's spells, a level a line. */
export const actionLines = (action: StatAction): string[] =>
  action.kind === 'spellcasting'
    ? action.spellcasting.groups.map(
        (group) => `${spellGroupHeading(group)}: ${group.spells.join(', ')}`,
      )
    : [];
