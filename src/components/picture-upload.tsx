import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { textOf } from '@/domain/i18n/text';
import { PictureCropDialog } from './picture-crop-dialog';
import type { OpenedPicture, PortraitTools } from './portrait-tools';

/** The types the file picker offers; HEIC shows where the system has such photos. */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif';

/** The hidden file picker an `Upload picture` button opens. */
export function PictureFileInput({
  inputRef,
  label,
  onPicked,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  onPicked: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPTED}
      hidden
      aria-label={label}
      onChange={(event) => {
        onPicked(event.target.files?.[0]);
        // The same file picked again is read again.
        event.target.value = '';
      }}
    />
  );
}

/** A picked picture waiting in the crop step, and the address its preview shows from. */
interface Cropping {
  picture: OpenedPicture;
  preview: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Says why a picture was not used or kept, in the interface's language when the error can. */
function report(tools: PortraitTools, error: unknown) {
  const text = textOf(error);
  if (text) tools.reportError(messageOf(error), text);
  else tools.reportError(messageOf(error));
}

export interface PictureUpload {
  /** Opens a picked file for the crop step, or says why it cannot be used. */
  picked: (file: File | undefined) => void;
  /** The crop step while a picture waits in it, else nothing. */
  cropStep: ReactNode;
}

/**
 * A picked picture through the crop step and into storage: a file that cannot be used is said
 * and changes nothing; a picture cut and stored is handed to `onSaved` (a failure to store is
 * said). Whatever happens, `focusAfter` takes the focus back once the step is gone, so it never
 * falls to the page. The picture's memory is let go when the step ends.
 */
export function usePictureUpload(
  tools: PortraitTools | null,
  { onSaved, focusAfter }: { onSaved: (pictureId: string) => void; focusAfter: () => void },
): PictureUpload {
  const [cropping, setCropping] = useState<Cropping | null>(null);
  // The focus goes back once the crop step is gone: while it is open, its focus trap would pull
  // the focus back in.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || cropping) return;
    refocus.current = false;
    focusAfter();
  });
  const picked = (file: File | undefined) => {
    if (!file || !tools) return;
    tools.openPicture(file).then(
      (picture) => setCropping({ picture, preview: URL.createObjectURL(file) }),
      (error: unknown) => {
        report(tools, error);
        focusAfter();
      },
    );
  };
  const end = () => {
    if (cropping) {
      cropping.picture.close();
      URL.revokeObjectURL(cropping.preview);
    }
    refocus.current = true;
    setCropping(null);
  };
  const cropStep = cropping && tools && (
    <PictureCropDialog
      picture={cropping.picture}
      preview={cropping.preview}
      onCancel={end}
      onUse={async (position) => {
        try {
          onSaved(await tools.savePicture(cropping.picture, position));
        } catch (error) {
          report(tools, error);
        }
        end();
      }}
    />
  );
  return { picked, cropStep };
}
