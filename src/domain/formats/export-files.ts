/**
 * The files Export and Export to Foundry VTT download: one file for one character (and for the
 * spreadsheet, which has a row each), a zip of one file each for several. Each format's code, and
 * the zip code, is fetched only when that format is used.
 */
import { fullName, type Character } from '../character';
import { nameStem } from './file-stem';
import { localDate as day } from '../local-date';

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

/** The file for `characters` in `format`; `with5e` adds the fifth-edition numbers where they exist. */
export async function exportFile(
  format: ExportFormat,
  characters: readonly Character[],
  { with5e = true, now = new Date() }: { with5e?: boolean; now?: Date } = {},
): Promise<ExportFile> {
  if (format === 'csv') {
    const { charactersCsv } = await import(/* webpackChunkName: "format-csv" */ './csv');
    return {
      name: `characters-${day(now)}.csv`,
      type: 'text/csv',
      data: charactersCsv(characters),
    };
  }
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
          await import(/* webpackChunkName: "format-obsidian" */ './obsidian').then(
            ({ obsidianNote }) =>
              (c: Character) =>
                obsidianNote(c, { stats: with5e }),
          ),
        ];
  const names = uniqueNames(characters.map(fileStem), extension);
  if (characters.length === 1) return { name: names[0]!, type, data: write(characters[0]!) };
  const files = characters.map((c, i) => ({ name: names[i]!, text: write(c) }));
  const label = format === 'foundry' ? 'foundry-vtt' : 'obsidian';
  return { name: `characters-${label}-${day(now)}.zip`, type: ZIP, data: await zipFiles(files) };
}
