#!/usr/bin/env node
// Builds the character portraits in public/images/ from flat SVG compositions and renders them
// to PNG with @resvg/resvg-js. Run at asset time (`node scripts/make-portraits.mjs`); the PNGs are
// committed. The output is deterministic: no randomness, no fonts, fixed ordering.
//
// Each portrait is a framed card, 512×768: a background keyed by class (warrior crimson, mage
// indigo, rogue dark green, cleric gold) with the class emblem as a watermark and as a badge, and
// a head-and-shoulders figure drawn here. Face shape, ears, nose, skin, tusks, hair and beard are
// keyed by race and gender; headgear and clothing by class (warrior helm and plate, mage hat and
// robe, rogue hood and cloak, cleric halo, circlet and vestments). The emblems come from the
// game-icons.net set (CC BY 3.0); see public/images/LICENSE.md.

import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Resvg } = require('@resvg/resvg-js');
// Zopfli finds a smaller deflate encoding than zlib (about 10% here); the pixels are the same.
const { zlibAsync } = require('@gfx/zopfli');
const gameIcons = require('@iconify-json/game-icons/icons.json');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public', 'images');

const WIDTH = 512;
const HEIGHT = 768;
const CX = WIDTH / 2;
/** Where the neck meets the shoulders, before the figure is scaled. */
const SH = 512;
/** The figure is drawn at this scale around (CX, FIGURE_PIVOT). */
const FIGURE_SCALE = 1.1;
const FIGURE_PIVOT = 42;
const INK = '#1d1712';
const GOLD = '#e2b746';
/** Each PNG must weigh at most this much, so a portrait never slows the card down. */
const MAX_BYTES = 80 * 1024;

const RACES = ['human', 'elf', 'dwarf', 'orc'];
const CLASSES = ['warrior', 'mage', 'rogue', 'cleric'];
const GENDERS = ['male', 'female'];

// ---------------------------------------------------------------------------------------------
// game-icons.net icons (all by their authors on game-icons.net, CC BY 3.0)

const CLASS_ICONS = {
  warrior: { badge: 'crossed-swords', watermark: 'crossed-swords' },
  mage: { badge: 'fairy-wand', watermark: 'magic-swirl' },
  rogue: { badge: 'daggers', watermark: 'cloak-dagger' },
  cleric: { badge: 'holy-grail', watermark: 'heraldic-sun' },
};
const MAGE_HAT_ICON = 'star-swirl';
const MAGE_ROBE_ICON = 'sparkles';

function iconBody(name) {
  const found = gameIcons.icons[name];
  if (!found) throw new Error(`game-icons has no icon named ${name}`);
  return found.body;
}

/** An icon (512×512 viewBox) centred at (x, y), `size` px square, filled with `fill`. */
function icon(name, x, y, size, fill, extra = '') {
  const body = iconBody(name).replaceAll('currentColor', fill);
  return `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${size / 512})" ${extra}>${body}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Palettes

const CLASS_STYLE = {
  warrior: {
    bgIn: '#cf4a3c',
    bgOut: '#5a0f12',
    glow: '#ffe3d6',
    frame: '#e0b54a',
    ring: '#e0b54a',
  },
  mage: { bgIn: '#4c46c4', bgOut: '#130f40', glow: '#dcd6ff', frame: '#e0b54a', ring: '#e0b54a' },
  rogue: { bgIn: '#3f8354', bgOut: '#0a2013', glow: '#d2f0da', frame: '#c9b27a', ring: '#c9b27a' },
  cleric: { bgIn: '#fbeab0', bgOut: '#b07a1c', glow: '#fffdf2', frame: '#6e4510', ring: '#e0b54a' },
};

const RACE_STYLE = {
  human: {
    skin: '#eab48c',
    shade: '#c98e68',
    iris: '#3f6fb0',
    hair: { male: '#5a3a22', female: '#9a3d1a' },
    head: { hw: 74, top: 250, cheek: 345, chin: 450, jaw: 42 },
    neck: 34,
  },
  elf: {
    skin: '#f3eed8',
    shade: '#cdd3ae',
    iris: '#2f9a58',
    hair: { male: '#d5dae2', female: '#f2d274' },
    head: { hw: 66, top: 246, cheek: 340, chin: 458, jaw: 24 },
    neck: 30,
  },
  dwarf: {
    skin: '#e29e78',
    shade: '#bf7a56',
    iris: '#2f6f9a',
    hair: { male: '#b4532a', female: '#e08a2e' },
    head: { hw: 84, top: 262, cheek: 352, chin: 446, jaw: 62 },
    neck: 48,
  },
  orc: {
    skin: '#7eab55',
    shade: '#5a8440',
    iris: '#e0342a',
    hair: { male: '#24201c', female: '#5a1f24' },
    head: { hw: 86, top: 252, cheek: 345, chin: 452, jaw: 74 },
    neck: 50,
  },
};

const outline = (width = 5) =>
  `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

/** Mirror an SVG fragment around the vertical centre line. */
function mirrored(fragment) {
  return `${fragment}<g transform="translate(${WIDTH} 0) scale(-1 1)">${fragment}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Race and gender: head, face, hair

function headPath({ hw, top, cheek, chin, jaw }) {
  return [
    `M ${CX - hw} ${cheek}`,
    `C ${CX - hw} ${top + 22} ${CX - hw * 0.55} ${top} ${CX} ${top}`,
    `C ${CX + hw * 0.55} ${top} ${CX + hw} ${top + 22} ${CX + hw} ${cheek}`,
    `C ${CX + hw} ${cheek + 58} ${CX + jaw} ${chin - 8} ${CX} ${chin}`,
    `C ${CX - jaw} ${chin - 8} ${CX - hw} ${cheek + 58} ${CX - hw} ${cheek}`,
    'Z',
  ].join(' ');
}

function ears(race, r) {
  const { hw, cheek } = r.head;
  const x = CX + hw;
  if (race === 'elf') {
    return mirrored(
      `<path d="M ${x - 8} ${cheek + 22} C ${x + 20} ${cheek + 10} ${x + 46} ${cheek - 40} ${x + 64} ${cheek - 100} C ${x + 30} ${cheek - 72} ${x + 6} ${cheek - 52} ${x - 8} ${cheek - 30} Z" fill="${r.skin}" ${outline()}/>` +
        `<path d="M ${x + 2} ${cheek + 6} C ${x + 20} ${cheek - 10} ${x + 34} ${cheek - 36} ${x + 44} ${cheek - 64}" fill="none" stroke="${r.shade}" stroke-width="6" stroke-linecap="round"/>`,
    );
  }
  if (race === 'orc') {
    return mirrored(
      `<path d="M ${x - 8} ${cheek + 26} C ${x + 22} ${cheek + 24} ${x + 44} ${cheek - 2} ${x + 56} ${cheek - 46} C ${x + 30} ${cheek - 36} ${x + 8} ${cheek - 34} ${x - 8} ${cheek - 26} Z" fill="${r.skin}" ${outline()}/>` +
        `<circle cx="${x + 14}" cy="${cheek + 14}" r="7" fill="none" stroke="${GOLD}" stroke-width="4"/>`,
    );
  }
  return mirrored(
    `<ellipse cx="${x}" cy="${cheek}" rx="14" ry="24" fill="${r.skin}" ${outline()}/>` +
      `<path d="M ${x + 2} ${cheek - 12} C ${x + 8} ${cheek - 4} ${x + 8} ${cheek + 6} ${x + 2} ${cheek + 12}" fill="none" stroke="${r.shade}" stroke-width="4" stroke-linecap="round"/>`,
  );
}

function mouthY(r) {
  const eyeY = r.head.cheek - 8;
  return Math.round(eyeY + (r.head.chin - eyeY) * 0.62);
}

function face(race, gender, r) {
  const { cheek } = r.head;
  const eyeY = cheek - 8;
  const female = gender === 'female';
  const parts = [];
  const eye = (side) => {
    const x = CX + side * 31;
    let s = `<path d="M ${x - 17} ${eyeY} Q ${x} ${eyeY - 14} ${x + 17} ${eyeY} Q ${x} ${eyeY + 11} ${x - 17} ${eyeY} Z" fill="#fbf8f0" ${outline(3.5)}/>`;
    s += `<circle cx="${x}" cy="${eyeY - 1}" r="7" fill="${r.iris}"/><circle cx="${x}" cy="${eyeY - 1}" r="3" fill="${INK}"/>`;
    if (female) {
      s += `<path d="M ${x + side * 15} ${eyeY - 4} l ${side * 9} -7 M ${x + side * 9} ${eyeY - 8} l ${side * 6} -8" ${outline(3.5)}/>`;
    }
    return s;
  };
  parts.push(eye(-1), eye(1));
  // brows: heavy for dwarves and orcs, fine and arched for women
  const browW = female ? 4.5 : race === 'orc' || race === 'dwarf' ? 10 : 8;
  const browColour = race === 'orc' ? INK : race === 'elf' && !female ? '#7d8593' : r.hair[gender];
  const tilt = race === 'orc' ? 10 : race === 'elf' ? -5 : 0;
  for (const side of [-1, 1]) {
    const x0 = CX + side * 14;
    const x1 = CX + side * 50;
    parts.push(
      `<path d="M ${x0} ${eyeY - 19 + tilt} Q ${(x0 + x1) / 2} ${eyeY - (female ? 32 : 28)} ${x1} ${eyeY - 21 - tilt}" fill="none" stroke="${browColour}" stroke-width="${browW}" stroke-linecap="round"/>`,
    );
  }
  // nose
  if (race === 'dwarf') {
    parts.push(
      `<ellipse cx="${CX}" cy="${eyeY + 36}" rx="18" ry="16" fill="${r.shade}" ${outline(3.5)}/>`,
    );
  } else if (race === 'orc') {
    parts.push(
      `<path d="M ${CX - 20} ${eyeY + 40} Q ${CX} ${eyeY + 20} ${CX + 20} ${eyeY + 40} Q ${CX} ${eyeY + 48} ${CX - 20} ${eyeY + 40} Z" fill="${r.shade}" ${outline(3.5)}/>` +
        `<circle cx="${CX - 8}" cy="${eyeY + 38}" r="3.5" fill="${INK}"/><circle cx="${CX + 8}" cy="${eyeY + 38}" r="3.5" fill="${INK}"/>`,
    );
  } else {
    parts.push(
      `<path d="M ${CX - 2} ${eyeY + 8} L ${CX - 10} ${eyeY + 40} Q ${CX} ${eyeY + 46} ${CX + 9} ${eyeY + 40}" fill="none" stroke="${r.shade}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  // mouth
  const my = mouthY(r);
  if (female) {
    parts.push(
      `<path d="M ${CX - 19} ${my} Q ${CX - 9} ${my - 9} ${CX} ${my - 4} Q ${CX + 9} ${my - 9} ${CX + 19} ${my} Q ${CX} ${my + 13} ${CX - 19} ${my} Z" fill="#c93a4c" ${outline(2.5)}/>`,
      `<circle cx="${CX - 46}" cy="${eyeY + 34}" r="12" fill="#e8606c" opacity="0.35"/><circle cx="${CX + 46}" cy="${eyeY + 34}" r="12" fill="#e8606c" opacity="0.35"/>`,
    );
  } else {
    parts.push(
      `<path d="M ${CX - 20} ${my} Q ${CX} ${my + 6} ${CX + 20} ${my}" fill="none" ${outline(4)}/>`,
    );
  }
  if (race === 'orc') {
    const tusk = female ? 13 : 22;
    for (const side of [-1, 1]) {
      const x = CX + side * 27;
      parts.push(
        `<path d="M ${x - 7} ${my + 7} L ${x + side * 3} ${my + 4 - tusk} L ${x + 7} ${my + 7} Z" fill="#f6f0de" ${outline(3)}/>`,
      );
    }
  }
  return parts.join('');
}

/** Hair that falls behind the head and over the shoulders (drawn before the neck and head). */
function backHair(race, gender, r) {
  const { hw, top } = r.head;
  const c = r.hair[gender];
  if (gender === 'male') return '';
  if (race === 'dwarf') {
    // two thick braids over the shoulders, with gold bands
    return mirrored(
      (() => {
        const x = CX + hw + 8;
        let s = `<path d="M ${x - 24} ${top + 80} L ${x + 24} ${top + 80} L ${x + 22} ${top + 330} L ${x - 22} ${top + 330} Z" fill="${c}" ${outline()}/>`;
        for (let y = top + 112; y < top + 320; y += 34) {
          s += `<path d="M ${x - 22} ${y} Q ${x} ${y + 22} ${x + 22} ${y}" fill="none" stroke="${INK}" stroke-width="3.5"/>`;
        }
        s += `<rect x="${x - 18}" y="${top + 300}" width="36" height="18" rx="5" fill="${GOLD}" ${outline(3.5)}/>`;
        s += `<path d="M ${x - 16} ${top + 318} L ${x} ${top + 352} L ${x + 16} ${top + 318} Z" fill="${c}" ${outline(3.5)}/>`;
        return s;
      })(),
    );
  }
  // long hair falling over the shoulders, ending in locks
  const length = race === 'elf' ? 360 : race === 'orc' ? 330 : 320;
  const w = race === 'elf' ? 30 : race === 'orc' ? 40 : 46;
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
function frontHair(race, gender, r) {
  const { hw, top, cheek, chin } = r.head;
  const c = r.hair[gender];
  const parts = [];
  if (gender === 'female') {
    // a fringe parted at the side
    parts.push(
      `<path d="M ${CX - hw - 2} ${cheek - 18} C ${CX - hw - 6} ${top + 10} ${CX - 30} ${top - 16} ${CX + 10} ${top - 8} C ${CX + hw} ${top} ${CX + hw + 6} ${top + 40} ${CX + hw + 2} ${cheek - 18} C ${CX + hw - 20} ${top + 62} ${CX + 22} ${top + 52} ${CX - 4} ${top + 30} C ${CX - 30} ${top + 62} ${CX - hw + 10} ${top + 72} ${CX - hw - 2} ${cheek - 18} Z" fill="${c}" ${outline()}/>`,
    );
    return parts.join('');
  }
  if (race === 'orc') {
    // a crest of hair on a bald head
    parts.push(
      `<path d="M ${CX - 18} ${top + 44} L ${CX - 26} ${top - 20} L ${CX - 9} ${top - 6} L ${CX} ${top - 38} L ${CX + 9} ${top - 6} L ${CX + 26} ${top - 20} L ${CX + 18} ${top + 44} Z" fill="${c}" ${outline()}/>`,
    );
    return parts.join('');
  }
  if (race === 'elf') {
    // short hair swept back from a widow's peak
    parts.push(
      `<path d="M ${CX - hw - 4} ${cheek - 6} C ${CX - hw - 12} ${top} ${CX - 40} ${top - 20} ${CX + 10} ${top - 16} C ${CX + 60} ${top - 12} ${CX + hw + 12} ${top + 4} ${CX + hw + 4} ${cheek - 6} L ${CX + hw - 6} ${top + 40} Q ${CX + 30} ${top + 18} ${CX} ${top + 48} Q ${CX - 30} ${top + 18} ${CX - hw + 6} ${top + 40} Z" fill="${c}" ${outline()}/>`,
    );
    return parts.join('');
  }
  // short hair
  parts.push(
    `<path d="M ${CX - hw - 2} ${cheek - 14} C ${CX - hw - 8} ${top + 6} ${CX - 40} ${top - 16} ${CX} ${top - 14} C ${CX + 40} ${top - 16} ${CX + hw + 8} ${top + 6} ${CX + hw + 2} ${cheek - 14} L ${CX + hw - 8} ${top + 44} Q ${CX + 20} ${top + 30} ${CX} ${top + 44} Q ${CX - 30} ${top + 28} ${CX - hw + 8} ${top + 44} Z" fill="${c}" ${outline()}/>`,
  );
  const my = mouthY(r);
  const moustache = (w, droop) =>
    `<path d="M ${CX} ${my - 12} C ${CX - w * 0.5} ${my - 22} ${CX - w * 0.9} ${my - 6} ${CX - w} ${my + droop} C ${CX - w * 0.7} ${my + 4} ${CX - w * 0.35} ${my + 2} ${CX} ${my + 2} C ${CX + w * 0.35} ${my + 2} ${CX + w * 0.7} ${my + 4} ${CX + w} ${my + droop} C ${CX + w * 0.9} ${my - 6} ${CX + w * 0.5} ${my - 22} ${CX} ${my - 12} Z" fill="${c}" ${outline(4)}/>`;
  if (race === 'dwarf') {
    // a great forked beard with a gold bead
    parts.push(
      `<path d="M ${CX - hw + 2} ${cheek - 12} C ${CX - hw - 12} ${cheek + 80} ${CX - 64} ${chin + 90} ${CX - 14} ${chin + 160} L ${CX} ${chin + 136} L ${CX + 14} ${chin + 160} C ${CX + 64} ${chin + 90} ${CX + hw + 12} ${cheek + 80} ${CX + hw - 2} ${cheek - 12} C ${CX + hw - 12} ${cheek + 30} ${CX + 40} ${my - 10} ${CX} ${my - 6} C ${CX - 40} ${my - 10} ${CX - hw + 12} ${cheek + 30} ${CX - hw + 2} ${cheek - 12} Z" fill="${c}" ${outline()}/>`,
      `<path d="M ${CX - 40} ${chin + 20} Q ${CX - 36} ${chin + 70} ${CX - 14} ${chin + 110} M ${CX + 40} ${chin + 20} Q ${CX + 36} ${chin + 70} ${CX + 14} ${chin + 110}" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>`,
      `<path d="M ${CX - 18} ${my + 16} Q ${CX} ${my + 26} ${CX + 18} ${my + 16}" fill="none" ${outline(4)}/>`,
      moustache(58, 18),
      `<rect x="${CX - 13}" y="${chin + 100}" width="26" height="15" rx="4" fill="${GOLD}" ${outline(3.5)}/>`,
    );
  } else if (race === 'human') {
    // a short beard and moustache
    parts.push(
      `<path d="M ${CX - hw + 4} ${cheek + 4} C ${CX - hw + 6} ${chin - 10} ${CX - 30} ${chin + 22} ${CX} ${chin + 24} C ${CX + 30} ${chin + 22} ${CX + hw - 6} ${chin - 10} ${CX + hw - 4} ${cheek + 4} C ${CX + hw - 20} ${chin - 40} ${CX + 30} ${my + 20} ${CX} ${my + 16} C ${CX - 30} ${my + 20} ${CX - hw + 20} ${chin - 40} ${CX - hw + 4} ${cheek + 4} Z" fill="${c}" ${outline()}/>`,
      moustache(36, 8),
    );
  }
  return parts.join('');
}

function neck(r) {
  const w = r.neck;
  const { chin } = r.head;
  return (
    `<path d="M ${CX - w} ${r.head.cheek + 40} L ${CX - w} ${SH + 40} L ${CX + w} ${SH + 40} L ${CX + w} ${r.head.cheek + 40} Z" fill="${r.skin}" ${outline()}/>` +
    `<path d="M ${CX - w + 2} ${chin - 8} Q ${CX} ${chin + 24} ${CX + w - 2} ${chin - 8} L ${CX + w - 2} ${chin + 16} Q ${CX} ${chin + 40} ${CX - w + 2} ${chin + 16} Z" fill="${r.shade}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Class: clothing and headgear

function torsoPath(gender) {
  const s = gender === 'female' ? 34 : 0;
  return `M ${44 + s} 800 L ${44 + s} ${SH + 130} C ${44 + s} ${SH + 60} ${110 + s} ${SH + 16} 190 ${SH} L 322 ${SH} C ${402 - s} ${SH + 16} ${468 - s} ${SH + 60} ${468 - s} ${SH + 130} L ${468 - s} 800 Z`;
}

/** The body: drawn behind hair, neck and head. */
function clothing(cls, gender) {
  const torso = torsoPath(gender);
  const s = gender === 'female' ? 34 : 0;
  switch (cls) {
    case 'warrior':
      return (
        `<path d="${torso}" fill="#9ea9b5" ${outline()}/>` +
        `<path d="M ${CX} ${SH + 60} L ${CX} 800" stroke="${INK}" stroke-width="4"/>` +
        `<path d="M ${150 + s / 2} ${SH + 110} Q ${CX} ${SH + 170} ${362 - s / 2} ${SH + 110}" fill="none" stroke="#76828f" stroke-width="8"/>` +
        `<path d="M ${CX - 44} ${SH + 120} L ${CX + 44} ${SH + 120} L ${CX + 34} ${SH + 190} L ${CX} ${SH + 214} L ${CX - 34} ${SH + 190} Z" fill="#a51d1d" ${outline(4)}/>`
      );
    case 'mage':
      return (
        `<path d="${torso}" fill="#8a55d8" ${outline()}/>` +
        icon(MAGE_ROBE_ICON, 122 + s / 2, SH + 130, 74, GOLD) +
        icon(MAGE_ROBE_ICON, 390 - s / 2, SH + 130, 74, GOLD)
      );
    case 'rogue':
      return (
        `<path d="${torso}" fill="#6b4d32" ${outline()}/>` +
        `<path d="M 150 ${SH + 70} L 390 ${SH + 260}" stroke="${INK}" stroke-width="26"/><path d="M 150 ${SH + 70} L 390 ${SH + 260}" stroke="#a07a4c" stroke-width="16"/>` +
        `<path d="M ${44 + s} 800 L ${44 + s} ${SH + 130} C ${44 + s} ${SH + 60} ${110 + s} ${SH + 16} 190 ${SH} L 226 ${SH} L 170 800 Z" fill="#34373f" ${outline()}/>` +
        `<path d="M ${468 - s} 800 L ${468 - s} ${SH + 130} C ${468 - s} ${SH + 60} ${402 - s} ${SH + 16} 322 ${SH} L 286 ${SH} L 342 800 Z" fill="#34373f" ${outline()}/>`
      );
    case 'cleric':
      return (
        `<path d="${torso}" fill="#f5f0e2" ${outline()}/>` +
        `<path d="M 194 ${SH} L 214 800 L 248 800 L 236 ${SH + 20} Z" fill="#d9a833" ${outline()}/>` +
        `<path d="M 318 ${SH} L 298 800 L 264 800 L 276 ${SH + 20} Z" fill="#d9a833" ${outline()}/>`
      );
    default:
      throw new Error(`unknown class ${cls}`);
  }
}

/** The neckline: drawn over the base of the neck. */
function collar(cls) {
  switch (cls) {
    case 'warrior':
      return `<path d="M 190 ${SH} L 322 ${SH} L 306 ${SH + 64} L 206 ${SH + 64} Z" fill="#76828f" ${outline()}/><path d="M 200 ${SH + 22} L 312 ${SH + 22} M 204 ${SH + 44} L 308 ${SH + 44}" stroke="${INK}" stroke-width="3.5"/>`;
    case 'mage':
      return (
        `<path d="M 184 ${SH} L ${CX} ${SH + 150} L 328 ${SH} L 352 ${SH + 8} L ${CX} ${SH + 190} L 160 ${SH + 8} Z" fill="${GOLD}" ${outline()}/>` +
        `<path d="M 196 ${SH + 2} L ${CX} ${SH + 142} L 316 ${SH + 2} Z" fill="#3b2070" ${outline(4)}/>`
      );
    case 'rogue':
      return (
        `<path d="M 182 ${SH - 6} Q ${CX} ${SH + 52} 330 ${SH - 6} L 336 ${SH + 22} Q ${CX} ${SH + 84} 176 ${SH + 22} Z" fill="#34373f" ${outline()}/>` +
        `<circle cx="${CX}" cy="${SH + 44}" r="15" fill="#cfcfcf" ${outline(4)}/>`
      );
    case 'cleric':
      return `<path d="M 196 ${SH - 2} Q ${CX} ${SH + 70} 316 ${SH - 2} L 322 ${SH + 18} Q ${CX} ${SH + 94} 190 ${SH + 18} Z" fill="#d9a833" ${outline()}/>`;
    default:
      return '';
  }
}

/** Headgear that sits behind the head (drawn first). */
function headgearBack(cls, r) {
  const { top, hw } = r.head;
  if (cls === 'rogue') {
    return `<path d="M ${CX} ${top - 60} C ${CX + hw + 74} ${top - 44} ${CX + hw + 64} ${top + 170} ${CX + hw + 84} ${top + 290} L ${CX - hw - 84} ${top + 290} C ${CX - hw - 64} ${top + 170} ${CX - hw - 74} ${top - 44} ${CX} ${top - 60} Z" fill="#34373f" ${outline()}/>`;
  }
  if (cls === 'cleric') {
    return (
      `<circle cx="${CX}" cy="${top + 84}" r="152" fill="#fffbe9" opacity="0.5"/>` +
      `<circle cx="${CX}" cy="${top + 84}" r="130" fill="none" stroke="#fff6c4" stroke-width="14"/>`
    );
  }
  return '';
}

/** Headgear on top of the head (drawn last). */
function headgearFront(cls, race, gender, r) {
  const { top, hw, cheek } = r.head;
  switch (cls) {
    case 'warrior': {
      let s = '';
      if (race === 'dwarf' || race === 'orc') {
        s += mirrored(
          `<path d="M ${CX + hw - 6} ${top + 42} C ${CX + hw + 40} ${top + 32} ${CX + hw + 62} ${top - 10} ${CX + hw + 58} ${top - 72} C ${CX + hw + 30} ${top - 30} ${CX + hw + 10} ${top - 10} ${CX + hw - 20} ${top + 6} Z" fill="#efe6cf" ${outline()}/>`,
        );
      }
      if (race === 'elf') {
        // a leaf crest
        s += `<path d="M ${CX} ${top - 6} C ${CX - 20} ${top - 40} ${CX - 6} ${top - 80} ${CX + 30} ${top - 96} C ${CX + 24} ${top - 60} ${CX + 24} ${top - 30} ${CX + 6} ${top - 4} Z" fill="#3f9b5a" ${outline()}/>`;
      }
      // an open-faced helm with cheek guards and a nasal
      const side = `<path d="M ${CX + hw + 10} ${top + 60} L ${CX + hw + 10} ${cheek + 10} C ${CX + hw} ${cheek + 20} ${CX + hw - 14} ${cheek + 14} ${CX + hw - 14} ${cheek} L ${CX + hw - 14} ${top + 66} Z" fill="#bcc6d0" ${outline()}/>`;
      s += mirrored(side);
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
      // a pointy hat with a drooping tip
      const brimY = top + 40;
      return (
        `<path d="M ${CX - hw - 26} ${brimY} C ${CX - 56} ${top - 50} ${CX - 20} ${top - 110} ${CX + 90} ${top - 128} C ${CX + 40} ${top - 90} ${CX + 50} ${top - 40} ${CX + hw + 26} ${brimY} Z" fill="#8a55d8" ${outline()}/>` +
        `<ellipse cx="${CX}" cy="${brimY + 2}" rx="${hw + 80}" ry="26" fill="#8a55d8" ${outline()}/>` +
        `<path d="M ${CX - hw - 22} ${brimY - 4} Q ${CX} ${brimY - 24} ${CX + hw + 22} ${brimY - 4} L ${CX + hw + 14} ${brimY - 30} Q ${CX} ${brimY - 50} ${CX - hw - 14} ${brimY - 30} Z" fill="${GOLD}" ${outline()}/>` +
        icon(MAGE_HAT_ICON, CX - 4, top - 42, 50, GOLD)
      );
    }
    case 'rogue':
      // the hood's rim framing the face and shading the brow
      return `<path d="M ${CX} ${top - 44} C ${CX + hw + 54} ${top - 34} ${CX + hw + 44} ${top + 110} ${CX + hw + 38} ${cheek + 124} L ${CX + hw + 12} ${cheek + 84} C ${CX + hw + 16} ${top + 80} ${CX + hw - 10} ${top + 42} ${CX} ${top + 46} C ${CX - hw + 10} ${top + 42} ${CX - hw - 16} ${top + 80} ${CX - hw - 12} ${cheek + 84} L ${CX - hw - 38} ${cheek + 124} C ${CX - hw - 44} ${top + 110} ${CX - hw - 54} ${top - 34} ${CX} ${top - 44} Z" fill="#484c56" ${outline()}/>`;
    case 'cleric':
      return (
        `<path d="M ${CX - hw - 4} ${top + 54} Q ${CX} ${top + 32} ${CX + hw + 4} ${top + 54} L ${CX + hw + 4} ${top + 68} Q ${CX} ${top + 46} ${CX - hw - 4} ${top + 68} Z" fill="${GOLD}" ${outline(4)}/>` +
        `<path d="M ${CX} ${top + 22} L ${CX + 13} ${top + 42} L ${CX} ${top + 62} L ${CX - 13} ${top + 42} Z" fill="${gender === 'female' ? '#3a7bd5' : '#c0392b'}" ${outline(4)}/>`
      );
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// The card

function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A flat, stepped "glow" background behind the figure, the frame around it. */
function card(style, inner) {
  const steps = 5;
  const rings = [];
  for (let i = 0; i < steps; i += 1) {
    const t = i / (steps - 1);
    rings.push(
      `<ellipse cx="${CX}" cy="300" rx="${420 - i * 72}" ry="${560 - i * 96}" fill="${mix(style.bgOut, style.bgIn, t)}"/>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><clipPath id="panel"><rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" rx="26"/></clipPath></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#15110d"/>`,
    `<g clip-path="url(#panel)"><rect width="${WIDTH}" height="${HEIGHT}" fill="${style.bgOut}"/>${rings.join('')}${inner}</g>`,
    `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" rx="26" fill="none" stroke="${style.frame}" stroke-width="8"/>`,
    `<rect x="30" y="30" width="${WIDTH - 60}" height="${HEIGHT - 60}" rx="18" fill="none" stroke="${style.frame}" stroke-width="2.5" opacity="0.75"/>`,
    `</svg>`,
  ].join('');
}

function badge(iconName, style) {
  return (
    `<circle cx="${CX}" cy="${HEIGHT - 92}" r="54" fill="#15110d" stroke="${style.ring}" stroke-width="6"/>` +
    icon(iconName, CX, HEIGHT - 92, 72, style.glow)
  );
}

function portraitSvg(race, cls, gender) {
  // men get a slightly squarer jaw
  const base = RACE_STYLE[race];
  const r = gender === 'male' ? { ...base, head: { ...base.head, jaw: base.head.jaw + 8 } } : base;
  const style = CLASS_STYLE[cls];
  const figure = [
    headgearBack(cls, r),
    clothing(cls, gender),
    backHair(race, gender, r),
    neck(r),
    collar(cls),
    ears(race, r),
    `<path d="${headPath(r.head)}" fill="${r.skin}" ${outline()}/>`,
    face(race, gender, r),
    frontHair(race, gender, r),
    headgearFront(cls, race, gender, r),
  ].join('');
  const pivot = `translate(${CX} ${FIGURE_PIVOT}) scale(${FIGURE_SCALE}) translate(${-CX} ${-FIGURE_PIVOT})`;
  return card(
    style,
    icon(CLASS_ICONS[cls].watermark, CX, 300, 440, style.glow, 'opacity="0.14"') +
      `<g transform="${pivot}">${figure}</g>` +
      badge(CLASS_ICONS[cls].badge, style),
  );
}

function defaultSvg() {
  // a neutral hooded figure whose shadowed face holds a question mark
  const style = { bgIn: '#7a8290', bgOut: '#1f2430', glow: '#e5e7eb', frame: '#b8bcc6' };
  const head = RACE_STYLE.human.head;
  const { top, cheek } = head;
  const hw = head.hw + 4;
  const figure = [
    `<path d="M ${CX} ${top - 60} C ${CX + hw + 74} ${top - 44} ${CX + hw + 64} ${top + 170} ${CX + hw + 84} ${top + 290} L ${CX - hw - 84} ${top + 290} C ${CX - hw - 64} ${top + 170} ${CX - hw - 74} ${top - 44} ${CX} ${top - 60} Z" fill="#2c313b" ${outline()}/>`,
    `<path d="${torsoPath('male')}" fill="#3a404c" ${outline()}/>`,
    `<path d="M 182 ${SH - 6} Q ${CX} ${SH + 52} 330 ${SH - 6} L 336 ${SH + 22} Q ${CX} ${SH + 84} 176 ${SH + 22} Z" fill="#2c313b" ${outline()}/>`,
    `<path d="${headPath({ ...head, hw })}" fill="#15181f" ${outline()}/>`,
    `<path d="M ${CX} ${top - 44} C ${CX + hw + 54} ${top - 34} ${CX + hw + 44} ${top + 110} ${CX + hw + 38} ${cheek + 124} L ${CX + hw + 12} ${cheek + 84} C ${CX + hw + 16} ${top + 80} ${CX + hw - 10} ${top + 42} ${CX} ${top + 46} C ${CX - hw + 10} ${top + 42} ${CX - hw - 16} ${top + 80} ${CX - hw - 12} ${cheek + 84} L ${CX - hw - 38} ${cheek + 124} C ${CX - hw - 44} ${top + 110} ${CX - hw - 54} ${top - 34} ${CX} ${top - 44} Z" fill="#4a505c" ${outline()}/>`,
    `<path d="M ${CX - 28} ${top + 92} C ${CX - 28} ${top + 52} ${CX + 28} ${top + 52} ${CX + 28} ${top + 92} C ${CX + 28} ${top + 122} ${CX} ${top + 122} ${CX} ${top + 152}" fill="none" stroke="#e5e7eb" stroke-width="17" stroke-linecap="round"/>`,
    `<circle cx="${CX}" cy="${top + 184}" r="11" fill="#e5e7eb"/>`,
  ].join('');
  const pivot = `translate(${CX} ${FIGURE_PIVOT}) scale(${FIGURE_SCALE}) translate(${-CX} ${-FIGURE_PIVOT})`;
  return card(style, `<g transform="${pivot}">${figure}</g>`);
}

// ---------------------------------------------------------------------------------------------
// PNG output: resvg renders RGBA; the image is reduced to a 256-colour palette (flat art has few
// colours besides anti-aliased edges) and written as an indexed PNG, which keeps files small.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * Chooses up to 256 palette colours: the most frequent first (the flat fills), skipping colours
 * too close to one already chosen so that the rest of the palette covers the edge blends.
 */
function choosePalette(counts) {
  const rgb = (c) => [(c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff];
  const colours = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([c]) => rgb(c));
  if (colours.length <= 256) return colours;
  for (const minDist of [24, 16, 10, 6, 3]) {
    const palette = [];
    for (const [r, g, b] of colours) {
      const near = palette.some(
        ([pr, pg, pb]) => (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2 < minDist ** 2,
      );
      if (!near) palette.push([r, g, b]);
      if (palette.length === 256) return palette;
    }
  }
  return colours.slice(0, 256);
}

async function encodeIndexedPng(width, height, rgba) {
  const counts = new Map();
  for (let i = 0; i < rgba.length; i += 4) {
    const c = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const palette = choosePalette(counts);
  const nearest = new Map();
  for (const c of counts.keys()) {
    const r = (c >>> 16) & 0xff;
    const g = (c >>> 8) & 0xff;
    const b = c & 0xff;
    let best = 0;
    let bestDist = Infinity;
    palette.forEach(([pr, pg, pb], i) => {
      const d = 2 * (pr - r) ** 2 + 4 * (pg - g) ** 2 + 3 * (pb - b) ** 2;
      if (d < bestDist) {
        bestDist = d;
        best = i;
      }
    });
    nearest.set(c, best);
  }
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      raw[y * (width + 1) + 1 + x] = nearest.get(
        (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2],
      );
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8); // bit depth 8, colour type 3 (indexed), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', Buffer.from(await zlibAsync(raw, { numiterations: 15 }))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function render(svg) {
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const image = resvg.render();
  return encodeIndexedPng(image.width, image.height, image.pixels);
}

function write(relPath, png) {
  const file = join(OUT_DIR, relPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  return { relPath, bytes: png.length };
}

async function main() {
  const results = [];
  for (const race of RACES) {
    for (const cls of CLASSES) {
      for (const gender of GENDERS) {
        results.push(
          write(`${race}/${cls}/${gender}1.png`, await render(portraitSvg(race, cls, gender))),
        );
      }
    }
  }
  results.push(write('default-portrait.png', await render(defaultSvg())));
  const tooBig = results.filter((r) => r.bytes > MAX_BYTES);
  if (tooBig.length > 0) {
    throw new Error(`over 80 KB: ${tooBig.map((r) => r.relPath).join(', ')}`);
  }
  for (const { relPath, bytes } of results) {
    console.log(`${relPath.padEnd(32)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
  }
  const total = results.reduce((sum, r) => sum + r.bytes, 0);
  const largest = Math.max(...results.map((r) => r.bytes));
  console.log(
    `${results.length} files, ${WIDTH}×${HEIGHT}, largest ${(largest / 1024).toFixed(1)} KB, total ${(total / 1024).toFixed(1)} KB`,
  );
}

await main();
