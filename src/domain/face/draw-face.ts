/**
 * A character's face, drawn as SVG in the style of the classic portraits: a framed 512 × 768 card
 * whose background, emblem, clothing and headgear follow the class, with a head-and-shoulders
 * figure in flat colours and dark outlines. The race gives the head's shape, ears, nose, tusks
 * and the colours skin, hair and eyes are drawn from; the seed picks among them and among hair
 * styles, beards, brows, eyes and mouths; the age greys the hair and lines the face; the `Look`
 * row adds what it names that shows (see `lookFeatures`). The same subject always gives the same
 * text, so a face never changes by itself.
 */
import { AGE_MAXIMUM, MINIMUM_AGE } from '../character-template';
import { createRandom, pick, type Random } from '../random';
import { lookFeatures, type LookFeature } from './look-features';

export interface FaceSubject {
  race?: string;
  characterClass?: string;
  gender?: string;
  age?: number | null;
  /** The `Look` row At the table. */
  look?: string;
  seed: number;
}

const WIDTH = 512;
const HEIGHT = 768;
const CX = WIDTH / 2;
/** Where the neck meets the shoulders, before the figure is scaled. */
const SH = 512;
const INK = '#1d1712';
const GOLD = '#e2b746';
const GREY_HAIR = '#d9d9d6';

type RaceKey = 'human' | 'elf' | 'dwarf' | 'orc';
type ClassKey = 'warrior' | 'mage' | 'rogue' | 'cleric';

interface HeadShape {
  hw: number;
  top: number;
  cheek: number;
  chin: number;
  jaw: number;
}

interface RaceLook {
  skins: readonly string[];
  hair: readonly string[];
  irises: readonly string[];
  head: HeadShape;
  neck: number;
  /** The age at which the race counts as old: grey hair and lines come near it. */
  elder: number;
}

const RACES: Record<RaceKey, RaceLook> = {
  human: {
    skins: ['#f6d5b8', '#eab48c', '#d9a27a', '#c68a5e', '#a86e45', '#8a5434', '#6b3f26'],
    hair: ['#2a1d14', '#5a3a22', '#7b4a26', '#9a3d1a', '#c8863a', '#e2c06a', '#161412', '#6e5540'],
    irises: ['#3f6fb0', '#2f9a58', '#6b4a2a', '#4a8a9a', '#7a6a3a', '#3a2a1e', '#7a8a9a'],
    head: { hw: 74, top: 250, cheek: 345, chin: 450, jaw: 42 },
    neck: 34,
    elder: 60,
  },
  elf: {
    skins: ['#f3eed8', '#f6e3c8', '#e9d6b8', '#d8c3a0', '#c9a98a', '#a8826a'],
    hair: ['#d5dae2', '#f2d274', '#e8e0c8', '#2a1d14', '#a05a2a', '#c0c8d8', '#4a3a60', '#f0f0ea'],
    irises: ['#2f9a58', '#3f6fb0', '#8a5ad8', '#6a9ab8', '#b08a2a', '#3a7a6a'],
    head: { hw: 66, top: 246, cheek: 340, chin: 458, jaw: 24 },
    neck: 30,
    elder: 350,
  },
  dwarf: {
    skins: ['#efbc96', '#e29e78', '#d08a66', '#bb7654', '#9c6246', '#7e4e36'],
    hair: ['#b4532a', '#e08a2e', '#5a3a22', '#2a1d14', '#8a3a1a', '#c8863a', '#6a6058'],
    irises: ['#2f6f9a', '#5a4a2a', '#3a7a4a', '#7a8a9a', '#6b3a1a'],
    head: { hw: 84, top: 262, cheek: 352, chin: 446, jaw: 62 },
    neck: 48,
    elder: 250,
  },
  orc: {
    skins: ['#7eab55', '#6f9a4a', '#8fae5e', '#6a8d62', '#8a9a6a', '#5f7f4a', '#9aa57a'],
    hair: ['#24201c', '#5a1f24', '#3a3028', '#161412', '#4a3a2a', '#6a5a4a'],
    irises: ['#e0342a', '#e0a020', '#c8501a', '#d8c040', '#b02a4a'],
    head: { hw: 86, top: 252, cheek: 345, chin: 452, jaw: 74 },
    neck: 50,
    elder: 45,
  },
};

/** Skins for a horned people from another book (a tiefling's red or violet, say). */
const HORNED_SKINS = ['#c8504a', '#b2445e', '#8e4a8a', '#d98a7a', '#a55a3a', '#6a4a8a'];

interface ClassLook {
  bgIn: string;
  bgOut: string;
  glow: string;
  frame: string;
  ring: string;
  /** Clothing colours the seed picks from. */
  cloth: readonly string[];
}

const CLASSES: Record<ClassKey, ClassLook> = {
  warrior: {
    bgIn: '#cf4a3c',
    bgOut: '#5a0f12',
    glow: '#ffe3d6',
    frame: '#e0b54a',
    ring: '#e0b54a',
    cloth: ['#a51d1d', '#1d4aa5', '#1d7a3a', '#6a1da5', '#a5761d'],
  },
  mage: {
    bgIn: '#4c46c4',
    bgOut: '#130f40',
    glow: '#dcd6ff',
    frame: '#e0b54a',
    ring: '#e0b54a',
    cloth: ['#8a55d8', '#3a5ad8', '#2a8a8a', '#a83a6a', '#3a3a8a'],
  },
  rogue: {
    bgIn: '#3f8354',
    bgOut: '#0a2013',
    glow: '#d2f0da',
    frame: '#c9b27a',
    ring: '#c9b27a',
    cloth: ['#6b4d32', '#4a5a3a', '#5a3a4a', '#3a4a5a', '#7a5a2a'],
  },
  cleric: {
    bgIn: '#fbeab0',
    bgOut: '#b07a1c',
    glow: '#fffdf2',
    frame: '#6e4510',
    ring: '#e0b54a',
    cloth: ['#f5f0e2', '#e8e4f4', '#f4e8d0', '#e4f0f4', '#f4e0e0'],
  },
};

const outline = (width = 5) =>
  `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

/** An SVG fragment and its mirror image across the vertical centre line. */
const mirrored = (fragment: string) =>
  `${fragment}<g transform="translate(${WIDTH} 0) scale(-1 1)">${fragment}</g>`;

/** A colour between `a` and `b` (both `#rrggbb`); `t` 0 is `a`, 1 is `b`. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * Math.min(1, Math.max(0, t)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The race drawn: one of ours, or the nearest to a race of another book by its name. */
function raceKey(race: string): { key: RaceKey; horned: boolean } {
  const name = race.toLowerCase();
  const horned = /tiefling|minotaur|satyr|dragonborn|horned|demon|devil|faun/.test(name);
  if (/\belf|eladrin|drow/.test(name)) return { key: 'elf', horned };
  if (/dwarf|duergar/.test(name)) return { key: 'dwarf', horned };
  if (/\borc|goblin|ogre/.test(name)) return { key: 'orc', horned };
  return { key: 'human', horned };
}

function classKey(characterClass: string): ClassKey {
  const name = characterClass.toLowerCase();
  if (/mage|wizard|sorcer|warlock/.test(name)) return 'mage';
  if (/rogue|thief|ranger|bard/.test(name)) return 'rogue';
  if (/cleric|priest|paladin|druid|monk/.test(name)) return 'cleric';
  return 'warrior';
}

/** Everything chosen for a face before it is drawn: what makes two faces differ. */
export interface FacePlan {
  race: RaceKey;
  horned: boolean;
  cls: ClassKey;
  female: boolean;
  head: HeadShape;
  neck: number;
  skin: string;
  shade: string;
  hair: string;
  brow: string;
  iris: string;
  /** The second eye's colour, for eyes of two colours. */
  iris2: string;
  eyeShape: 'almond' | 'round' | 'narrow';
  eyeGap: number;
  browStyle: 'straight' | 'arched' | 'stern';
  browWidth: number;
  nose: 'race' | 'button' | 'long' | 'broad';
  mouth: 'line' | 'smile' | 'flat';
  hairStyle:
    'short' | 'swept' | 'long' | 'curly' | 'bald' | 'crest' | 'bun' | 'bob' | 'braids' | 'topknot';
  beard: 'none' | 'stubble' | 'short' | 'full' | 'forked' | 'goatee' | 'moustache';
  earring: boolean;
  tusk: number;
  headgear: boolean;
  cloth: string;
  /** How old the face looks: 0 young, 1 in middle age, 2 old. */
  years: 0 | 1 | 2;
  /** How grey the hair is, from 0 to 1. */
  grey: number;
  features: Set<LookFeature>;
}

/** How far through its life a character of this race is, from 0 (young) to 2 (very old). */
function lifeShare(race: RaceKey, raceName: string, age: number | null | undefined): number {
  if (typeof age !== 'number' || !Number.isFinite(age)) return 0.6;
  const known = Object.hasOwn(AGE_MAXIMUM, raceName);
  const elder = known ? RACES[race].elder : 60;
  return Math.max(0, age - MINIMUM_AGE * 0.5) / elder;
}

/** The choices for a face: all drawn from the seed in one fixed order, so they never change. */
export function planFace(subject: FaceSubject): FacePlan {
  const random: Random = createRandom(subject.seed);
  const { key: race, horned } = raceKey(subject.race ?? '');
  const cls = classKey(subject.characterClass ?? '');
  const look = RACES[race];
  const features = lookFeatures(subject.look);
  const gender = subject.gender ?? '';
  const firstDraw = random.next();
  const female = gender === 'Female' || (gender !== 'Male' && firstDraw < 0.5);
  const share = lifeShare(race, subject.race ?? '', subject.age);
  const years: 0 | 1 | 2 = share < 0.45 ? 0 : share < 0.85 ? 1 : 2;
  const base = look.head;
  const head: HeadShape = {
    hw: base.hw + pick(random, [-6, -3, 0, 3, 6]),
    top: base.top + pick(random, [-4, 0, 4]),
    cheek: base.cheek,
    chin: base.chin + pick(random, [-8, 0, 6]),
    jaw: Math.max(16, base.jaw + (female ? -4 : 8) + pick(random, [-10, 0, 10])),
  };
  let skin = pick(random, horned ? HORNED_SKINS : look.skins);
  if (features.has('ruddy')) skin = mix(skin, '#d8603c', 0.18);
  let hair = pick(random, look.hair);
  if (features.has('copperHair')) hair = '#c8642a';
  const grey = features.has('whiteHair') ? 1 : Math.min(1, Math.max(0, (share - 0.75) / 0.45));
  const hairShown = mix(hair, GREY_HAIR, grey);
  let iris = pick(random, look.irises);
  if (features.has('yellowEyes')) iris = '#e0b020';
  if (features.has('greenEyes')) iris = '#2f9a58';
  if (features.has('paleEyes')) iris = '#a8b8c8';
  const iris2 = features.has('oddEyes') ? (iris === '#6b4a2a' ? '#8a9aa8' : '#6b4a2a') : iris;
  const eyeShape = pick(random, ['almond', 'round', 'narrow'] as const);
  const eyeGap = pick(random, [28, 31, 34]);
  const browStyle = pick(random, ['straight', 'arched', 'stern'] as const);
  const browWidth =
    (female ? 4.5 : race === 'orc' || race === 'dwarf' ? 9 : 7) + pick(random, [-1, 0, 2]);
  const nose = pick(random, ['race', 'race', 'button', 'long', 'broad'] as const);
  const mouth = pick(random, ['line', 'smile', 'flat'] as const);
  const styles: Record<RaceKey, readonly FacePlan['hairStyle'][]> = female
    ? {
        human: ['long', 'bun', 'bob', 'braids', 'curly', 'long'],
        elf: ['long', 'long', 'bun', 'braids', 'bob'],
        dwarf: ['braids', 'braids', 'bun', 'long'],
        orc: ['long', 'topknot', 'crest', 'braids'],
      }
    : {
        human: ['short', 'swept', 'long', 'curly', 'short', 'bald'],
        elf: ['swept', 'long', 'long', 'topknot'],
        dwarf: ['short', 'long', 'bald', 'braids'],
        orc: ['crest', 'bald', 'topknot', 'long'],
      };
  let hairStyle = pick(random, styles[race]);
  if (features.has('braids')) hairStyle = 'braids';
  if (features.has('bald')) hairStyle = 'bald';
  if (features.has('cropped') || features.has('shavedSides')) {
    hairStyle = race === 'orc' || features.has('shavedSides') ? 'crest' : 'short';
  }
  if (features.has('hairTie') && hairStyle !== 'bald') hairStyle = female ? 'bun' : 'topknot';
  const beards: Record<RaceKey, readonly FacePlan['beard'][]> = {
    human: ['none', 'short', 'full', 'goatee', 'moustache', 'stubble', 'none'],
    elf: ['none'],
    dwarf: ['forked', 'full', 'forked', 'short'],
    orc: ['none', 'none', 'stubble', 'short'],
  };
  const beardDraw = pick(random, beards[race]);
  const beard =
    female || years === 0
      ? years === 0 && !female && race === 'dwarf'
        ? 'short'
        : 'none'
      : beardDraw;
  const earring = features.has('earring') || random.next() < 0.2;
  const tusk = race === 'orc' ? (female ? 11 : 18) + pick(random, [-4, 0, 4, 8]) : 0;
  const headgearChance = { warrior: 0.5, mage: 0.6, rogue: 0.55, cleric: 1 }[cls];
  const headgear = random.next() < headgearChance || features.has('hood');
  const cloth = pick(random, CLASSES[cls].cloth);
  return {
    race,
    horned,
    cls,
    female,
    head,
    neck: look.neck,
    skin,
    shade: mix(skin, '#3a2418', 0.22),
    hair: hairShown,
    brow: race === 'orc' && grey < 0.5 ? INK : hairShown,
    iris,
    iris2,
    eyeShape,
    eyeGap,
    browStyle,
    browWidth,
    nose,
    mouth,
    hairStyle,
    beard,
    earring,
    tusk,
    headgear,
    cloth,
    years,
    grey,
    features,
  };
}

// ---------------------------------------------------------------------------------------------
// The head

function headPath({ hw, top, cheek, chin, jaw }: HeadShape): string {
  return [
    `M ${CX - hw} ${cheek}`,
    `C ${CX - hw} ${top + 22} ${CX - hw * 0.55} ${top} ${CX} ${top}`,
    `C ${CX + hw * 0.55} ${top} ${CX + hw} ${top + 22} ${CX + hw} ${cheek}`,
    `C ${CX + hw} ${cheek + 58} ${CX + jaw} ${chin - 8} ${CX} ${chin}`,
    `C ${CX - jaw} ${chin - 8} ${CX - hw} ${cheek + 58} ${CX - hw} ${cheek}`,
    'Z',
  ].join(' ');
}

const eyeLine = (p: FacePlan) => p.head.cheek - 8;
const mouthLine = (p: FacePlan) => Math.round(eyeLine(p) + (p.head.chin - eyeLine(p)) * 0.62);

function ears(p: FacePlan): string {
  const { hw, cheek } = p.head;
  const x = CX + hw;
  const notch = p.features.has('notchedEar');
  let left: string;
  let right: string;
  if (p.race === 'elf') {
    const reach = notch ? 0.7 : 1;
    const ear = (r: number) =>
      `<path d="M ${x - 8} ${cheek + 22} C ${x + 20} ${cheek + 10} ${x + 46 * r} ${cheek - 40 * r} ${x + 64 * r} ${cheek - 100 * r} C ${x + 30} ${cheek - 72 * r} ${x + 6} ${cheek - 52} ${x - 8} ${cheek - 30} Z" fill="${p.skin}" ${outline()}/>` +
      `<path d="M ${x + 2} ${cheek + 6} C ${x + 20} ${cheek - 10} ${x + 30} ${cheek - 30} ${x + 38 * r} ${cheek - 56 * r}" fill="none" stroke="${p.shade}" stroke-width="6" stroke-linecap="round"/>`;
    left = ear(1);
    right = ear(reach);
  } else if (p.race === 'orc') {
    const ear = (cut: boolean) =>
      `<path d="M ${x - 8} ${cheek + 26} C ${x + 22} ${cheek + 24} ${x + 44} ${cheek - 2} ${x + 56} ${cheek - 46} C ${x + 30} ${cheek - 36} ${x + 8} ${cheek - 34} ${x - 8} ${cheek - 26} Z" fill="${p.skin}" ${outline()}/>` +
      (cut
        ? `<path d="M ${x + 30} ${cheek - 18} l 10 -4 l -4 12" fill="${p.shade}" ${outline(3)}/>`
        : '');
    left = ear(false);
    right = ear(notch);
  } else {
    const size = p.race === 'dwarf' ? 1.15 : 1;
    const ear = (cut: boolean) =>
      `<ellipse cx="${x}" cy="${cheek}" rx="${14 * size}" ry="${(cut ? 18 : 24) * size}" fill="${p.skin}" ${outline()}/>` +
      `<path d="M ${x + 2} ${cheek - 12} C ${x + 8} ${cheek - 4} ${x + 8} ${cheek + 6} ${x + 2} ${cheek + 12}" fill="none" stroke="${p.shade}" stroke-width="4" stroke-linecap="round"/>`;
    left = ear(false);
    right = ear(notch);
  }
  const ring = p.earring
    ? `<circle cx="${x + (p.race === 'orc' ? 14 : 6)}" cy="${cheek + (p.race === 'orc' ? 14 : 24)}" r="7" fill="none" stroke="${p.features.has('earring') ? '#d8dce4' : GOLD}" stroke-width="4"/>`
    : '';
  // The right ear of the picture is the mirrored one: drawn as the character's left.
  return `${left}${ring}<g transform="translate(${WIDTH} 0) scale(-1 1)">${right}</g>`;
}

function horns(p: FacePlan): string {
  if (!p.horned) return '';
  const { hw, top } = p.head;
  return mirrored(
    `<path d="M ${CX + hw * 0.45} ${top + 18} C ${CX + hw + 10} ${top - 20} ${CX + hw + 40} ${top - 10} ${CX + hw + 44} ${top - 70} C ${CX + hw + 16} ${top - 40} ${CX + hw * 0.5} ${top - 30} ${CX + hw * 0.2} ${top + 10} Z" fill="#3a302a" ${outline()}/>` +
      `<path d="M ${CX + hw * 0.7} ${top} l 14 -6 M ${CX + hw} ${top - 14} l 12 -10" stroke="#6a5a4a" stroke-width="4" stroke-linecap="round"/>`,
  );
}

function eye(p: FacePlan, side: -1 | 1): string {
  const y = eyeLine(p);
  const x = CX + side * p.eyeGap;
  if (p.features.has('eyepatch') && side === -1) {
    return `<ellipse cx="${x}" cy="${y}" rx="20" ry="15" fill="${INK}"/>`;
  }
  const h = p.eyeShape === 'round' ? 15 : p.eyeShape === 'narrow' ? 9 : 13;
  const w = p.eyeShape === 'narrow' ? 18 : 17;
  const iris = side === 1 ? p.iris2 : p.iris;
  let s = `<path d="M ${x - w} ${y} Q ${x} ${y - h} ${x + w} ${y} Q ${x} ${y + h * 0.8} ${x - w} ${y} Z" fill="#fbf8f0" ${outline(3.5)}/>`;
  s += `<circle cx="${x}" cy="${y - 1}" r="${p.eyeShape === 'narrow' ? 5.5 : 7}" fill="${iris}"/><circle cx="${x}" cy="${y - 1}" r="3" fill="${INK}"/>`;
  if (p.female) {
    s += `<path d="M ${x + side * 15} ${y - 4} l ${side * 9} -7 M ${x + side * 9} ${y - 8} l ${side * 6} -8" ${outline(3.5)}/>`;
  }
  if (p.features.has('tiredEyes')) {
    s += `<path d="M ${x - 14} ${y + 10} Q ${x} ${y + 18} ${x + 14} ${y + 10}" fill="none" stroke="${p.shade}" stroke-width="4" stroke-linecap="round"/>`;
  }
  if (p.years === 2) {
    // crow's feet at the outer corner
    s += `<path d="M ${x + side * 22} ${y - 4} l ${side * 9} -4 M ${x + side * 22} ${y + 2} l ${side * 10} 2" stroke="${p.shade}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return s;
}

function brows(p: FacePlan): string {
  const y = eyeLine(p);
  const tilt = p.browStyle === 'stern' ? 9 : p.race === 'elf' ? -5 : 0;
  const lift = p.browStyle === 'arched' ? 34 : 28;
  let s = '';
  if (p.features.has('joinedBrows')) {
    s += `<path d="M ${CX - 14} ${y - 20} Q ${CX} ${y - 14} ${CX + 14} ${y - 20}" fill="none" stroke="${p.brow}" stroke-width="${p.browWidth}" stroke-linecap="round"/>`;
  }
  for (const side of [-1, 1]) {
    const x0 = CX + side * 14;
    const x1 = CX + side * (p.eyeGap + 19);
    s += `<path d="M ${x0} ${y - 19 + tilt} Q ${(x0 + x1) / 2} ${y - lift} ${x1} ${y - 21 - tilt}" fill="none" stroke="${p.brow}" stroke-width="${p.browWidth}" stroke-linecap="round"/>`;
  }
  if (p.features.has('browScar')) {
    const x = CX - p.eyeGap - 2;
    s += `<path d="M ${x - 4} ${y - 40} L ${x + 6} ${y - 12}" stroke="#f4ece4" stroke-width="5" stroke-linecap="round"/><path d="M ${x - 4} ${y - 40} L ${x + 6} ${y - 12}" stroke="#b86a5a" stroke-width="2"/>`;
  }
  return s;
}

function nose(p: FacePlan): string {
  const y = eyeLine(p);
  const crooked = p.features.has('crookedNose') ? 7 : 0;
  if (p.nose === 'race' && p.race === 'dwarf') {
    return `<ellipse cx="${CX + crooked}" cy="${y + 36}" rx="18" ry="16" fill="${p.shade}" ${outline(3.5)}/>`;
  }
  if (p.nose === 'race' && p.race === 'orc') {
    return (
      `<path d="M ${CX - 20} ${y + 40} Q ${CX} ${y + 20} ${CX + 20} ${y + 40} Q ${CX} ${y + 48} ${CX - 20} ${y + 40} Z" fill="${p.shade}" ${outline(3.5)}/>` +
      `<circle cx="${CX - 8}" cy="${y + 38}" r="3.5" fill="${INK}"/><circle cx="${CX + 8}" cy="${y + 38}" r="3.5" fill="${INK}"/>`
    );
  }
  const stroke = `fill="none" stroke="${p.shade}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"`;
  switch (p.nose) {
    case 'button':
      return `<path d="M ${CX - 9 + crooked} ${y + 36} Q ${CX + crooked} ${y + 44} ${CX + 9 + crooked} ${y + 36}" ${stroke}/>`;
    case 'long':
      return `<path d="M ${CX - 1} ${y + 4} L ${CX - 12 + crooked} ${y + 46} Q ${CX} ${y + 50} ${CX + 8} ${y + 44}" ${stroke}/>`;
    case 'broad':
      return `<path d="M ${CX - 16 + crooked} ${y + 38} Q ${CX - 20 + crooked} ${y + 46} ${CX - 6 + crooked} ${y + 44} M ${CX + 16 + crooked} ${y + 38} Q ${CX + 20 + crooked} ${y + 46} ${CX + 6 + crooked} ${y + 44}" ${stroke}/>`;
    default:
      return `<path d="M ${CX - 2} ${y + 8} L ${CX - 10 + crooked} ${y + 40} Q ${CX + crooked} ${y + 46} ${CX + 9 + crooked} ${y + 40}" ${stroke}/>`;
  }
}

function mouth(p: FacePlan): string {
  const my = mouthLine(p);
  const gap = p.features.has('missingTooth');
  const parts: string[] = [];
  if (p.female) {
    const curve = p.mouth === 'smile' ? 4 : p.mouth === 'flat' ? -2 : 0;
    parts.push(
      `<path d="M ${CX - 19} ${my - curve} Q ${CX - 9} ${my - 9} ${CX} ${my - 4} Q ${CX + 9} ${my - 9} ${CX + 19} ${my - curve} Q ${CX} ${my + 13} ${CX - 19} ${my - curve} Z" fill="#c93a4c" ${outline(2.5)}/>`,
    );
  } else if (p.mouth === 'smile' || gap) {
    parts.push(
      `<path d="M ${CX - 22} ${my - 4} Q ${CX} ${my + 16} ${CX + 22} ${my - 4} Z" fill="#f6f0de" ${outline(3.5)}/>`,
    );
  } else {
    const bend = p.mouth === 'flat' ? 0 : 6;
    parts.push(
      `<path d="M ${CX - 20} ${my} Q ${CX} ${my + bend} ${CX + 20} ${my}" fill="none" ${outline(4)}/>`,
    );
  }
  if (gap) {
    // a dark gap where a front tooth is missing or chipped
    parts.push(`<rect x="${CX - 4}" y="${my - 2}" width="7" height="8" fill="${INK}"/>`);
  }
  if (p.tusk > 0) {
    for (const side of [-1, 1] as const) {
      const x = CX + side * 27;
      const broken = p.features.has('brokenTusk') && side === -1;
      const length = broken ? p.tusk * 0.4 : p.tusk;
      parts.push(
        `<path d="M ${x - 7} ${my + 7} L ${x + side * 3} ${my + 4 - length} L ${x + 7} ${my + 7} Z" fill="#f6f0de" ${outline(3)}/>`,
      );
      if (p.features.has('tuskRings')) {
        parts.push(
          `<rect x="${x - 7}" y="${my}" width="14" height="6" rx="2" fill="#c8863a" ${outline(2)}/>`,
        );
      }
    }
  }
  return parts.join('');
}

/** What the Look row puts on the skin, and the lines of age. */
function marks(p: FacePlan): string {
  const y = eyeLine(p);
  const { hw, top } = p.head;
  const f = p.features;
  const parts: string[] = [];
  if (f.has('freckles')) {
    const dots: [number, number][] = [
      [-40, 30],
      [-30, 38],
      [-48, 40],
      [-22, 30],
      [-36, 48],
      [40, 30],
      [30, 38],
      [48, 40],
      [22, 30],
      [36, 48],
      [-8, 26],
      [8, 26],
    ];
    parts.push(
      dots
        .map(
          ([dx, dy]) =>
            `<circle cx="${CX + dx}" cy="${y + dy}" r="2.6" fill="${mix(p.skin, '#6a3a1a', 0.45)}"/>`,
        )
        .join(''),
    );
  }
  if (f.has('pockmarks')) {
    const spots: [number, number][] = [
      [-44, 44],
      [-52, 30],
      [-36, 56],
      [46, 46],
      [54, 32],
      [38, 58],
    ];
    parts.push(
      spots
        .map(([dx, dy]) => `<circle cx="${CX + dx}" cy="${y + dy}" r="3.4" fill="${p.shade}"/>`)
        .join(''),
    );
  }
  if (f.has('birthmark')) {
    parts.push(
      `<path d="M ${CX + 34} ${y + 24} q 18 -8 28 6 q 6 16 -8 24 q -16 4 -22 -8 q -6 -12 2 -22 Z" fill="#9a2a3a" opacity="0.55"/>`,
    );
  }
  if (f.has('scar')) {
    parts.push(
      `<path d="M ${CX + 22} ${y + 6} L ${CX + 52} ${y + 58}" stroke="#f4ece4" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M ${CX + 22} ${y + 6} L ${CX + 52} ${y + 58} M ${CX + 30} ${y + 16} l 8 -4 M ${CX + 38} ${y + 30} l 8 -4 M ${CX + 45} ${y + 44} l 8 -4" stroke="#b86a5a" stroke-width="2.5" stroke-linecap="round"/>`,
    );
  }
  if (f.has('tattoo')) {
    parts.push(
      `<path d="M ${CX - 52} ${y + 26} q 10 -12 18 0 t 18 0 M ${CX - 48} ${y + 40} q 8 -10 16 0" fill="none" stroke="#2a4a8a" stroke-width="3.5" stroke-linecap="round"/>`,
    );
  }
  if (f.has('warPaint')) {
    parts.push(
      `<path d="M ${CX - 7} ${top + 30} L ${CX + 7} ${top + 30} L ${CX + 7} ${p.head.chin - 6} L ${CX - 7} ${p.head.chin - 6} Z" fill="#c0282a" opacity="0.7"/>`,
    );
  }
  if (f.has('soot')) {
    parts.push(
      `<ellipse cx="${CX - 44}" cy="${y + 44}" rx="16" ry="8" fill="#3a3430" opacity="0.35"/><ellipse cx="${CX + 30}" cy="${top + 40}" rx="14" ry="7" fill="#3a3430" opacity="0.3"/>`,
    );
  }
  if (f.has('ruddy') || p.female) {
    const opacity = f.has('ruddy') ? 0.5 : 0.3;
    parts.push(
      `<circle cx="${CX - 46}" cy="${y + 34}" r="12" fill="#e8606c" opacity="${opacity}"/><circle cx="${CX + 46}" cy="${y + 34}" r="12" fill="#e8606c" opacity="${opacity}"/>`,
    );
  }
  if (p.years >= 1 || f.has('lines')) {
    // lines from nose to mouth, and across the brow with more years
    const my = mouthLine(p);
    parts.push(
      `<path d="M ${CX - 22} ${y + 38} Q ${CX - 30} ${my - 8} ${CX - 26} ${my + 4} M ${CX + 22} ${y + 38} Q ${CX + 30} ${my - 8} ${CX + 26} ${my + 4}" fill="none" stroke="${p.shade}" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  if (p.years === 2 || f.has('lines')) {
    parts.push(
      `<path d="M ${CX - hw * 0.4} ${y - 44} Q ${CX} ${y - 50} ${CX + hw * 0.4} ${y - 44} M ${CX - hw * 0.3} ${y - 56} Q ${CX} ${y - 61} ${CX + hw * 0.3} ${y - 56}" fill="none" stroke="${p.shade}" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

function spectacles(p: FacePlan): string {
  if (!p.features.has('spectacles')) return '';
  const y = eyeLine(p);
  const lens = (x: number) =>
    `<circle cx="${x}" cy="${y}" r="19" fill="#e8f0f8" fill-opacity="0.25" stroke="#8a8a8a" stroke-width="4"/>`;
  return (
    lens(CX - p.eyeGap) +
    lens(CX + p.eyeGap) +
    `<path d="M ${CX - p.eyeGap + 19} ${y - 2} Q ${CX} ${y - 10} ${CX + p.eyeGap - 19} ${y - 2}" fill="none" stroke="#8a8a8a" stroke-width="4"/>`
  );
}

function eyepatchStrap(p: FacePlan): string {
  if (!p.features.has('eyepatch')) return '';
  const y = eyeLine(p);
  const { hw } = p.head;
  return `<path d="M ${CX - hw - 2} ${y + 16} L ${CX + hw} ${y - 50}" stroke="${INK}" stroke-width="5"/>`;
}

function face(p: FacePlan): string {
  return [
    marks(p),
    eye(p, -1),
    eye(p, 1),
    brows(p),
    nose(p),
    mouth(p),
    spectacles(p),
    eyepatchStrap(p),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Hair and beard

/** Hair that falls behind the head and over the shoulders (drawn before the neck and head). */
function backHair(p: FacePlan): string {
  const { hw, top } = p.head;
  const c = p.hair;
  if (p.hairStyle === 'braids') {
    return mirrored(
      (() => {
        const x = CX + hw + 8;
        const end = p.race === 'dwarf' ? 330 : 290;
        let s = `<path d="M ${x - 22} ${top + 80} L ${x + 22} ${top + 80} L ${x + 18} ${top + end} L ${x - 18} ${top + end} Z" fill="${c}" ${outline()}/>`;
        for (let y = top + 112; y < top + end - 10; y += 34) {
          s += `<path d="M ${x - 20} ${y} Q ${x} ${y + 22} ${x + 20} ${y}" fill="none" stroke="${INK}" stroke-width="3.5"/>`;
        }
        s += `<rect x="${x - 16}" y="${top + end - 28}" width="32" height="16" rx="5" fill="${GOLD}" ${outline(3.5)}/>`;
        s += `<path d="M ${x - 14} ${top + end} L ${x} ${top + end + 30} L ${x + 14} ${top + end} Z" fill="${c}" ${outline(3.5)}/>`;
        return s;
      })(),
    );
  }
  if (p.hairStyle !== 'long') return '';
  const length = p.female ? (p.race === 'elf' ? 360 : 320) : 250;
  const w = p.race === 'elf' ? 30 : 42;
  const half = [
    `M ${CX} ${top - 16}`,
    `C ${CX + hw + w} ${top - 12} ${CX + hw + w} ${top + 90} ${CX + hw + w - 6} ${top + 190}`,
    `C ${CX + hw + w - 10} ${top + length - 70} ${CX + hw + w + 12} ${top + length - 24} ${CX + hw + w - 14} ${top + length}`,
    `L ${CX + hw + 10} ${top + length - 28}`,
    `L ${CX + hw - 2} ${top + length - 4}`,
    `C ${CX + hw - 18} ${top + length - 80} ${CX + hw - 10} ${top + 200} ${CX + hw - 14} ${top + 120}`,
    `L ${CX} ${top + 120} Z`,
  ].join(' ');
  return mirrored(`<path d="${half}" fill="${c}" ${outline()}/>`);
}

/** Hair on top of the head and facial hair (drawn after the face). */
function frontHair(p: FacePlan): string {
  const { hw, top, cheek } = p.head;
  const c = p.hair;
  const parts: string[] = [];
  // A man's long hair, braids or bun are swept back on top.
  const style =
    !p.female && (p.hairStyle === 'long' || p.hairStyle === 'braids' || p.hairStyle === 'bun')
      ? 'swept'
      : p.hairStyle;
  switch (style) {
    case 'bald':
      parts.push(
        `<path d="M ${CX - 30} ${top + 16} Q ${CX - 10} ${top + 6} ${CX + 6} ${top + 12}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`,
      );
      if (p.years === 2) {
        // a fringe of hair left around the sides
        parts.push(
          mirrored(
            `<path d="M ${CX + hw + 2} ${cheek - 14} C ${CX + hw + 6} ${top + 60} ${CX + hw - 6} ${top + 40} ${CX + hw - 18} ${top + 34} L ${CX + hw - 10} ${cheek - 30} Z" fill="${c}" ${outline(4)}/>`,
          ),
        );
      }
      break;
    case 'crest':
      parts.push(
        `<path d="M ${CX - 18} ${top + 44} L ${CX - 26} ${top - 20} L ${CX - 9} ${top - 6} L ${CX} ${top - 38} L ${CX + 9} ${top - 6} L ${CX + 26} ${top - 20} L ${CX + 18} ${top + 44} Z" fill="${c}" ${outline()}/>`,
      );
      break;
    case 'topknot':
      parts.push(
        `<path d="M ${CX - hw - 2} ${cheek - 16} C ${CX - hw - 6} ${top + 4} ${CX - 40} ${top - 12} ${CX} ${top - 10} C ${CX + 40} ${top - 12} ${CX + hw + 6} ${top + 4} ${CX + hw + 2} ${cheek - 16} L ${CX + hw - 8} ${top + 36} Q ${CX} ${top + 22} ${CX - hw + 8} ${top + 36} Z" fill="${c}" ${outline()}/>`,
        `<ellipse cx="${CX}" cy="${top - 26}" rx="22" ry="20" fill="${c}" ${outline()}/>`,
        `<rect x="${CX - 16}" y="${top - 12}" width="32" height="10" rx="4" fill="${p.features.has('hairTie') ? '#a8281c' : GOLD}" ${outline(3)}/>`,
      );
      break;
    case 'bun':
    case 'bob':
    case 'braids':
    case 'long': {
      if (p.hairStyle === 'bun') {
        parts.push(`<circle cx="${CX}" cy="${top - 22}" r="28" fill="${c}" ${outline()}/>`);
        if (p.features.has('hairTie')) {
          parts.push(
            `<rect x="${CX - 18}" y="${top - 4}" width="36" height="9" rx="4" fill="#a8281c" ${outline(3)}/>`,
          );
        }
      }
      if (p.hairStyle === 'bob') {
        parts.push(
          mirrored(
            `<path d="M ${CX + hw - 4} ${top + 40} C ${CX + hw + 22} ${top + 70} ${CX + hw + 20} ${cheek + 40} ${CX + hw + 12} ${cheek + 62} L ${CX + hw - 14} ${cheek + 50} Z" fill="${c}" ${outline()}/>`,
          ),
        );
      }
      // a fringe parted at the side
      parts.push(
        `<path d="M ${CX - hw - 2} ${cheek - 18} C ${CX - hw - 6} ${top + 10} ${CX - 30} ${top - 16} ${CX + 10} ${top - 8} C ${CX + hw} ${top} ${CX + hw + 6} ${top + 40} ${CX + hw + 2} ${cheek - 18} C ${CX + hw - 20} ${top + 62} ${CX + 22} ${top + 52} ${CX - 4} ${top + 30} C ${CX - 30} ${top + 62} ${CX - hw + 10} ${top + 72} ${CX - hw - 2} ${cheek - 18} Z" fill="${c}" ${outline()}/>`,
      );
      break;
    }
    case 'swept':
      parts.push(
        `<path d="M ${CX - hw - 4} ${cheek - 6} C ${CX - hw - 12} ${top} ${CX - 40} ${top - 20} ${CX + 10} ${top - 16} C ${CX + 60} ${top - 12} ${CX + hw + 12} ${top + 4} ${CX + hw + 4} ${cheek - 6} L ${CX + hw - 6} ${top + 40} Q ${CX + 30} ${top + 18} ${CX} ${top + 48} Q ${CX - 30} ${top + 18} ${CX - hw + 6} ${top + 40} Z" fill="${c}" ${outline()}/>`,
      );
      break;
    case 'curly':
      parts.push(
        `<path d="M ${CX - hw - 4} ${cheek - 10} C ${CX - hw - 20} ${top + 10} ${CX - hw} ${top - 24} ${CX - 40} ${top - 22} C ${CX - 30} ${top - 40} ${CX + 10} ${top - 40} ${CX + 20} ${top - 24} C ${CX + 50} ${top - 38} ${CX + hw + 20} ${top - 10} ${CX + hw + 4} ${cheek - 10} C ${CX + hw - 4} ${top + 50} ${CX + 40} ${top + 34} ${CX + 20} ${top + 46} C ${CX} ${top + 30} ${CX - 20} ${top + 50} ${CX - 40} ${top + 36} C ${CX - hw + 4} ${top + 50} ${CX - hw} ${top + 60} ${CX - hw - 4} ${cheek - 10} Z" fill="${c}" ${outline()}/>`,
      );
      break;
    default:
      // short hair, a little shorter at the temples with age
      parts.push(
        `<path d="M ${CX - hw - 2} ${cheek - 14} C ${CX - hw - 8} ${top + 6} ${CX - 40} ${top - 16} ${CX} ${top - 14} C ${CX + 40} ${top - 16} ${CX + hw + 8} ${top + 6} ${CX + hw + 2} ${cheek - 14} L ${CX + hw - 8} ${top + (p.years === 2 ? 30 : 44)} Q ${CX + 20} ${top + 30} ${CX} ${top + 44} Q ${CX - 30} ${top + 28} ${CX - hw + 8} ${top + (p.years === 2 ? 30 : 44)} Z" fill="${c}" ${outline()}/>`,
      );
  }
  if (p.features.has('greyTemples') && p.hairStyle !== 'bald') {
    parts.push(
      mirrored(
        `<path d="M ${CX + hw - 2} ${cheek - 40} L ${CX + hw + 2} ${cheek - 14}" stroke="${GREY_HAIR}" stroke-width="9" stroke-linecap="round"/>`,
      ),
    );
  }
  if (p.features.has('flowers') || p.features.has('leaf')) {
    const x = CX - hw + 10;
    const y = top + 24;
    parts.push(
      p.features.has('flowers')
        ? [0, 26, 52]
            .map(
              (dx) =>
                `<circle cx="${x + dx}" cy="${y - dx / 3}" r="8" fill="#f4a8c8" ${outline(2.5)}/><circle cx="${x + dx}" cy="${y - dx / 3}" r="3" fill="${GOLD}"/>`,
            )
            .join('')
        : `<path d="M ${x} ${y} q 14 -20 30 -10 q -12 18 -30 10 Z" fill="#5a9a3a" ${outline(2.5)}/>`,
    );
  }
  parts.push(beard(p));
  return parts.join('');
}

function beard(p: FacePlan): string {
  const { hw, cheek, chin } = p.head;
  const my = mouthLine(p);
  const c = p.hair;
  const moustache = (w: number, droop: number) =>
    `<path d="M ${CX} ${my - 12} C ${CX - w * 0.5} ${my - 22} ${CX - w * 0.9} ${my - 6} ${CX - w} ${my + droop} C ${CX - w * 0.7} ${my + 4} ${CX - w * 0.35} ${my + 2} ${CX} ${my + 2} C ${CX + w * 0.35} ${my + 2} ${CX + w * 0.7} ${my + 4} ${CX + w} ${my + droop} C ${CX + w * 0.9} ${my - 6} ${CX + w * 0.5} ${my - 22} ${CX} ${my - 12} Z" fill="${c}" ${outline(4)}/>`;
  switch (p.beard) {
    case 'stubble':
      return `<path d="M ${CX - hw + 8} ${cheek + 10} C ${CX - hw + 10} ${chin - 10} ${CX - 30} ${chin} ${CX} ${chin} C ${CX + 30} ${chin} ${CX + hw - 10} ${chin - 10} ${CX + hw - 8} ${cheek + 10}" fill="none" stroke="${c}" stroke-opacity="0.45" stroke-width="14" stroke-dasharray="2 4"/>`;
    case 'moustache':
      return moustache(34, 10);
    case 'goatee':
      return (
        moustache(28, 4) +
        `<path d="M ${CX - 16} ${my + 14} Q ${CX} ${my + 8} ${CX + 16} ${my + 14} L ${CX + 8} ${chin + 22} L ${CX - 8} ${chin + 22} Z" fill="${c}" ${outline(4)}/>`
      );
    case 'short':
      return (
        `<path d="M ${CX - hw + 4} ${cheek + 4} C ${CX - hw + 6} ${chin - 10} ${CX - 30} ${chin + 22} ${CX} ${chin + 24} C ${CX + 30} ${chin + 22} ${CX + hw - 6} ${chin - 10} ${CX + hw - 4} ${cheek + 4} C ${CX + hw - 20} ${chin - 40} ${CX + 30} ${my + 20} ${CX} ${my + 16} C ${CX - 30} ${my + 20} ${CX - hw + 20} ${chin - 40} ${CX - hw + 4} ${cheek + 4} Z" fill="${c}" ${outline()}/>` +
        moustache(36, 8)
      );
    case 'full':
      return (
        `<path d="M ${CX - hw + 2} ${cheek - 10} C ${CX - hw - 8} ${cheek + 70} ${CX - 60} ${chin + 70} ${CX} ${chin + 90} C ${CX + 60} ${chin + 70} ${CX + hw + 8} ${cheek + 70} ${CX + hw - 2} ${cheek - 10} C ${CX + hw - 12} ${cheek + 30} ${CX + 40} ${my - 10} ${CX} ${my - 6} C ${CX - 40} ${my - 10} ${CX - hw + 12} ${cheek + 30} ${CX - hw + 2} ${cheek - 10} Z" fill="${c}" ${outline()}/>` +
        `<path d="M ${CX - 18} ${my + 16} Q ${CX} ${my + 26} ${CX + 18} ${my + 16}" fill="none" ${outline(4)}/>` +
        moustache(50, 14)
      );
    case 'forked':
      return (
        `<path d="M ${CX - hw + 2} ${cheek - 12} C ${CX - hw - 12} ${cheek + 80} ${CX - 64} ${chin + 90} ${CX - 14} ${chin + 160} L ${CX} ${chin + 136} L ${CX + 14} ${chin + 160} C ${CX + 64} ${chin + 90} ${CX + hw + 12} ${cheek + 80} ${CX + hw - 2} ${cheek - 12} C ${CX + hw - 12} ${cheek + 30} ${CX + 40} ${my - 10} ${CX} ${my - 6} C ${CX - 40} ${my - 10} ${CX - hw + 12} ${cheek + 30} ${CX - hw + 2} ${cheek - 12} Z" fill="${c}" ${outline()}/>` +
        `<path d="M ${CX - 40} ${chin + 20} Q ${CX - 36} ${chin + 70} ${CX - 14} ${chin + 110} M ${CX + 40} ${chin + 20} Q ${CX + 36} ${chin + 70} ${CX + 14} ${chin + 110}" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>` +
        `<path d="M ${CX - 18} ${my + 16} Q ${CX} ${my + 26} ${CX + 18} ${my + 16}" fill="none" ${outline(4)}/>` +
        moustache(58, 18) +
        `<rect x="${CX - 13}" y="${chin + 100}" width="26" height="15" rx="4" fill="${GOLD}" ${outline(3.5)}/>`
      );
    default:
      return '';
  }
}

function neck(p: FacePlan): string {
  const w = p.neck;
  const { chin, cheek } = p.head;
  return (
    `<path d="M ${CX - w} ${cheek + 40} L ${CX - w} ${SH + 40} L ${CX + w} ${SH + 40} L ${CX + w} ${cheek + 40} Z" fill="${p.skin}" ${outline()}/>` +
    `<path d="M ${CX - w + 2} ${chin - 8} Q ${CX} ${chin + 24} ${CX + w - 2} ${chin - 8} L ${CX + w - 2} ${chin + 16} Q ${CX} ${chin + 40} ${CX - w + 2} ${chin + 16} Z" fill="${p.shade}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Class: clothing, headgear and emblem

function torsoPath(female: boolean): string {
  const s = female ? 34 : 0;
  return `M ${44 + s} 800 L ${44 + s} ${SH + 130} C ${44 + s} ${SH + 60} ${110 + s} ${SH + 16} 190 ${SH} L 322 ${SH} C ${402 - s} ${SH + 16} ${468 - s} ${SH + 60} ${468 - s} ${SH + 130} L ${468 - s} 800 Z`;
}

/** An emblem (path data in a 512 × 512 view box) centred at (x, y), `size` px square. */
function emblemAt(
  emblem: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  extra = '',
): string {
  if (!emblem) return '';
  return `<path transform="translate(${x - size / 2} ${y - size / 2}) scale(${size / 512})" d="${emblem}" fill="${fill}" ${extra}/>`;
}

function clothing(p: FacePlan, emblem: string): string {
  const torso = torsoPath(p.female);
  const s = p.female ? 34 : 0;
  switch (p.cls) {
    case 'warrior':
      return (
        `<path d="${torso}" fill="#9ea9b5" ${outline()}/>` +
        `<path d="M ${CX} ${SH + 60} L ${CX} 800" stroke="${INK}" stroke-width="4"/>` +
        `<path d="M ${150 + s / 2} ${SH + 110} Q ${CX} ${SH + 170} ${362 - s / 2} ${SH + 110}" fill="none" stroke="#76828f" stroke-width="8"/>` +
        `<path d="M ${CX - 44} ${SH + 120} L ${CX + 44} ${SH + 120} L ${CX + 34} ${SH + 190} L ${CX} ${SH + 214} L ${CX - 34} ${SH + 190} Z" fill="${p.cloth}" ${outline(4)}/>` +
        emblemAt(emblem, CX, SH + 158, 44, GOLD)
      );
    case 'mage':
      return (
        `<path d="${torso}" fill="${p.cloth}" ${outline()}/>` +
        emblemAt(emblem, 122 + s / 2, SH + 130, 64, GOLD) +
        emblemAt(emblem, 390 - s / 2, SH + 130, 64, GOLD)
      );
    case 'rogue':
      return (
        `<path d="${torso}" fill="${p.cloth}" ${outline()}/>` +
        `<path d="M 150 ${SH + 70} L 390 ${SH + 260}" stroke="${INK}" stroke-width="26"/><path d="M 150 ${SH + 70} L 390 ${SH + 260}" stroke="#a07a4c" stroke-width="16"/>` +
        `<path d="M ${44 + s} 800 L ${44 + s} ${SH + 130} C ${44 + s} ${SH + 60} ${110 + s} ${SH + 16} 190 ${SH} L 226 ${SH} L 170 800 Z" fill="#34373f" ${outline()}/>` +
        `<path d="M ${468 - s} 800 L ${468 - s} ${SH + 130} C ${468 - s} ${SH + 60} ${402 - s} ${SH + 16} 322 ${SH} L 286 ${SH} L 342 800 Z" fill="#34373f" ${outline()}/>`
      );
    default:
      return (
        `<path d="${torso}" fill="${p.cloth}" ${outline()}/>` +
        `<path d="M 194 ${SH} L 214 800 L 248 800 L 236 ${SH + 20} Z" fill="#d9a833" ${outline()}/>` +
        `<path d="M 318 ${SH} L 298 800 L 264 800 L 276 ${SH + 20} Z" fill="#d9a833" ${outline()}/>`
      );
  }
}

function collar(p: FacePlan): string {
  switch (p.cls) {
    case 'warrior':
      return `<path d="M 190 ${SH} L 322 ${SH} L 306 ${SH + 64} L 206 ${SH + 64} Z" fill="#76828f" ${outline()}/><path d="M 200 ${SH + 22} L 312 ${SH + 22} M 204 ${SH + 44} L 308 ${SH + 44}" stroke="${INK}" stroke-width="3.5"/>`;
    case 'mage':
      return (
        `<path d="M 184 ${SH} L ${CX} ${SH + 150} L 328 ${SH} L 352 ${SH + 8} L ${CX} ${SH + 190} L 160 ${SH + 8} Z" fill="${GOLD}" ${outline()}/>` +
        `<path d="M 196 ${SH + 2} L ${CX} ${SH + 142} L 316 ${SH + 2} Z" fill="${mix(p.cloth, INK, 0.45)}" ${outline(4)}/>`
      );
    case 'rogue':
      return (
        `<path d="M 182 ${SH - 6} Q ${CX} ${SH + 52} 330 ${SH - 6} L 336 ${SH + 22} Q ${CX} ${SH + 84} 176 ${SH + 22} Z" fill="#34373f" ${outline()}/>` +
        `<circle cx="${CX}" cy="${SH + 44}" r="15" fill="#cfcfcf" ${outline(4)}/>`
      );
    default:
      return `<path d="M 196 ${SH - 2} Q ${CX} ${SH + 70} 316 ${SH - 2} L 322 ${SH + 18} Q ${CX} ${SH + 94} 190 ${SH + 18} Z" fill="#d9a833" ${outline()}/>`;
  }
}

function necklace(p: FacePlan): string {
  if (!p.features.has('necklace')) return '';
  const y = p.head.chin + 40;
  return (
    `<path d="M ${CX - p.neck + 4} ${y - 20} Q ${CX} ${y + 26} ${CX + p.neck - 4} ${y - 20}" fill="none" stroke="#c8a040" stroke-width="4"/>` +
    `<circle cx="${CX}" cy="${y + 8}" r="8" fill="#3a8ab8" ${outline(3)}/>`
  );
}

const wearsHood = (p: FacePlan) =>
  p.features.has('hood') || (p.cls === 'rogue' && p.headgear && !p.features.has('hat'));

function headgearBack(p: FacePlan): string {
  const { top, hw } = p.head;
  if (wearsHood(p)) {
    return `<path d="M ${CX} ${top - 60} C ${CX + hw + 74} ${top - 44} ${CX + hw + 64} ${top + 170} ${CX + hw + 84} ${top + 290} L ${CX - hw - 84} ${top + 290} C ${CX - hw - 64} ${top + 170} ${CX - hw - 74} ${top - 44} ${CX} ${top - 60} Z" fill="#34373f" ${outline()}/>`;
  }
  if (p.cls === 'cleric') {
    return (
      `<circle cx="${CX}" cy="${top + 84}" r="152" fill="#fffbe9" opacity="0.5"/>` +
      `<circle cx="${CX}" cy="${top + 84}" r="130" fill="none" stroke="#fff6c4" stroke-width="14"/>`
    );
  }
  return '';
}

function headgearFront(p: FacePlan, emblem: string): string {
  const { top, hw, cheek } = p.head;
  if (p.features.has('hat')) {
    const brimY = top + 30;
    return (
      `<path d="M ${CX - hw + 4} ${brimY} C ${CX - hw + 10} ${top - 70} ${CX + hw - 10} ${top - 70} ${CX + hw - 4} ${brimY} Z" fill="#3a3028" ${outline()}/>` +
      `<ellipse cx="${CX}" cy="${brimY}" rx="${hw + 70}" ry="22" fill="#3a3028" ${outline()}/>` +
      `<path d="M ${CX + 30} ${top - 10} C ${CX + 60} ${top - 70} ${CX + 90} ${top - 80} ${CX + 100} ${top - 86} C ${CX + 80} ${top - 50} ${CX + 60} ${top - 20} ${CX + 36} ${top} Z" fill="${INK}" ${outline(2)}/>`
    );
  }
  if (wearsHood(p)) {
    return `<path d="M ${CX} ${top - 44} C ${CX + hw + 54} ${top - 34} ${CX + hw + 44} ${top + 110} ${CX + hw + 38} ${cheek + 124} L ${CX + hw + 12} ${cheek + 84} C ${CX + hw + 16} ${top + 80} ${CX + hw - 10} ${top + 42} ${CX} ${top + 46} C ${CX - hw + 10} ${top + 42} ${CX - hw - 16} ${top + 80} ${CX - hw - 12} ${cheek + 84} L ${CX - hw - 38} ${cheek + 124} C ${CX - hw - 44} ${top + 110} ${CX - hw - 54} ${top - 34} ${CX} ${top - 44} Z" fill="#484c56" ${outline()}/>`;
  }
  if (!p.headgear) {
    // bare-headed: a warrior's pauldron studs or a mage's circlet say the class instead
    return p.cls === 'mage'
      ? `<path d="M ${CX - hw - 2} ${top + 50} Q ${CX} ${top + 30} ${CX + hw + 2} ${top + 50}" fill="none" stroke="${GOLD}" stroke-width="6"/><circle cx="${CX}" cy="${top + 38}" r="7" fill="#6ad0f0" ${outline(3)}/>`
      : '';
  }
  switch (p.cls) {
    case 'warrior': {
      let s = '';
      if (p.race === 'dwarf' || p.race === 'orc') {
        s += mirrored(
          `<path d="M ${CX + hw - 6} ${top + 42} C ${CX + hw + 40} ${top + 32} ${CX + hw + 62} ${top - 10} ${CX + hw + 58} ${top - 72} C ${CX + hw + 30} ${top - 30} ${CX + hw + 10} ${top - 10} ${CX + hw - 20} ${top + 6} Z" fill="#efe6cf" ${outline()}/>`,
        );
      }
      if (p.race === 'elf') {
        s += `<path d="M ${CX} ${top - 6} C ${CX - 20} ${top - 40} ${CX - 6} ${top - 80} ${CX + 30} ${top - 96} C ${CX + 24} ${top - 60} ${CX + 24} ${top - 30} ${CX + 6} ${top - 4} Z" fill="#3f9b5a" ${outline()}/>`;
      }
      s += mirrored(
        `<path d="M ${CX + hw + 10} ${top + 60} L ${CX + hw + 10} ${cheek + 10} C ${CX + hw} ${cheek + 20} ${CX + hw - 14} ${cheek + 14} ${CX + hw - 14} ${cheek} L ${CX + hw - 14} ${top + 66} Z" fill="#bcc6d0" ${outline()}/>`,
      );
      s += `<path d="M ${CX - hw - 10} ${top + 64} C ${CX - hw - 10} ${top - 32} ${CX + hw + 10} ${top - 32} ${CX + hw + 10} ${top + 64} Z" fill="#bcc6d0" ${outline()}/>`;
      s += `<path d="M ${CX - 18} ${top - 12} Q ${CX - 40} ${top + 10} ${CX - 46} ${top + 40}" fill="none" stroke="#eef2f6" stroke-width="8" stroke-linecap="round"/>`;
      s += `<path d="M ${CX - hw - 12} ${top + 50} L ${CX + hw + 12} ${top + 50} L ${CX + hw + 12} ${top + 74} L ${CX - hw - 12} ${top + 74} Z" fill="#848f9c" ${outline()}/>`;
      s += `<path d="M ${CX - 9} ${top + 72} L ${CX + 9} ${top + 72} L ${CX + 7} ${cheek + 20} L ${CX - 7} ${cheek + 20} Z" fill="#848f9c" ${outline()}/>`;
      for (const dx of [-48, -16, 16, 48]) {
        s += `<circle cx="${CX + dx}" cy="${top + 62}" r="4" fill="${INK}"/>`;
      }
      return s;
    }
    case 'mage': {
      const brimY = top + 40;
      return (
        `<path d="M ${CX - hw - 26} ${brimY} C ${CX - 56} ${top - 50} ${CX - 20} ${top - 110} ${CX + 90} ${top - 128} C ${CX + 40} ${top - 90} ${CX + 50} ${top - 40} ${CX + hw + 26} ${brimY} Z" fill="${p.cloth}" ${outline()}/>` +
        `<ellipse cx="${CX}" cy="${brimY + 2}" rx="${hw + 80}" ry="26" fill="${p.cloth}" ${outline()}/>` +
        `<path d="M ${CX - hw - 22} ${brimY - 4} Q ${CX} ${brimY - 24} ${CX + hw + 22} ${brimY - 4} L ${CX + hw + 14} ${brimY - 30} Q ${CX} ${brimY - 50} ${CX - hw - 14} ${brimY - 30} Z" fill="${GOLD}" ${outline()}/>` +
        emblemAt(emblem, CX - 4, top - 42, 46, GOLD)
      );
    }
    case 'cleric':
      return (
        `<path d="M ${CX - hw - 4} ${top + 54} Q ${CX} ${top + 32} ${CX + hw + 4} ${top + 54} L ${CX + hw + 4} ${top + 68} Q ${CX} ${top + 46} ${CX - hw - 4} ${top + 68} Z" fill="${GOLD}" ${outline(4)}/>` +
        `<path d="M ${CX} ${top + 22} L ${CX + 13} ${top + 42} L ${CX} ${top + 62} L ${CX - 13} ${top + 42} Z" fill="${p.female ? '#3a7bd5' : '#c0392b'}" ${outline(4)}/>`
      );
    default:
      return '';
  }
}

/** The frame, the class's stepped glow and its emblem as a watermark and a badge. */
function card(p: FacePlan, emblem: string, figure: string): string {
  const style = CLASSES[p.cls];
  const rings: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    rings.push(
      `<ellipse cx="${CX}" cy="300" rx="${420 - i * 72}" ry="${560 - i * 96}" fill="${mix(style.bgOut, style.bgIn, i / 4)}"/>`,
    );
  }
  const pivot = `translate(${CX} 42) scale(1.1) translate(${-CX} -42)`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><clipPath id="panel"><rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" rx="26"/></clipPath></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#15110d"/>`,
    `<g clip-path="url(#panel)"><rect width="${WIDTH}" height="${HEIGHT}" fill="${style.bgOut}"/>${rings.join('')}`,
    emblemAt(emblem, CX, 300, 400, style.glow, 'opacity="0.14"'),
    `<g transform="${pivot}">${figure}</g>`,
    `<circle cx="${CX}" cy="${HEIGHT - 92}" r="54" fill="#15110d" stroke="${style.ring}" stroke-width="6"/>`,
    emblemAt(emblem, CX, HEIGHT - 92, 64, style.glow),
    `</g>`,
    `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" rx="26" fill="none" stroke="${style.frame}" stroke-width="8"/>`,
    `<rect x="30" y="30" width="${WIDTH - 60}" height="${HEIGHT - 60}" rx="18" fill="none" stroke="${style.frame}" stroke-width="2.5" opacity="0.75"/>`,
    `</svg>`,
  ].join('');
}

/** Each class's emblem as SVG path data in a 512 × 512 view box. */
export type Emblems = Partial<Record<'Warrior' | 'Mage' | 'Rogue' | 'Cleric', string>>;

const EMBLEM_OF: Record<ClassKey, keyof Emblems> = {
  warrior: 'Warrior',
  mage: 'Mage',
  rogue: 'Rogue',
  cleric: 'Cleric',
};

/** The face's SVG document; a class without an emblem in `emblems` is drawn without one. */
export function drawFace(subject: FaceSubject, emblems: Emblems = {}): string {
  const p = planFace(subject);
  const emblem = emblems[EMBLEM_OF[p.cls]] ?? '';
  const figure = [
    headgearBack(p),
    clothing(p, emblem),
    backHair(p),
    neck(p),
    collar(p),
    necklace(p),
    ears(p),
    horns(p),
    `<path d="${headPath(p.head)}" fill="${p.skin}" ${outline()}/>`,
    face(p),
    frontHair(p),
    headgearFront(p, emblem),
  ].join('');
  return card(p, emblem, figure);
}

/** The face as an address an image can show: the SVG text in base64 (it is plain ASCII). */
export function faceDataUrl(subject: FaceSubject, emblems: Emblems = {}): string {
  return `data:image/svg+xml;base64,${btoa(drawFace(subject, emblems))}`;
}
