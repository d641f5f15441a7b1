import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CENTRED, movedPosition, type FramePosition, type Size } from '@/domain/picture';
import { useT } from './i18n';

/** How far one arrow key press moves the picture, in screen pixels; with Shift, four times. */
const STEP = 8;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface PictureCropDialogProps {
  picture: Size;
  /** The picked file's address, shown while the frame is positioned. */
  preview: string;
  onCancel: () => void;
  /** Keeps the part inside the frame; the dialog waits while it is stored. */
  onUse: (position: FramePosition) => Promise<void>;
}

/**
 * The upload's one step: the picture in the portrait's 2:3 frame, moved by dragging it or with
 * the arrow keys, then `Use picture` or `Cancel`.
 */
export function PictureCropDialog({ picture, preview, onCancel, onUse }: PictureCropDialogProps) {
  const titleId = useId();
  const hintId = useId();
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<FramePosition>(CENTRED);
  const [saving, setSaving] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const move = (dx: number, dy: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box?.width) return;
    setPosition((p) => movedPosition(p, picture, box, dx, dy));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? STEP * 4 : STEP;
    move(arrow[0] * step, arrow[1] * step);
  };
  const use = () => {
    setSaving(true);
    void onUse(position);
  };

  return (
    <Dialog
      open
      // Escape cancels; a drag let go over the backdrop must not throw the step away.
      onClose={(_, reason) => reason === 'escapeKeyDown' && !saving && onCancel()}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      disableRestoreFocus
    >
      <DialogTitle id={titleId}>{t('picture.crop.title')}</DialogTitle>
      <DialogContent>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('picture.crop.hint')}
        </Typography>
        <Box
          ref={frame}
          tabIndex={0}
          role="group"
          aria-label={t('picture.crop.frame')}
          aria-describedby={hintId}
          data-position={`${Math.round(position.x * 100)} ${Math.round(position.y * 100)}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          sx={{
            width: 'min(240px, 60vw)',
            aspectRatio: '2 / 3',
            mx: 'auto',
            overflow: 'hidden',
            borderRadius: 1,
            cursor: 'grab',
            touchAction: 'none',
            bgcolor: 'action.hover',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="img"
            src={preview}
            alt=""
            draggable={false}
            sx={{
              display: 'block',
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              // The same numbers the stored picture is cut with.
              objectPosition: `${position.x * 100}% ${position.y * 100}%`,
              pointerEvents: 'none',
              userSelect: 'none',
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t('share.cancel')}
        </Button>
        <Button variant="contained" onClick={use} loading={saving}>
          {t('picture.crop.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
