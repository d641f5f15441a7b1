import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export interface PortraitFrameProps {
  /** The picture's address, which also opens in a new tab. */
  src: string;
  alt: string;
  height?: number | string | undefined;
  width?: number | string | undefined;
  loading?: 'lazy' | undefined;
  onClick?: ((event: MouseEvent) => void) | undefined;
  onError?: (() => void) | undefined;
  /** Marks the kind of portrait shown, for print rules and tests. */
  kind?: 'drawn-face' | 'uploaded' | undefined;
}

/**
 * A portrait on screen, whatever it is (classic picture, drawn face or upload): a link that opens
 * the picture in a new tab, around an image scaled to fit its box, never stretched or cropped.
 */
export function PortraitFrame({
  src,
  alt,
  height,
  width = '100%',
  loading,
  onClick,
  onError,
  kind,
}: PortraitFrameProps) {
  return (
    <Link
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open the portrait of ${alt} in a new tab`}
      onClick={onClick}
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
        onError={onError}
        data-drawn-face={kind === 'drawn-face' || undefined}
        data-uploaded-portrait={kind === 'uploaded' || undefined}
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
