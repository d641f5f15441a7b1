import { lazy, Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PhotoCameraFrontIcon from '@mui/icons-material/PhotoCameraFront';
import type { PortraitChange, PortraitSubject } from '@/domain/portrait';
import { useT } from './i18n';

// The menu, the crop step and the pictures' code download on the first press, never with the
// home screen.
const PortraitMenu = lazy(() => import(/* webpackChunkName: "portrait-menu" */ './portrait-menu'));

export interface ChangePortraitProps {
  character: PortraitSubject;
  onChange: (change: PortraitChange) => void;
  disabled?: boolean | undefined;
  /** `Draw a new face` is offered: the portraits are drawn faces. */
  canDrawFace: boolean;
}

/** `Change portrait` under a portrait, and the menu it opens. */
export function ChangePortrait({
  character,
  onChange,
  disabled,
  canDrawFace,
}: ChangePortraitProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so the crop step outlives the menu.
  const [wanted, setWanted] = useState(false);
  const t = useT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
      <Button
        ref={button}
        size="small"
        startIcon={<PhotoCameraFrontIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('portrait.change')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PortraitMenu
            anchor={button}
            open={open}
            onClose={() => setOpen(false)}
            character={character}
            onChange={onChange}
            canDrawFace={canDrawFace}
          />
        </Suspense>
      )}
    </Box>
  );
}
