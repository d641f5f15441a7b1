/**
 * Uploaded portraits: a picked file read, checked and cut to the portrait's frame, then stored
 * in the browser. Downloaded only when a picture is first shown or uploaded.
 */
import {
  PICTURE_REFUSED,
  pictureFileProblem,
  pictureFileProblemText,
  type FramePosition,
} from '@/domain/picture';
import { LocalTextError, localText, reasonOf } from '@/domain/i18n/text';
import { newCharacterId } from '@/domain/random';
import {
  decodePicture,
  encodePortrait,
  readyToCut,
  type DecodedPicture,
} from '@/adapters/browser/picture-image';
import {
  deletePicture,
  getPicture,
  putPicture,
  storedPictureBytes,
} from '@/adapters/browser/picture-store';

export type { DecodedPicture };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads a picked file as a picture. Rejects with the message to show when it is the wrong type,
 * too large, damaged or not a picture at all.
 */
export async function openPicture(file: File): Promise<DecodedPicture> {
  const problem = pictureFileProblem(file);
  const problemText = pictureFileProblemText(file);
  if (problem && problemText) throw new LocalTextError(problem, problemText);
  try {
    return readyToCut(await decodePicture(file));
  } catch (error) {
    throw new LocalTextError(
      `${PICTURE_REFUSED}: ${reason(error)}.`,
      localText('pictureError.refused', { reason: reasonOf(error) }),
    );
  }
}

/**
 * Cuts the picture to the frame at `position`, makes it small enough and stores it; resolves to
 * the id it is stored under. Rejects with the message to show.
 */
export async function savePicture(
  picture: DecodedPicture,
  position: FramePosition,
): Promise<string> {
  try {
    const { blob, width, height } = await encodePortrait(picture, position);
    const id = newCharacterId();
    await putPicture({ id, blob, width, height, savedAt: new Date().toISOString() });
    return id;
  } catch (error) {
    throw new LocalTextError(
      `Could not keep the picture: ${reason(error)}.`,
      localText('pictureError.notKept', { reason: reasonOf(error) }),
    );
  }
}

/** The stored picture under `id`, or null when it is gone or cannot be read. */
export async function loadPicture(id: string): Promise<Blob | null> {
  try {
    return (await getPicture(id))?.blob ?? null;
  } catch {
    return null;
  }
}

/** Deletes the stored picture under `id`; rejects when the browser's storage refuses. */
export async function forgetPicture(id: string): Promise<void> {
  await deletePicture(id);
}

/** How many bytes the stored pictures take, or null when the storage cannot be read. */
export async function measurePictures(): Promise<number | null> {
  try {
    return await storedPictureBytes();
  } catch {
    return null;
  }
}

/** A picture as a backup carries it: its id, type and bytes. */
export interface PictureFile {
  id: string;
  type: string;
  bytes: Uint8Array;
}

/** The stored pictures under `ids` as files; a picture gone from this browser is left out. */
export async function picturesAsFiles(ids: readonly string[]): Promise<PictureFile[]> {
  const files: PictureFile[] = [];
  for (const id of ids) {
    const blob = await loadPicture(id);
    if (blob) files.push({ id, type: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) });
  }
  return files;
}

/**
 * Stores a backup's pictures: each must decode as a picture (one that does not is counted as
 * damaged), and a picture this browser already has under the same id is kept as it is.
 * Rejects when the browser will not store pictures at all.
 */
export async function storePictureFiles(
  files: readonly PictureFile[],
): Promise<{ restored: number; damaged: number }> {
  let restored = 0;
  let damaged = 0;
  for (const { id, type, bytes } of files) {
    if (await getPicture(id)) {
      restored += 1;
      continue;
    }
    const blob = new Blob([bytes as BlobPart], { type });
    let size: { width: number; height: number };
    try {
      const decoded = await decodePicture(blob);
      size = { width: decoded.width, height: decoded.height };
      decoded.close();
    } catch {
      damaged += 1;
      continue;
    }
    await putPicture({ id, blob, ...size, savedAt: new Date().toISOString() });
    restored += 1;
  }
  return { restored, damaged };
}
