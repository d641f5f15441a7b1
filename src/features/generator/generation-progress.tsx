import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import StopIcon from '@mui/icons-material/Stop';
import { readPartialReply } from '@/domain/partial-reply';
import { BOTTOM_BAR, STACKED } from './bottom-bar';
import { useGenerationProgress, type LiveProgress } from '@/state/generation-progress';
import { englishT, useT, type Translate } from '@/components/i18n';

/** Until then a call is connecting; after that, with no word yet, it waits for the server. */
export const WAITING_AFTER_MS = 2000;

/**
 * After this long without a word the call keeps waiting (a large model can take minutes to
 * load), but the user is told how long it has been silent and that Stop cancels.
 */
const SILENCE_NOTE_AFTER_MS = 60_000;

/** The line shown once the model has sent nothing for a long time, or null before then. */
export function silenceNote(silentMs: number, t: Translate = englishT): string | null {
  if (silentMs < SILENCE_NOTE_AFTER_MS) return null;
  return t('progress.silence', { count: Math.floor(silentMs / 1000) });
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * What the model is doing, in words. "Loading model…" only when the provider says so: a server
 * that is merely slow to say anything is waited for.
 */
export function progressLabel(
  progress: LiveProgress,
  elapsedMs: number,
  t: Translate = englishT,
): string {
  const { phase, retry } = progress;
  if (phase === 'writing' && progress.receivedChars > 0) return t('progress.writing');
  if (phase === 'thinking') return t('progress.thinking');
  if (phase === 'retrying' && retry) {
    return t('progress.retrying', { done: retry.attempt, total: retry.attempts });
  }
  if (phase === 'loading-model') return t('progress.loadingModel');
  if (phase === 'waiting' || elapsedMs >= WAITING_AFTER_MS) return t('progress.waiting');
  return t('progress.connecting');
}

/** Why a retry is under way, for the line beside the figures (not read out as it changes). */
function retryReason(
  { status, delayMs, attempt }: NonNullable<LiveProgress['retry']>,
  t: Translate,
): string {
  return t('progress.retryReason', { name: String(status), done: attempt, total: delayMs / 1000 });
}

/**
 * Live progress of a model call at the top of the card, while one runs: elapsed time,
 * characters received, the name and background as they arrive, and a Stop button. It reads the streamed
 * reply itself, so only this panel re-renders as the reply arrives.
 */
export function GenerationProgress({ onStop }: { onStop: () => void }) {
  const progress = useGenerationProgress();
  return progress && <ProgressPanel progress={progress} onStop={onStop} />;
}

/** The panel's frame: above the card's character, which stays in view, dimmed, until the new one comes. */
const PANEL_SX = {
  bgcolor: 'background.paper',
  backgroundImage: 'var(--Paper-overlay)',
  display: 'flex',
  flexDirection: 'column',
  px: { xs: 2, sm: 3 },
  pt: 2,
  pb: 1,
  gap: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/**
 * The progress line and Stop. On phones and tablets the card is taller than the screen: they sit
 * in a bar at the bottom of the screen, where the action bar was.
 */
const BAR_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  flexWrap: 'wrap',
  [STACKED]: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 'appBar',
    columnGap: 1.5,
    rowGap: 0,
    ...BOTTOM_BAR,
    boxShadow: 8,
  },
} as const;

/**
 * The pressed button is disabled now: keyboard focus moves to Stop. The browser may not have let
 * go of the disabled button yet, so a focus still on a disabled control or anywhere in the busy
 * card counts as lost too.
 */
function useFocusOnStop() {
  const stopRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement as HTMLElement | null;
      const lost =
        active === null ||
        active === document.body ||
        (active as HTMLButtonElement).disabled === true ||
        active.closest('[aria-busy="true"]') !== null;
      if (lost && active !== stopRef.current) stopRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return stopRef;
}

/** How long the model has been thinking (as a figure's suffix) and the note after long silence. */
function useSilenceAndThinking(progress: LiveProgress, now: number, t: Translate) {
  // When the model last sent something (its thoughts too): the start, or the last time the
  // count went up.
  const sent = progress.receivedChars + (progress.thoughtChars ?? 0);
  const [heard, setHeard] = useState({ chars: sent, at: progress.startedAt });
  if (heard.chars !== sent) setHeard({ chars: sent, at: now });
  // When the model began to think, for how long it has been at it.
  const [thinkingFrom, setThinkingFrom] = useState<number | null>(null);
  if (progress.phase === 'thinking' && thinkingFrom === null) setThinkingFrom(now);
  const thinking =
    progress.phase === 'thinking' && thinkingFrom !== null
      ? Math.max(0, now - thinkingFrom) / 1000
      : null;
  return { thinking, silence: silenceNote(now - heard.at, t) };
}

/** The name, title and paragraphs of the reply so far. */
function PartialReply({ text }: { text: string }) {
  const partial = readPartialReply(text);
  const name = [partial.firstName, partial.lastName].filter(Boolean).join(' ');
  return (
    <>
      {name && (
        <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {name}
          {partial.epithet ? `, ${partial.epithet}` : ''}
        </Typography>
      )}
      {partial.title && (
        <Typography variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {partial.title}
        </Typography>
      )}
      <Box>
        {partial.paragraphs.map((p, i) => (
          <Typography key={i} variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {p}
          </Typography>
        ))}
      </Box>
    </>
  );
}

/** The panel for a given moment of a call. */
export function ProgressPanel({
  progress,
  onStop,
}: {
  progress: LiveProgress;
  onStop: () => void;
}) {
  const now = useNow(true);
  const stopRef = useFocusOnStop();
  const elapsed = Math.max(0, now - progress.startedAt);
  const t = useT();
  const { thinking, silence } = useSilenceAndThinking(progress, now, t);
  // Seconds so far (`total`) and characters received (`count`).
  const figures = { total: elapsed / 1000, count: progress.receivedChars };
  return (
    // Not read out as a whole: the seconds tick every tenth of a second. Only the phase is.
    <Box role="status" aria-live="off" data-generation-progress sx={PANEL_SX}>
      <Box data-bottom-bar sx={BAR_SX}>
        <CircularProgress size={28} aria-hidden />
        <Typography variant="h6" component="p" aria-live="polite" aria-atomic>
          {progressLabel(progress, elapsed, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="progress-figures">
          {thinking === null
            ? t('progress.figures', figures)
            : t('progress.figuresThinking', { ...figures, done: thinking })}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          ref={stopRef}
          variant="contained"
          color="secondary"
          startIcon={<StopIcon />}
          onClick={onStop}
        >
          {t('progress.stop')}
        </Button>
      </Box>
      {progress.phase === 'retrying' && progress.retry && (
        <Typography variant="body2" data-testid="retry-reason">
          {retryReason(progress.retry, t)}
        </Typography>
      )}
      {silence && (
        <Typography variant="body2" data-testid="silence-note">
          {silence}
        </Typography>
      )}
      <PartialReply text={progress.text} />
    </Box>
  );
}
