import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { DEFAULT_PORTRAIT, portraitPath, type PortraitSubject } from '@/domain/portrait';
import { useFaces } from './face-loader';
import { usePicturedSubject, usePortraitPictureId, useUploadedPicture } from './uploaded-picture';

export interface PortraitThumbProps {
  character: PortraitSubject;
  width: number;
  height: number;
  /** Room after it, in the theme's spacing (so the name beside it needs no space of its own). */
  gap?: number;
}

/**
 * A character's portrait, small, beside its name (a list's row, a group's member): its uploaded
 * picture (or the user's picture for its race and class), drawn face or classic picture, as on
 * its card. The name says who it is, so the
 * picture is not read out; it downloads only once it comes into view.
 */
export function PortraitThumb({ character, width, height, gap = 0 }: PortraitThumbProps) {
  const uploaded = useUploadedPicture(usePortraitPictureId(character));
  const { faces, wanted } = useFaces();
  const pictured = usePicturedSubject(character);
  const face = useMemo(
    () => (wanted && faces && !uploaded ? faces.faceAddress(pictured) : null),
    [wanted, faces, uploaded, pictured],
  );
  const classic = portraitPath(pictured);
  const [failed, setFailed] = useState<string | null>(null);
  let src: string | null = uploaded ?? face;
  if (!src && !wanted) src = failed === classic ? DEFAULT_PORTRAIT : classic;
  return (
    <Box
      component="span"
      data-portrait-thumb
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width,
        height,
        mr: gap,
        verticalAlign: 'middle',
      }}
    >
      {src && (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(classic)}
          data-uploaded-portrait={(src === uploaded && uploaded !== null) || undefined}
          data-drawn-face={(src === face && face !== null) || undefined}
          sx={{
            display: 'block',
            width,
            height,
            objectFit: 'cover',
            objectPosition: 'center top',
            borderRadius: 0.5,
          }}
        />
      )}
    </Box>
  );
}
