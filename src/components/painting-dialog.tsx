import { useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useT } from './i18n';

/** How long the painting has taken, as a clock: `0:07`, `1:42`. */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface PaintingDialogProps {
  /** Asks for the picture; resolves to its id. `signal` is aborted by Stop. */
  paint: (signal: AbortSignal) => Promise<string>;
  /** The painted picture's id, once stored. */
  onPainted: (pictureId: string) => void;
  /** A failure's message, the portrait unchanged. */
  onFailed: (message: string) => void;
  /** Stop was pressed (or Escape): nothing changes. */
  onStopped: () => void;
}

/**
 * The image model at work: a progress bar, the time it has taken, and Stop. Image models take up
 * to two minutes, so the wait is shown as it goes rather than guessed. It closes itself with the
 * outcome; the portrait changes only on success.
 */
export function PaintingDialog({ paint, onPainted, onFailed, onStopped }: PaintingDialogProps) {
  const titleId = useId();
  const t = useT();
  const [elapsed, setElapsed] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  // The latest callbacks, without asking again when they change.
  const handlers = useRef({ paint, onPainted, onFailed, onStopped });
  useEffect(() => {
    handlers.current = { paint, onPainted, onFailed, onStopped };
  });

  useEffect(() => {
    const running = new AbortController();
    controller.current = running;
    const started = Date.now();
    const clock = setInterval(() => setElapsed(Date.now() - started), 1000);
    handlers.current.paint(running.signal).then(
      (id) => {
        if (!running.signal.aborted) handlers.current.onPainted(id);
      },
      (error: unknown) => {
        if (running.signal.aborted) return;
        handlers.current.onFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      clearInterval(clock);
      running.abort();
    };
  }, []);

  const stop = () => {
    controller.current?.abort();
    handlers.current.onStopped();
  };

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      onClose={stop}
      fullWidth
      maxWidth="xs"
      // Stop takes the focus, so Enter or Space stops at once.
      slotProps={{ transition: { onEntered: () => stopButton.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{t('painting.title')}</DialogTitle>
      <DialogContent>
        <Typography role="status">{t('painting.status')}</Typography>
        {/* Not announced each second: it is there to look at. */}
        <Typography sx={{ mb: 2 }}>
          {t('painting.elapsed', { time: elapsedText(elapsed) })}
        </Typography>
        <LinearProgress aria-label={t('painting.title')} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('painting.hint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button ref={stopButton} onClick={stop}>
          {t('painting.stop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
