import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { PortraitSubject } from '@/domain/portrait';
import { PortraitToolsContext, type PortraitTools } from './portrait-tools';

/**
 * The address of a stored picture while it shows, or null: none, still being read, or gone from
 * this browser. The address is let go once the picture is no longer shown. A picture is read
 * only when the portrait showing it is drawn, so a long list reads only the rows in view.
 */
export function useUploadedPicture(id: string | undefined): string | null {
  const tools = useContext(PortraitToolsContext);
  const [shown, setShown] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    if (!id || !tools) return;
    let url: string | null = null;
    let current = true;
    tools.loadPicture(id).then(
      (blob) => {
        if (!current || !blob) return;
        url = URL.createObjectURL(blob);
        setShown({ id, url });
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (!url) return;
      const revoked = url;
      URL.revokeObjectURL(revoked);
      // A let-go address must not show again when the same picture comes back (an Undo): the
      // picture is read anew instead.
      setShown((was) => (was?.url === revoked ? null : was));
    };
  }, [id, tools]);
  return shown && shown.id === id ? shown.url : null;
}

/** The stored picture shown for a character, as {@link usePortraitPictureId} says. */
const pictureShown = (character: PortraitSubject, tools: PortraitTools | null) =>
  character.pictureId ?? tools?.defaultPictureOf?.(character) ?? undefined;

/**
 * The stored picture a character's portrait shows: its own upload, else the user's picture for
 * its race and class (Default pictures), else none.
 */
export function usePortraitPictureId(character: PortraitSubject): string | undefined {
  return pictureShown(character, useContext(PortraitToolsContext));
}

/**
 * The character as its classic picture or drawn face is chosen: a content pack's race as the
 * built-in race it looks like, its class as the one it plays like. The character itself (its
 * name, its alt text) is left as it is.
 */
export function usePicturedSubject<T extends PortraitSubject>(character: T): T {
  const tools = useContext(PortraitToolsContext);
  return useMemo(() => tools?.picturedAs?.(character) ?? character, [tools, character]);
}

/**
 * The uploaded pictures of a print job, read before its sheets go on the page so the print
 * waits for them as for any picture: picture id to address.
 */
export const PrintedPicturesContext = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * Reads the pictures of the characters about to print: null while they are read, then the
 * addresses (a picture that is gone is left out, and the default portrait prints). The addresses
 * are let go when the job is over.
 */
export function usePrintedPictures(
  characters: readonly PortraitSubject[] | undefined,
): ReadonlyMap<string, string> | null {
  const tools = useContext(PortraitToolsContext);
  const [read, setRead] = useState<{ for: typeof characters; urls: Map<string, string> } | null>(
    null,
  );
  useEffect(() => {
    if (!characters) return;
    let current = true;
    const urls = new Map<string, string>();
    void readAll(characters, tools, urls).then(() => {
      if (current) setRead({ for: characters, urls });
      // A job over before its pictures were read lets them go at once.
      else urls.forEach((url) => URL.revokeObjectURL(url));
    });
    return () => {
      current = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [characters, tools]);
  if (!characters) return null;
  return read?.for === characters ? read.urls : null;
}

async function readAll(
  characters: readonly PortraitSubject[],
  tools: PortraitTools | null,
  urls: Map<string, string>,
): Promise<void> {
  const ids = [
    ...new Set(characters.map((c) => pictureShown(c, tools)).filter((id) => id !== undefined)),
  ];
  if (!tools || ids.length === 0) return;
  await Promise.all(
    ids.map(async (id) => {
      const blob = await tools.loadPicture(id).catch(() => null);
      if (blob) urls.set(id, URL.createObjectURL(blob));
    }),
  );
}
