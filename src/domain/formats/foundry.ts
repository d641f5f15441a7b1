/**
 * A character as an actor of Foundry VTT's dnd5e system (type `npc`, the 5.x data model), the
 * JSON its "Import Data" reads: the descriptive parts always (the story, At the table, the
 * epithet, age, gender, relationships, group and notes in the biography, the secret in a section
 * only the gamemaster sees), and with 5e numbers the abilities, armour class, hit points, speed,
 * senses, saves, skills, the class and its level, a challenge rating estimated from the numbers,
 * the weapons and the damage cantrip as items that roll, and a caster's spells.
 */
import { fullName, isCharacterClass, isRace, type Character } from '../character';
import { relationshipsText } from '../relationships';
import { SRD_ATTRIBUTION, deriveStatBlock, type StatBlock } from '../srd5/stat-block';
import { actionLines, actionText, type StatAction } from '../srd5/actions';
import { CLASS_RULES, type Skill } from '../srd5/rules';
import { TABLE_READY_FIELDS } from '../table-ready/fields';

/** The dnd5e system and Foundry core versions whose data model the actor is written for. */
const FOUNDRY_STATS = {
  systemId: 'dnd5e',
  systemVersion: '5.3.3',
  coreVersion: '13.351',
} as const;

/**
 * The portrait and token: paths on the Foundry server, not on this site (Foundry looks images up
 * on its own server). Its mystery-man icon ships with every Foundry install.
 */
const FOUNDRY_DEFAULT_IMAGE = 'icons/svg/mystery-man.svg';

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

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML: the biography is HTML, and a story is never markup. */
const escapeHtml = (text: string): string => [...text].map((c) => HTML_ESCAPES[c] ?? c).join('');

/** Each text a paragraph; a line break inside one is a `<br>`, as HTML shows none otherwise. */
const paragraphs = (texts: readonly string[]) =>
  texts.map((t) => `<p>${escapeHtml(t).replace(/\r?\n/g, '<br>')}</p>`).join('');

/** `<p><strong>Label:</strong> value</p>`, or nothing for an empty value. */
const row = (label: string, value: string) =>
  value.trim() ? `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>` : '';

/**
 * The parts of a character beyond its story, as rows of the biography: the epithet, age and
 * gender, the At the table rows but the secret, the relationships by name, the group and the notes.
 */
function detailsHtml(character: Character): string {
  const table = character.tableReady;
  const tableRows = TABLE_READY_FIELDS.filter(({ field }) => field !== 'secret').map(
    ({ field, label }) => {
      const value = table?.[field] ?? '';
      return row(label, Array.isArray(value) ? value.join(', ') : value);
    },
  );
  const relationships = (character.relationships ?? []).map((r) => relationshipsText([r]));
  const notes = character.notes?.trim() ? character.notes.split(/\n+/).filter(Boolean) : [];
  const html = [
    row('Epithet', character.epithet),
    row('Age', character.age === null ? '' : String(character.age)),
    row('Gender', character.gender),
    ...tableRows,
    relationships.length
      ? `<h3>Relationships</h3><ul>${relationships.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`
      : '',
    row('Group', character.group?.name ?? ''),
    notes.length ? `<h3>Notes</h3>${paragraphs(notes)}` : '',
  ].join('');
  return html && `<section class="character-details">${html}</section>`;
}

/**
 * The biography: the story's title as a heading and its paragraphs, the details, the secret in
 * Foundry's secret section (shown to the gamemaster only), and the SRD attribution whenever the
 * actor carries SRD numbers.
 */
function biography(character: Character, numbers: boolean): string {
  const { title, content } = character.background;
  const heading = title ? `<h2>${escapeHtml(title)}</h2>` : '';
  const secret = character.tableReady?.secret.trim();
  return (
    heading +
    paragraphs(content) +
    detailsHtml(character) +
    (secret ? `<section class="secret">${row('Secret', secret)}</section>` : '') +
    (numbers ? paragraphs([SRD_ATTRIBUTION]) : '')
  );
}

type Json = Record<string, unknown>;

/** Activity ids: 16 letters and digits, unique within their item. */
const ATTACK_ID = 'cgAttack00000000';
const SAVE_ID = 'cgSave0000000000';

/** An action of the stat block as a feature item, its text as its description. */
const featureItem = (action: StatAction): Json => ({
  name: action.name,
  type: 'feat',
  system: {
    description: { value: paragraphs([actionText(action), ...actionLines(action)]) },
    type: { value: 'monster' },
  },
});

/** A weapon attack as a weapon item with an attack activity, so it rolls from the sheet. */
function weaponItem(action: Extract<StatAction, { kind: 'weaponAttack' }>): Json {
  const { weapon } = action;
  const reach = weapon.range ?? weapon.thrown;
  return {
    name: weapon.name,
    type: 'weapon',
    system: {
      description: { value: paragraphs([actionText(action)]) },
      equipped: true,
      proficient: 1,
      type: { value: weapon.category },
      damage: {
        base: {
          number: action.damage.dice.count,
          denomination: action.damage.dice.die,
          types: [action.damage.type],
        },
      },
      range: reach ? { value: reach[0], long: reach[1], units: 'ft' } : { reach: 5, units: 'ft' },
      properties: [weapon.finesse ? 'fin' : '', weapon.thrown ? 'thr' : ''].filter(Boolean),
      activities: {
        [ATTACK_ID]: {
          _id: ATTACK_ID,
          type: 'attack',
          activation: { type: 'action', value: 1 },
          attack: {
            ability: action.ability,
            type: { value: weapon.range ? 'ranged' : 'melee', classification: 'weapon' },
          },
          damage: { includeBase: true, parts: [] },
        },
      },
    },
  };
}

/** The damage cantrip's activity: a spell attack, or a save with no damage on a success. */
function cantripActivity(action: StatAction): Json | undefined {
  if (action.kind !== 'spellAttack' && action.kind !== 'spellSave') return undefined;
  const { dice, type } = action.damage;
  const part = { number: dice.count, denomination: dice.die, types: [type] };
  const activation = { type: 'action', value: 1 };
  if (action.kind === 'spellAttack') {
    return {
      _id: ATTACK_ID,
      type: 'attack',
      activation,
      attack: { ability: '', type: { value: 'ranged', classification: 'spell' } },
      damage: { includeBase: false, parts: [part] },
    };
  }
  return {
    _id: SAVE_ID,
    type: 'save',
    activation,
    damage: { onSave: 'none', parts: [part] },
    save: { ability: [action.cantrip.save ?? 'dex'], dc: { calculation: 'spellcasting' } },
  };
}

/**
 * A caster's spells as spell items, by name and level; the damage cantrip among them carries its
 * activity, its range and its text.
 */
function spellItems(actions: StatAction[]): Json[] {
  const casting = actions.find((a) => a.kind === 'spellcasting')?.spellcasting;
  if (!casting) return [];
  const cantrip = actions.find((a) => a.kind === 'spellAttack' || a.kind === 'spellSave');
  const cantripName = cantrip && 'cantrip' in cantrip ? cantrip.cantrip.name : undefined;
  return casting.groups.flatMap(({ level, spells }) =>
    spells.map((name) => {
      const system: Json = {
        description: { value: '' },
        level,
        method: 'spell',
        prepared: level > 0 ? 1 : 0,
      };
      const activity = name === cantripName && cantrip ? cantripActivity(cantrip) : undefined;
      if (activity && cantrip && 'cantrip' in cantrip) {
        Object.assign(system, {
          description: { value: paragraphs([actionText(cantrip)]) },
          range: { value: cantrip.cantrip.range, units: 'ft' },
          activities: { [activity._id as string]: activity },
        });
      }
      return { name, type: 'spell', system };
    }),
  );
}

/**
 * The class as a class item: its levels are the actor's hit dice (dnd5e counts the dice of the HP
 * formula as well, so the formula is left empty) and give its proficiency bonus; a caster's class
 * gives it full-caster spell slots.
 */
function classItem(character: Character, block: StatBlock): Json | undefined {
  if (!isCharacterClass(character.characterClass)) return undefined;
  const rules = CLASS_RULES[character.characterClass];
  return {
    name: rules.name,
    type: 'class',
    system: {
      description: { value: '' },
      identifier: rules.name.toLowerCase(),
      levels: block.level,
      hd: { denomination: `d${rules.hitDie}` },
      ...(rules.spellcasting
        ? { spellcasting: { progression: 'full', ability: rules.spellcasting.ability } }
        : {}),
    },
  };
}

/** The numbers the actor carries when the character has a stat block. */
function numbers(character: Character, block: StatBlock): Json {
  const saves = new Set(block.savingThrows.map((s) => s.ability));
  const abilities = Object.fromEntries(
    block.abilities.map(({ ability, score }) => [
      ability,
      { value: score, proficient: saves.has(ability) ? 1 : 0 },
    ]),
  );
  const skills = Object.fromEntries(
    block.skills.map(({ skill, ability, proficiency }) => [
      SKILL_KEYS[skill],
      { value: proficiency, ability },
    ]),
  );
  const casting = isCharacterClass(character.characterClass)
    ? CLASS_RULES[character.characterClass].spellcasting
    : undefined;
  return {
    abilities,
    skills,
    attributes: {
      ac: { flat: block.armorClass.value, calc: 'flat' },
      hp: { value: block.hitPoints.value, max: block.hitPoints.value, formula: '' },
      movement: { walk: block.speed, units: 'ft' },
      senses: { darkvision: block.darkvision ?? 0, units: 'ft' },
      ...(casting ? { spellcasting: casting.ability } : {}),
    },
  };
}

/** The character as a dnd5e `npc` actor; with `stats` false (or no numbers) the story parts only. */
export function foundryActor(
  character: Character,
  { stats = true, img = FOUNDRY_DEFAULT_IMAGE }: { stats?: boolean; img?: string } = {},
): Json {
  const block = stats && character.stats ? deriveStatBlock(character, character.stats) : undefined;
  const name = fullName(character) || 'Unnamed character';
  const race = isRace(character.race) ? character.race : character.race.trim();
  const languages = block?.languages ?? [];
  const table = character.tableReady;
  const caster = block?.actions.some((a) => a.kind === 'spellcasting');
  const heldClass = block && classItem(character, block);
  const cantripName = block?.actions.find(
    (a) => a.kind === 'spellAttack' || a.kind === 'spellSave',
  )?.name;
  return {
    name,
    type: 'npc',
    img,
    system: {
      ...(block ? numbers(character, block) : {}),
      details: {
        biography: { value: biography(character, Boolean(block)), public: '' },
        alignment: character.alignment,
        ideal: table?.ideal ?? '',
        bond: table?.bond ?? '',
        flaw: table?.flaw ?? '',
        type: { value: 'humanoid', subtype: race, swarm: '', custom: '' },
        // Estimated from the numbers, never the level; none without numbers.
        cr: block ? block.challenge.rating : null,
        ...(block && caster ? { spellLevel: block.level } : {}),
      },
      traits: {
        size: 'med',
        languages: {
          value: languages.map((l) => LANGUAGE_KEYS[l]).filter(Boolean),
          custom: languages.filter((l) => !LANGUAGE_KEYS[l]).join('; '),
        },
      },
      source: block
        ? { book: 'SRD 5.2', page: '', custom: '', license: 'CC-BY-4.0', rules: '2024' }
        : { rules: '2024' },
    },
    prototypeToken: { name, texture: { src: img } },
    items: block
      ? [
          ...(heldClass ? [heldClass] : []),
          ...block.actions.flatMap((a) => (a.kind === 'weaponAttack' ? [weaponItem(a)] : [])),
          ...spellItems(block.actions),
          ...block.actions
            .filter((a) => a.kind !== 'weaponAttack' && a.name !== cantripName)
            .map(featureItem),
        ]
      : [],
    _stats: { ...FOUNDRY_STATS },
  };
}
