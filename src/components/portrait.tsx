import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { PortraitSubject } from '@/domain/portrait';
import { usePortraitImage } from './portrait-image';

export interface PortraitProps {
  character: PortraitSubject;
  /** The portrait's height in px. */
  height: number;
  /** The portrait's width; the picture is scaled to fit inside, never stretched or cropped. */
  width?: number | string;
  /** `lazy`: downloaded only once it is shown (a sheet kept ready for print, say). */
  loading?: 'lazy';
}

/**
 * A character's portrait, which opens in a new tab when clicked. A missing or broken file fails
 * to decode, and the image's own error event swaps in the default portrait, silently. With
 * `A face for each character`, the picture is the character's drawn face; the space stays empty
 * for the moment its drawing code takes to download.
 */
export function Portrait({ character, height, width = '100%', loading }: PortraitProps) {
  const { src, onOpen, alt, onError, drawn } = usePortraitImage(character);
  const box = {
    display: 'block',
    flexShrink: 0,
    height,
    width,
    maxWidth: '100%',
    borderRadius: 1,
  };
  if (!src) return <Box sx={box} />;
  return (
    <Link
      href={src}
      onClick={onOpen}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open the portrait of ${alt} in a new tab`}
      sx={{ ...box, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        loading={loading}
        data-drawn-face={drawn || undefined}
        // The default portrait failing too shows the alt text rather than trying again.
        onError={onError}
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
