import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { portraitAlt, portraitPath, type PortraitSubject } from '@/domain/portrait';
import { usePortrait } from '@/state/use-portrait';

export interface PortraitProps {
  character: PortraitSubject;
  /**
   * The portrait's height in px: the space it takes, and the picture's height where the width
   * allows (its width follows the picture's proportions).
   */
  height: number;
  /** The width of the space the picture is centred in. */
  width?: number | string;
}

/** The portraits are drawn at 2:3; the placeholder keeps that shape so nothing moves on load. */
const ASPECT = 2 / 3;

/**
 * A character's portrait. A missing or unusable image shows the default portrait silently, and
 * clicking the picture opens it in a new tab: the image itself, or the default portrait when
 * that is what is shown.
 */
export function Portrait({ character, height, width = '100%' }: PortraitProps) {
  const { src, href, fallBack } = usePortrait(portraitPath(character));
  const alt = portraitAlt(character);
  return (
    <Box
      sx={{
        height,
        width,
        flexShrink: 0,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
      }}
    >
      {src && href ? (
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open the portrait of ${alt} in a new tab`}
          sx={{
            display: 'block',
            maxWidth: '100%',
            borderRadius: 1,
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="img"
            src={src}
            alt={alt}
            onError={fallBack}
            sx={{
              // As tall as `height` where the width allows, never cropped or stretched; a
              // narrower space scales the whole picture down.
              display: 'block',
              width: 'auto',
              height: 'auto',
              maxWidth: '100%',
              maxHeight: height,
              borderRadius: 1,
            }}
          />
        </Link>
      ) : (
        <Skeleton
          variant="rounded"
          role="progressbar"
          aria-label="Loading portrait"
          height={height}
          sx={{ width: Math.round(height * ASPECT), maxWidth: '100%' }}
        />
      )}
    </Box>
  );
}
