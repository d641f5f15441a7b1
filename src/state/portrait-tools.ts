import { useMemo } from 'react';
import type { OpenedPicture, PortraitTools } from '@/components/portrait-tools';
import { writeClipboardText } from '@/adapters/browser/clipboard';
import { failed } from '@/use-cases/outcome';
import type { DecodedPicture } from '@/use-cases/pictures';
import { useAnnounce } from './alerts';
import { notePictureBytes } from './picture-usage';

/** The pictures' code, downloaded when a picture is first shown or uploaded. */
const pictures = () => import(/* webpackChunkName: "pictures" */ '@/use-cases/pictures');

/** Measures the stored pictures again, for the storage-full message's figures. */
async function remeasure(): Promise<void> {
  notePictureBytes(await (await pictures()).measurePictures());
}

let measuredOnce = false;

/** The stored picture; the first one read in a visit has the pictures measured too. */
async function loadPicture(id: string): Promise<Blob | null> {
  const blob = await (await pictures()).loadPicture(id);
  if (!measuredOnce) {
    measuredOnce = true;
    void remeasure();
  }
  return blob;
}

/** Deletes a stored picture for good; the figures are measured again. */
export async function forgetPicture(id: string): Promise<void> {
  await (await pictures()).forgetPicture(id);
  await remeasure();
}

/**
 * What portraits need from the app: pictures read, stored and shown through the browser's
 * storage, the portrait prompt copied, and each outcome said in an alert.
 */
export function usePortraitTools(): PortraitTools {
  const announce = useAnnounce();
  return useMemo(
    () => ({
      loadPicture,
      openPicture: async (file: File) => {
        const code = await pictures().catch(() => {
          throw new Error('Could not load the picture code; try again.');
        });
        return code.openPicture(file);
      },
      savePicture: async (picture: OpenedPicture, position) => {
        const id = await (await pictures()).savePicture(picture as DecodedPicture, position);
        void remeasure();
        return id;
      },
      copyPrompt: (prompt: string) => {
        writeClipboardText(prompt).then(
          () => announce({ severity: 'success', message: 'Portrait prompt copied' }),
          (error: unknown) => announce(failed('Could not copy the portrait prompt', error)),
        );
      },
      reportError: (message: string) => announce({ severity: 'error', message }),
    }),
    [announce],
  );
}
