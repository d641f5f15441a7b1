import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  DEFAULT_PORTRAIT,
  portraitAlt,
  portraitPath,
  type PortraitSubject,
} from '@/domain/portrait';
import { useFaces } from './face-loader';

export interface PortraitProps {
  character: PortraitSubject;
  /** The portrait's height: px, or a length such as `100%` to fill a box of a given height. */
  height: number | string;
  /** The portrait's width; the picture is scaled to fit inside, never stretched or cropped. */
  width?: number | string;
  /** `lazy`: downloaded only once it is shown (a sheet kept ready for print, say). */
  loading?: 'lazy';
  /** Draws the character another face: `Draw a new face` shows under a drawn face. */
  onNewFace?: () => void;
  newFaceDisabled?: boolean;
}

/**
 * A character's portrait, which opens in a new tab when clicked. A missing or broken file fails
 * to decode, and the image's own error event swaps in the default portrait, silently. With
 * `A face for each character` it is the character's drawn face; its space stays empty for the
 * moment the faces' code takes to download.
 */
export function Portrait(props: PortraitProps) {
  const { faces, wanted } = useFaces();
  if (!wanted) return <ClassicPortrait {...props} />;
  if (!faces) return <Box sx={{ height: props.height, width: props.width ?? '100%' }} />;
  const { DrawnPortrait } = faces;
  return <DrawnPortrait variant="screen" {...props} />;
}

/** The specification's picture. */
function ClassicPortrait({ character, height, width = '100%', loading }: PortraitProps) {
  const path = portraitPath(character);
  // The address that failed to load; a new character's picture gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === path ? DEFAULT_PORTRAIT : path;
  const alt = portraitAlt(character);
  return (
    <Link
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open the portrait of ${alt} in a new tab`}
      sx={{
        display: 'block',
        flexShrink: 0,
        height,
        width,
        maxWidth: '100%',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        loading={loading}
        // The default portrait failing too shows the alt text rather than trying again.
        onError={() => setFailed(path)}
        sx={{
          // The box is exactly the portrait's size; the picture keeps its proportions inside it.
          display: 'block',
          width: '100%',
          height: '100%',
          objectFit: 'contain',
          objectPosition: 'center top',
          borderRadius: 1,
        }}
      />
    </Link>
  );
}
