import { useMemo } from 'react';
import type { OpenedPicture, PortraitTools } from '@/components/portrait-tools';
import { writeClipboardText } from '@/adapters/browser/clipboard';
import { failed } from '@/use-cases/outcome';
import type { DecodedPicture } from '@/use-cases/pictures';
import type { Settings } from '@/domain/settings';
import { defaultPictureOf, readDefaultPictures } from '@/domain/default-pictures';
import { contentCatalog, picturedAs } from '@/domain/packs/catalog';
import type { ImageModelSettings } from '@/adapters/images/image-http';
import { useAnnounce } from './alerts';
import { LocalTextError, localText, type LocalText } from '@/domain/i18n/text';
import { useSettings } from './settings';
import { useContent } from './content-packs';
import { notePictureBytes } from './picture-usage';

/** The pictures' code, downloaded when a picture is first shown or uploaded. */
const pictures = () => import(/* webpackChunkName: "pictures" */ '@/use-cases/pictures');

/** The image model's code, downloaded when a portrait is first painted. */
const painting = () => import(/* webpackChunkName: "image-model" */ '@/use-cases/painted-portrait');

/** The image model the settings set up, or null when there is none (or no address). */
function imageModelOf(settings: Settings): ImageModelSettings | null {
  if (settings.imageModel === 'none' || !settings.imageEndpoint.trim()) return null;
  return {
    kind: settings.imageModel,
    endpoint: settings.imageEndpoint,
    model: settings.imageModelName,
    key: settings.imageApiKey,
  };
}

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

/**
 * What portraits need from the app: pictures read, stored and shown through the browser's
 * storage, the portrait prompt copied, and each outcome said in an alert.
 */
export function usePortraitTools(): PortraitTools {
  const announce = useAnnounce();
  const { settings } = useSettings();
  const model = useMemo(
    () => imageModelOf(settings),
    // Only the image model's own settings make new tools.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings.imageModel, settings.imageEndpoint, settings.imageModelName, settings.imageApiKey],
  );
  const promptStyle = settings.portraitPromptStyle;
  const defaults = useMemo(
    () => readDefaultPictures(settings.defaultPictures),
    [settings.defaultPictures],
  );
  const content = useContent();
  const catalog = useMemo(() => contentCatalog(content), [content]);
  return useMemo(
    () => ({
      loadPicture,
      openPicture: async (file: File) => {
        const code = await pictures().catch(() => {
          throw new LocalTextError(
            'Could not load the picture code; try again.',
            localText('pictureError.codeMissing'),
          );
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
      reportError: (message: string, text?: LocalText) =>
        announce({ severity: 'error', message, ...(text ? { text } : {}) }),
      reportDone: (message: string) => announce({ severity: 'success', message }),
      promptStyle,
      defaultPictureOf: (subject: { race?: string; characterClass?: string }) =>
        defaultPictureOf(defaults, picturedAs(subject, catalog)),
      picturedAs: <T extends { race?: string; characterClass?: string }>(subject: T) =>
        picturedAs(subject, catalog),
      ...(model
        ? {
            paintPicture: async (prompt: string, signal: AbortSignal) => {
              const code = await painting().catch(() => {
                throw new Error('Could not load the image model code; try again.');
              });
              return code.paintPortrait(model, prompt, { signal });
            },
          }
        : {}),
    }),
    [announce, model, promptStyle, defaults, catalog],
  );
}
