/**
 * A character as an actor of Foundry VTT's dnd5e system (type `npc`), the JSON its "Import Data"
 * reads: the descriptive parts always, and with 5e numbers the abilities, armour class, hit
 * points, speed, senses, saves, skills and actions.
 */
import { fullName, isCharacterClass, isRace, type Character } from '../character';
import { portraitPath } from '../portrait';
import { abilityModifier, type Ability } from '../srd5/abilities';
import { SRD_ATTRIBUTION, deriveStatBlock, type StatBlock } from '../srd5/stat-block';
import { CLASS_RULES, SKILLS, type Skill } from '../srd5/rules';

/** The dnd5e system's keys for the skills. */
const SKILL_KEYS: Record<Skill, string> = {
  Acrobatics: 'acr',
  'Animal Handling': 'ani',
  Arcana: 'arc',
  Athletics: 'ath',
  Deception: 'dec',
  History: 'his',
  Insight: 'ins',
  Intimidation: 'itm',
  Investigation: 'inv',
  Medicine: 'med',
  Nature: 'nat',
  Perception: 'prc',
  Performance: 'prf',
  Persuasion: 'per',
  Religion: 'rel',
  'Sleight of Hand': 'slt',
  Stealth: 'ste',
  Survival: 'sur',
};

/** The dnd5e system's keys for the languages the stat blocks name. */
const LANGUAGE_KEYS: Record<string, string> = {
  Common: 'common',
  Dwarvish: 'dwarvish',
  Elvish: 'elvish',
  Giant: 'giant',
  Goblin: 'goblin',
  Halfling: 'halfling',
  Orc: 'orc',
  "Thieves' Cant": 'cant',
};

/** Text made safe inside HTML: the biography is HTML, and a story is never markup. */
const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const paragraphs = (texts: string[]) => texts.map((t) => `<p>${escapeHtml(t)}</p>`).join('');

/** The story as the actor's biography: its title as a heading, each paragraph as one. */
function biography(character: Character, numbers: boolean): string {
  const { title, content } = character.background;
  const heading = title ? `<h2>${escapeHtml(title)}</h2>` : '';
  // The attribution closes the biography whenever the actor carries SRD numbers.
  return heading + paragraphs(content) + (numbers ? paragraphs([SRD_ATTRIBUTION]) : '');
}

type Json = Record<string, unknown>;

/** An action of the stat block as a feature item, its text as its description. */
const featureItem = (name: string, description: string): Json => ({
  name,
  type: 'feat',
  system: { description: { value: paragraphs([description]) }, type: { value: 'monster' } },
});

/** The class's first weapon, the attack a stat block lists first, as a weapon item. */
function signatureWeapon(character: Character, block: StatBlock): Json | undefined {
  if (!isCharacterClass(character.characterClass)) return undefined;
  const weapon = CLASS_RULES[character.characterClass].weapons[0];
  const action = block.actions.find((a) => a.name === weapon?.name);
  if (!weapon || !action) return undefined;
  const [number, denomination] = weapon.dice.split('d').map(Number);
  const reach = weapon.range ?? weapon.thrown;
  return {
    name: weapon.name,
    type: 'weapon',
    system: {
      description: { value: paragraphs([action.description]) },
      equipped: true,
      proficient: 1,
      damage: { base: { number, denomination, types: [weapon.damageType] } },
      range: reach ? { value: reach[0], long: reach[1], units: 'ft' } : { reach: 5, units: 'ft' },
      properties: [weapon.finesse ? 'fin' : '', weapon.thrown ? 'thr' : ''].filter(Boolean),
    },
  };
}

/**
 * The class as a class item, as dnd5e keeps it: an NPC may have class levels, and the level and
 * the hit die come with the numbers.
 */
function classItem(character: Character, block: StatBlock | undefined): Json | undefined {
  const { characterClass } = character;
  const rules = isCharacterClass(characterClass) ? CLASS_RULES[characterClass] : undefined;
  const name = rules?.name ?? characterClass.trim();
  if (!name) return undefined;
  const system: Json = {
    description: { value: '' },
    identifier: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  };
  if (block && rules)
    Object.assign(system, { levels: block.level, hd: { denomination: `d${rules.hitDie}` } });
  return { name, type: 'class', system };
}

/** The numbers the actor carries when the character has a stat block. */
function numbers(character: Character, block: StatBlock): Json {
  const saves: readonly Ability[] = isCharacterClass(character.characterClass)
    ? CLASS_RULES[character.characterClass].savingThrows
    : [];
  const abilities = Object.fromEntries(
    block.abilities.map(({ ability, score }) => [
      ability,
      { value: score, proficient: saves.includes(ability) ? 1 : 0 },
    ]),
  );
  const skills = Object.fromEntries(
    block.skills.map(({ name, bonus }) => {
      const skill = name as Skill;
      const mod = abilityModifier(block.abilities.find((a) => a.ability === SKILLS[skill])!.score);
      // Twice the proficiency bonus is expertise.
      const value = bonus - mod >= 2 * block.proficiencyBonus ? 2 : 1;
      return [SKILL_KEYS[skill], { value, ability: SKILLS[skill] }];
    }),
  );
  return {
    abilities,
    skills,
    attributes: {
      ac: { flat: block.armorClass.value, calc: 'flat' },
      hp: {
        value: block.hitPoints.value,
        max: block.hitPoints.value,
        formula: block.hitPoints.text.replace(/^\d+ \((.*)\)$/, '$1'),
      },
      movement: { walk: block.speed, units: 'ft' },
      senses: { darkvision: block.darkvision ?? 0, units: 'ft' },
    },
  };
}

/** The character as a dnd5e `npc` actor; with `stats` false (or no numbers) the story parts only. */
export function foundryActor(character: Character, { stats = true } = {}): Json {
  const block = stats && character.stats ? deriveStatBlock(character, character.stats) : undefined;
  const name = fullName(character) || 'Unnamed character';
  const img = portraitPath(character);
  const race = isRace(character.race) ? character.race : character.race.trim();
  const languages = block?.languages ?? [];
  const weapon = block && signatureWeapon(character, block);
  const heldClass = classItem(character, block);
  const numbered = block ? numbers(character, block) : {};
  return {
    name,
    type: 'npc',
    img,
    system: {
      ...numbered,
      details: {
        biography: { value: biography(character, Boolean(block)), public: '' },
        alignment: character.alignment,
        type: { value: 'humanoid', subtype: race, swarm: '', custom: '' },
        // An NPC's proficiency bonus follows its challenge rating: the level gives the same one.
        ...(block ? { cr: block.level } : {}),
      },
      traits: {
        size: 'med',
        languages: {
          value: languages.map((l) => LANGUAGE_KEYS[l]).filter(Boolean),
          custom: languages.filter((l) => !LANGUAGE_KEYS[l]).join('; '),
        },
      },
    },
    prototypeToken: { name, texture: { src: img } },
    items: [
      ...(heldClass ? [heldClass] : []),
      ...(weapon ? [weapon] : []),
      ...(block?.actions ?? [])
        .filter((action) => action.name !== weapon?.name)
        .map((action) => featureItem(action.name, action.description)),
    ],
  };
}
