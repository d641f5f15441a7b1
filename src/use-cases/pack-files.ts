/**
 * `Import pack` and `Export pack` as plain steps: a picked file read (its size checked before a
 * byte is read) into what the preview shows, and a pack written to a download. The readers load
 * when first used, so no screen carries them until a pack file is opened.
 */
import { readFileText } from '@/adapters/browser/picked-files';
import { downloadBlob } from '@/adapters/browser/downloads';
import { nameStem } from '@/domain/formats/file-stem';
import type { ContentPack } from '@/domain/packs/pack';
import type { PackFileRead } from '@/domain/packs/pack-files';
import { packProblem } from '@/domain/packs/pack-problems';

const loadPackFiles = () =>
  import(/* webpackChunkName: "pack-editor" */ '@/domain/packs/pack-files');

/** A picked file as the import preview shows it, or the fault that stops it. */
export async function readPickedPack(file: File): Promise<PackFileRead> {
  const { readPackFile, MAX_PACK_FILE_BYTES, PACK_FILE_TOO_LARGE } = await loadPackFiles();
  if (file.size > MAX_PACK_FILE_BYTES) return { kind: 'problem', problem: PACK_FILE_TOO_LARGE };
  let text: string;
  try {
    text = await readFileText(file);
  } catch {
    return {
      kind: 'problem',
      problem: packProblem(
        'This file could not be read. Nothing was added.',
        'packs.problem.unreadable',
      ),
    };
  }
  return readPackFile(text, file.name, file.size);
}

/** Downloads the pack's own file, which `Import pack` reads back as it was. */
export async function exportPack(pack: Pick<ContentPack, 'name' | 'tables'>): Promise<string> {
  const { packFileJson } = await loadPackFiles();
  const fileName = `${nameStem(pack.name)}.pack.json`;
  downloadBlob(new Blob([packFileJson(pack)], { type: 'application/json' }), fileName);
  return fileName;
}
