import { useContext, useEffect, useState } from 'react';
import type { DrawnPortrait, faceAddress } from './drawn-portrait';
import { PortraitStyleContext } from './portrait-style';

interface FaceModule {
  DrawnPortrait: typeof DrawnPortrait;
  faceAddress: typeof faceAddress;
}

/** The faces' code once downloaded, so later portraits are drawn at once. */
let loaded: FaceModule | null = null;
let loading: Promise<FaceModule> | null = null;

/**
 * Downloads the drawn faces' code, once: it comes only when a face is first shown, never with the
 * home screen. A failed download is tried again the next time.
 */
export function loadFaces(): Promise<FaceModule> {
  loading ??= import(/* webpackChunkName: "face" */ './drawn-portrait').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * With `A face for each character`, the faces' code: null while it downloads. `failed` when it
 * could not (offline before it was ever stored): the classic picture shows instead.
 */
export function useFaces(): { faces: FaceModule | null; wanted: boolean; failed: boolean } {
  const wanted = useContext(PortraitStyleContext) === 'faces';
  const [state, setState] = useState({ module: loaded, failed: false });
  const faces = state.module ?? loaded;
  useEffect(() => {
    if (!wanted || faces) return;
    let current = true;
    loadFaces().then(
      (module) => current && setState({ module, failed: false }),
      () => current && setState({ module: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [wanted, faces]);
  return { faces: wanted ? faces : null, wanted: wanted && !state.failed, failed: state.failed };
}
