/**
 * The files Export and Export to Foundry VTT download: one file for one character (and for the
 * spreadsheet, which has a row each), a zip of one file each for several. Each format's code, and
 * the zip code, is fetched only when that format is used.
 */
import { fullName, type Character } from '../character';
import { nameStem } from './file-stem';
import { localDate as day } from '../local-date';
import type { Campaign } from '../campaigns';
import { campaignsOf } from '../campaign-filing';
import { portraitPictureOf } from '../default-pictures';

export type ExportFormat = 'foundry' | 'obsidian' | 'csv';

/** A file ready to download. */
export interface ExportFile {
  name: string;
  type: string;
  data: string | Uint8Array;
}

/** A character's file name without its extension (see {@link nameStem}). */
export const fileStem = (character: Character): string => nameStem(fullName(character));

/** Names made unique: a second `Mira Ash.md` becomes `Mira Ash (2).md`. */
function uniqueNames(stems: string[], extension: string): string[] {
  const used = new Set<string>();
  return stems.map((stem) => {
    let name = `${stem}${extension}`;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * The files a zip holds, as written: flat names, one per character, each compressed alone; then
 * the portraits in their folder, stored as they are (pictures are compressed already).
 */
async function zipFiles(
  files: { name: string; text: string }[],
  portraits: readonly PortraitFile[] = [],
): Promise<Uint8Array> {
  const { zipSync, strToU8 } = await import(/* webpackChunkName: "zip" */ 'fflate');
  return zipSync({
    ...Object.fromEntries(files.map(({ name, text }) => [name, strToU8(text)])),
    ...Object.fromEntries(
      portraits.map(({ path, bytes }) => [path, [bytes, { level: 0 }] as const]),
    ),
  });
}

/** An uploaded picture as an export carries it. */
interface ExportPicture {
  type: string;
  bytes: Uint8Array;
}

/** A portrait's file in a zip: its path there, which the character's file refers to. */
interface PortraitFile {
  path: string;
  bytes: Uint8Array;
}

/** The folder Foundry's actors find their portraits in, unless the user names another. */
const DEFAULT_FOUNDRY_PORTRAIT_FOLDER = 'npc-portraits';
/** The folder beside the notes that a Markdown zip keeps its portraits in. */
const OBSIDIAN_PORTRAIT_FOLDER = 'portraits';

const PICTURE_ENDINGS: Record<string, string> = {
  'image/webp': '.webp',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/**
 * A folder name as typed, made safe for a path: each part without what file systems refuse,
 * empty parts dropped; the default when nothing is left.
 */
function portraitFolder(typed: string | undefined): string {
  const parts = (typed ?? '')
    .split(/[\\/]+/)
    .map((part) => nameStem(part.trim()))
    .filter((part) => part && part !== 'Unnamed character' && !/^\.+$/.test(part));
  return parts.length > 0 ? parts.join('/') : DEFAULT_FOUNDRY_PORTRAIT_FOLDER;
}

/**
 * Each character's portrait file: its uploaded picture, else the user's picture for its race and
 * class; none for a character with neither here.
 */
function portraitFiles(
  characters: readonly Character[],
  stems: readonly string[],
  { pictures = new Map(), defaultPictures = {} }: ExportOptions,
  folder: string,
): (PortraitFile | null)[] {
  return characters.map((character, i) => {
    const id = portraitPictureOf(defaultPictures, character);
    const picture = id ? pictures.get(id) : undefined;
    if (!picture) return null;
    const ending = PICTURE_ENDINGS[picture.type] ?? '.webp';
    return { path: `${folder}/${stems[i]}${ending}`, bytes: picture.bytes };
  });
}

const ZIP = 'application/zip';

export interface ExportOptions {
  with5e?: boolean;
  now?: Date;
  /** Every campaign, so notes can name the ones their characters are in. */
  campaigns?: readonly Campaign[];
  /**
   * The campaign exported (the `Campaign` filter's): the files are named after it, and a
   * Markdown zip gets its index note.
   */
  campaign?: Campaign;
  /** The characters' uploaded pictures, by id: Foundry and Markdown zips carry them. */
  pictures?: ReadonlyMap<string, ExportPicture>;
  /** The user's pictures for a race and class (`race/class` to id), for those without their own. */
  defaultPictures?: Readonly<Record<string, string>>;
  /** `Foundry portrait folder`: where the actors' portraits are on the Foundry server. */
  foundryPortraitFolder?: string;
}

/** The file for `characters` in `format`; `with5e` adds the fifth-edition numbers where they exist. */
export async function exportFile(
  format: ExportFormat,
  characters: readonly Character[],
  options: ExportOptions = {},
): Promise<ExportFile> {
  const { with5e = true, now = new Date(), campaigns = [], campaign } = options;
  const stem = campaign ? nameStem(campaign.name) : 'characters';
  if (format === 'csv') {
    const { charactersCsv } = await import(/* webpackChunkName: "format-csv" */ './csv');
    return {
      name: `${stem}-${day(now)}.csv`,
      type: 'text/csv',
      data: charactersCsv(characters),
    };
  }
  const obsidian =
    format === 'obsidian'
      ? await import(/* webpackChunkName: "format-obsidian" */ './obsidian')
      : null;
  const [extension, type, write] =
    format === 'foundry'
      ? [
          '.json',
          'application/json',
          await import(/* webpackChunkName: "format-foundry" */ './foundry').then(
            ({ foundryActor }) =>
              (c: Character, image?: string) =>
                `${JSON.stringify(foundryActor(c, { stats: with5e, ...(image ? { img: image } : {}) }), null, 2)}\n`,
          ),
        ]
      : [
          '.md',
          'text/markdown',
          (c: Character, image?: string) =>
            obsidian!.obsidianNote(c, {
              stats: with5e,
              campaigns: campaignsOf(c, campaigns).map((x) => x.name),
              image,
            }),
        ];
  // A campaign's Markdown gets its index note first, named after it.
  const index = obsidian && campaign ? nameStem(campaign.name) : null;
  const allNames = uniqueNames([...(index ? [index] : []), ...characters.map(fileStem)], extension);
  const names = index ? allNames.slice(1) : allNames;
  // Each portrait is named as its character's file, in the folder the files refer to.
  const folder =
    format === 'foundry' ? portraitFolder(options.foundryPortraitFolder) : OBSIDIAN_PORTRAIT_FOLDER;
  const stems = names.map((name) => name.slice(0, -extension.length));
  const portraits = portraitFiles(characters, stems, options, folder);
  const carried = portraits.filter((p) => p !== null);
  if (characters.length === 1 && !index && carried.length === 0) {
    return { name: names[0]!, type, data: write(characters[0]!) };
  }
  const files = characters.map((c, i) => ({ name: names[i]!, text: write(c, portraits[i]?.path) }));
  if (obsidian && campaign && index) {
    const notes = characters.map((character, i) => ({
      character,
      stem: names[i]!.replace(/\.md$/, ''),
    }));
    files.unshift({ name: allNames[0]!, text: obsidian.campaignIndexNote(campaign.name, notes) });
  }
  const data = await zipFiles(files, carried);
  if (campaign) return { name: `${stem}-${day(now)}.zip`, type: ZIP, data };
  const label = format === 'foundry' ? 'foundry-vtt' : 'obsidian';
  return { name: `characters-${label}-${day(now)}.zip`, type: ZIP, data };
}
