import { useMemo, type MouseEvent } from 'react';
import { faceDataUrl } from '@/domain/face/draw-face';
import { faceSeedOf, portraitAlt, type PortraitSubject } from '@/domain/portrait';
import { FANTASY_ICON_PATHS } from './fantasy-icon-paths';
import { PortraitFrame } from './portrait-frame';
import { usePicturedSubject } from './uploaded-picture';

/**
 * Opens a drawn face in a new tab. A tab cannot open an image written into its address, so the
 * face opens from a blob, let go of once the tab has had time to read it.
 */
function openFace(event: MouseEvent, dataUrl: string) {
  if (typeof URL.createObjectURL !== 'function') return;
  event.preventDefault();
  const svg = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  window.open(url, '_blank', 'noopener,noreferrer');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The character's drawn face as an image address (for a small picture that is no link). */
export function faceAddress(character: PortraitSubject): string {
  const { race = '', characterClass = '', gender = '', age = null } = character;
  const look = character.tableReady?.look ?? '';
  const seed = faceSeedOf(character);
  return faceDataUrl({ race, characterClass, gender, age, look, seed }, FANTASY_ICON_PATHS);
}

/** The character's drawn face as an image address, drawn again only when what it shows changes. */
function useFace(character: PortraitSubject): string {
  const seed = faceSeedOf(character);
  const { race = '', characterClass = '', gender = '', age = null } = character;
  const look = character.tableReady?.look ?? '';
  return useMemo(
    () => faceDataUrl({ race, characterClass, gender, age, look, seed }, FANTASY_ICON_PATHS),
    [race, characterClass, gender, age, look, seed],
  );
}

export interface DrawnPortraitProps {
  character: PortraitSubject;
  /** `print`: plain elements, laid out by the printed sheet's own rules. */
  variant: 'screen' | 'print';
  height?: number | string;
  width?: number | string;
  loading?: 'lazy';
}

/**
 * A character's drawn face (see `drawFace`), which opens in a new tab when clicked. Its code
 * downloads with the first face.
 */
export function DrawnPortrait({ character, variant, ...frame }: DrawnPortraitProps) {
  const src = useFace(usePicturedSubject(character));
  const alt = portraitAlt(character);
  const open = (event: MouseEvent) => openFace(event, src);
  if (variant === 'print') {
    return (
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open the portrait of ${alt} in a new tab`}
        onClick={open}
      >
        <img src={src} alt={alt} loading={frame.loading} data-drawn-face />
      </a>
    );
  }
  return <PortraitFrame {...frame} src={src} alt={alt} onClick={open} kind="drawn-face" />;
}
