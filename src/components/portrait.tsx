import { useState } from 'react';
import Box from '@mui/material/Box';
import {
  DEFAULT_PORTRAIT,
  portraitPath,
  type PortraitChange,
  type PortraitSubject,
} from '@/domain/portrait';
import { ChangePortrait } from './change-portrait';
import { useFaces } from './face-loader';
import { PortraitFrame } from './portrait-frame';
import { useT } from './i18n';
import { usePicturedSubject, usePortraitPictureId, useUploadedPicture } from './uploaded-picture';

export interface PortraitProps {
  character: PortraitSubject;
  /** The portrait's height: px, or a length such as `100%` to fill a box of a given height. */
  height: number | string;
  /** The portrait's width; the picture is scaled to fit inside, never stretched or cropped. */
  width?: number | string;
  /** `lazy`: downloaded only once it is shown (a sheet kept ready for print, say). */
  loading?: 'lazy';
  /** Changes the portrait: `Change portrait` shows under it, with its menu. */
  onChange?: ((change: PortraitChange) => void) | undefined;
  changeDisabled?: boolean | undefined;
}

/**
 * A character's portrait, which opens in a new tab when clicked: the picture the user uploaded
 * for it, or else the classic picture or, with `A face for each character`, its drawn face.
 * With `onChange`, `Change portrait` under it offers the other choices.
 */
export function Portrait(props: PortraitProps) {
  const { faces, wanted } = useFaces();
  const { character, onChange } = props;
  return (
    <>
      <PortraitPicture {...props} />
      {onChange && (
        <ChangePortrait
          character={character}
          onChange={onChange}
          disabled={props.changeDisabled}
          canDrawFace={wanted && !!faces}
        />
      )}
    </>
  );
}

/**
 * The uploaded picture, else the user's own picture for the race and class, else the default
 * portrait while there is neither (or it is gone).
 */
/** A portrait's words for who it shows: the race and class, or that they are not known. */
function usePortraitAlt(character: PortraitProps['character']): string {
  const t = useT();
  return `${character.race || t('picture.unknownRace')} ${character.characterClass || t('picture.unknownClass')}`;
}

function PortraitPicture(props: PortraitProps) {
  const alt = usePortraitAlt(props.character);
  const uploaded = useUploadedPicture(usePortraitPictureId(props.character));
  if (uploaded) {
    const { height, width, loading } = props;
    return <PortraitFrame src={uploaded} {...{ alt, height, width, loading }} kind="uploaded" />;
  }
  return <DefaultPortrait {...props} />;
}

/**
 * The portrait the character has without an upload. A missing or broken file fails to decode,
 * and the image's own error event swaps in the default portrait, silently. With `A face for each
 * character` it is the character's drawn face; its space stays empty for the moment the faces'
 * code takes to download.
 */
function DefaultPortrait(props: PortraitProps) {
  const { faces, wanted } = useFaces();
  if (!wanted) return <ClassicPortrait {...props} />;
  if (!faces) return <Box sx={{ height: props.height, width: props.width ?? '100%' }} />;
  const { DrawnPortrait } = faces;
  const { character, height, width, loading } = props;
  return <DrawnPortrait variant="screen" {...{ character, height, width, loading }} />;
}

/** The specification's picture. */
function ClassicPortrait({ character, height, width, loading }: PortraitProps) {
  const path = portraitPath(usePicturedSubject(character));
  // The address that failed to load; a new character's picture gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === path ? DEFAULT_PORTRAIT : path;
  const alt = usePortraitAlt(character);
  return (
    <PortraitFrame
      src={src}
      alt={alt}
      {...{ height, width, loading }}
      // The default portrait failing too shows the alt text rather than trying again.
      onError={() => setFailed(path)}
    />
  );
}
