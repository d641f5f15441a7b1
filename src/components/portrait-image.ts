import { useContext, useEffect, useMemo, useState, type MouseEvent } from 'react';
import type { faceDataUrl } from '@/domain/face/draw-face';
import {
  DEFAULT_PORTRAIT,
  faceSeedOf,
  portraitAlt,
  portraitPath,
  type PortraitSubject,
} from '@/domain/portrait';
import { FANTASY_ICON_PATHS } from './fantasy-icon-paths';
import { PortraitStyleContext } from './portrait-style';

interface FaceDrawer {
  faceDataUrl: typeof faceDataUrl;
}

/** The drawing code once downloaded, so later portraits are drawn at once. */
let drawer: FaceDrawer | null = null;
let loading: Promise<FaceDrawer> | null = null;

/**
 * Downloads the face drawing code, once: it comes only when a face is first shown, never with the
 * home screen. A failed download is tried again the next time.
 */
export function loadFaceDrawer(): Promise<FaceDrawer> {
  loading ??= import(/* webpackChunkName: "face" */ '@/domain/face/draw-face').then(
    (module) => (drawer = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The drawing code while `wanted`: null until it has arrived, or when it could not. */
function useFaceDrawer(wanted: boolean): { drawer: FaceDrawer | null; failed: boolean } {
  const [state, setState] = useState({ drawer, failed: false });
  const loaded = state.drawer ?? drawer;
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadFaceDrawer().then(
      (module) => current && setState({ drawer: module, failed: false }),
      // Offline before the code was ever stored: the classic picture shows instead.
      () => current && setState({ drawer: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  return { drawer: wanted ? loaded : null, failed: wanted && state.failed };
}

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

export interface PortraitImage {
  /** The picture's address; null while a face's drawing code is still downloading. */
  src: string | null;
  /** Opens the picture in a new tab, where its address alone cannot. */
  onOpen?: (event: MouseEvent) => void;
  alt: string;
  /** The picture failed to load: the default one is shown instead. */
  onError: () => void;
  /** The picture is a face drawn for the character. */
  drawn: boolean;
}

/**
 * The picture a character's portrait shows: its classic picture (the default portrait when that
 * fails to load), or, with `A face for each character`, its drawn face.
 */
export function usePortraitImage(character: PortraitSubject): PortraitImage {
  const style = useContext(PortraitStyleContext);
  const { drawer: faces, failed } = useFaceDrawer(style === 'faces');
  const seed = faceSeedOf(character);
  const { race = '', characterClass = '', gender = '', age = null } = character;
  const look = character.tableReady?.look ?? '';
  const face = useMemo(
    () =>
      faces
        ? faces.faceDataUrl({ race, characterClass, gender, age, look, seed }, FANTASY_ICON_PATHS)
        : null,
    [faces, race, characterClass, gender, age, look, seed],
  );
  const path = portraitPath(character);
  // The address that failed to load; a new character's picture gets its own try.
  const [brokenPath, setBrokenPath] = useState<string | null>(null);
  const alt = portraitAlt(character);
  if (style === 'faces' && !failed) {
    const onOpen = face ? (event: MouseEvent) => openFace(event, face) : undefined;
    return { src: face, onOpen, alt, onError: () => undefined, drawn: true };
  }
  const src = brokenPath === path ? DEFAULT_PORTRAIT : path;
  return { src, alt, onError: () => setBrokenPath(path), drawn: false };
}
