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

/** The files a zip holds, as written: flat names, one per character, each compressed alone. */
async function zipFiles(files: { name: string; text: string }[]): Promise<Uint8Array> {
  const { zipSync, strToU8 } = await import(/* webpackChunkName: "zip" */ 'fflate');
  return zipSync(Object.fromEntries(files.map(({ name, text }) => [name, strToU8(text)])));
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
}

/** The file for `characters` in `format`; `with5e` adds the fifth-edition numbers where they exist. */
export async function exportFile(
  format: ExportFormat,
  characters: readonly Character[],
  { with5e = true, now = new Date(), campaigns = [], campaign }: ExportOptions = {},
): Promise<ExportFile> {
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
              (c: Character) =>
                `${JSON.stringify(foundryActor(c, { stats: with5e }), null, 2)}\n`,
          ),
        ]
      : [
          '.md',
          'text/markdown',
          (c: Character) =>
            obsidian!.obsidianNote(c, {
              stats: with5e,
              campaigns: campaignsOf(c, campaigns).map((x) => x.name),
            }),
        ];
  // A campaign's Markdown gets its index note first, named after it.
  const index = obsidian && campaign ? nameStem(campaign.name) : null;
  const allNames = uniqueNames([...(index ? [index] : []), ...characters.map(fileStem)], extension);
  const names = index ? allNames.slice(1) : allNames;
  if (characters.length === 1 && !index) {
    return { name: names[0]!, type, data: write(characters[0]!) };
  }
  const files = characters.map((c, i) => ({ name: names[i]!, text: write(c) }));
  if (obsidian && campaign && index) {
    const notes = characters.map((character, i) => ({
      character,
      stem: names[i]!.replace(/\.md$/, ''),
    }));
    files.unshift({ name: allNames[0]!, text: obsidian.campaignIndexNote(campaign.name, notes) });
  }
  if (campaign) return { name: `${stem}-${day(now)}.zip`, type: ZIP, data: await zipFiles(files) };
  const label = format === 'foundry' ? 'foundry-vtt' : 'obsidian';
  return { name: `characters-${label}-${day(now)}.zip`, type: ZIP, data: await zipFiles(files) };
}
