import { useMemo } from 'react';
import type { OpenedPicture, PortraitTools } from '@/components/portrait-tools';
import { writeClipboardText } from '@/adapters/browser/clipboard';
import { failed } from '@/use-cases/outcome';
import type { DecodedPicture } from '@/use-cases/pictures';
import { useAnnounce } from './alerts';

/** The pictures' code, downloaded when a picture is first shown or uploaded. */
const pictures = () => import(/* webpackChunkName: "pictures" */ '@/use-cases/pictures');

/**
 * What portraits need from the app: pictures read, stored and shown through the browser's
 * storage, the portrait prompt copied, and each outcome said in an alert.
 */
export function usePortraitTools(): PortraitTools {
  const announce = useAnnounce();
  return useMemo(
    () => ({
      loadPicture: async (id: string) => (await pictures()).loadPicture(id),
      openPicture: async (file: File) => {
        const code = await pictures().catch(() => {
          throw new Error('Could not load the picture code; try again.');
        });
        return code.openPicture(file);
      },
      savePicture: async (picture: OpenedPicture, position) =>
        (await pictures()).savePicture(picture as DecodedPicture, position),
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
