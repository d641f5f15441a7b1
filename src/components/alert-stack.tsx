import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { SxProps, Theme } from '@mui/material/styles';
import type { LocalText } from '@/domain/i18n/text';
import type { MessageId } from '@/domain/i18n/catalogs';
import { useLocalText, useT } from './i18n';

export type AlertSeverity = 'success' | 'error' | 'warning' | 'info';

/** What an alert's button may ask of the screen. */
export type AlertCommand = 'export' | 'myCharacters';

/**
 * A button on an alert; pressing it also closes the alert. It runs `onClick`, or one of the
 * commands the screen gives the alert stack (an alert raised away from the screen can offer
 * what only the screen can do: export a backup, go to My Characters).
 */
interface AlertAction {
  label: string;
  /** The label in the interface's language, when it is not English. */
  labelText?: LocalText;
  onClick?: () => void;
  command?: AlertCommand;
}

/** An alert as the stack shows it. */
export interface ShownAlert {
  id: number;
  severity: AlertSeverity;
  message: string;
  /** The message in the interface's language, when it is not English. */
  text?: LocalText;
  action?: AlertAction;
  /** More buttons, after `action`. */
  actions?: AlertAction[];
}

/** An alert's title is its severity, capitalised: Success, Error, Warning, Info. */
const titleOf = (severity: AlertSeverity): MessageId => `alert.${severity}`;

/**
 * Room below a page's content for the alert stack, so it never hides the last buttons of a page.
 * Only this spacer follows the list.
 */
export function AlertRoom({ count }: { count: number }) {
  const height = count ? Math.min(count, 4) * 88 + 16 : 0;
  return height ? <div aria-hidden="true" style={{ height }} /> : null;
}

type AlertButtonAction = { label: string; run: () => void };

/** A button on an alert: it closes the alert, then does its work. */
function AlertButton({ action, onClose }: { action: AlertButtonAction; onClose: () => void }) {
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        onClose();
        action.run();
      }}
      sx={{ fontWeight: 'bold', alignSelf: 'center' }}
    >
      {action.label}
    </Button>
  );
}

/** An alert's own button beside its close button (MUI shows one or the other). */
function AlertActionButtons({
  action,
  onClose,
}: {
  action: AlertButtonAction;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <>
      <AlertButton action={action} onClose={onClose} />
      <IconButton
        color="inherit"
        size="small"
        aria-label={t('alert.close')}
        title={t('alert.close')}
        onClick={onClose}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
}

/** Phones and tablets: the screen has room for two alerts. */
const STACKED = '@media (max-width: 899.95px)';
/** Phones: one line per alert, a few for an error or a warning. */
const PHONE = '@media (max-width: 599.95px)';
/** How far the stack sits from the foot of the screen when no bar is in its way. */
const FOOT = 'calc(16px + env(safe-area-inset-bottom, 0px))';

/**
 * Keeps the stack just above a bar at the foot of the screen (the generator's Generate / Save
 * bar, or its progress line), marked with `data-bottom-bar`.
 */
function useAboveBottomBar(stackRef: { current: HTMLElement | null }, count: number) {
  useLayoutEffect(() => {
    const stack = stackRef.current;
    if (!stack || count === 0 || typeof window.matchMedia !== 'function') return;
    let frame = 0;
    const place = () => {
      frame = 0;
      let bottom = FOOT;
      const foot = window.innerHeight;
      const tops = [...document.querySelectorAll('[data-bottom-bar]')]
        .map((bar) => bar.getBoundingClientRect())
        // A bar in the lower part of the screen, where the stack is.
        .filter((r) => r.height > 0 && r.bottom > foot - stack.offsetHeight - 24 && r.top < foot)
        .map((r) => r.top);
      if (tops.length > 0) bottom = `${Math.ceil(foot - Math.min(...tops)) + 8}px`;
      stack.style.bottom = bottom;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    // Placed in the frame's own step before it is drawn, not as the alert is put on the page:
    // measuring the bars now would lay out the page twice when the screen changes with the
    // alert (a new character and "New character generated").
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [stackRef, count]);
}

/** The stack: fixed at the foot of the screen, tighter on phones and tablets. */
const STACK_SX: SxProps<Theme> = {
  position: 'fixed',
  left: 16,
  bottom: FOOT,
  zIndex: (theme) => theme.zIndex.snackbar,
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  [STACKED]: {
    '& > :nth-last-of-type(n+3)': { display: 'none' },
  },
  [PHONE]: {
    left: 8,
    right: 8,
    maxWidth: 'none',
    gap: 0.5,
    '& .MuiAlert-root': { py: 0, alignItems: 'center' },
    '& .MuiAlert-icon': { py: 1 },
    '& .MuiAlert-message': { minWidth: 0, overflow: 'hidden', py: 1.25 },
    '& .MuiAlert-action': { pt: 0 },
    // The title is read out, not shown: the alert's colour and icon say what it is.
    '& .MuiAlertTitle-root': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      m: 0,
    },
    '& [data-alert-text]:not([data-expanded])': {
      display: 'block',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& [data-severity="error"], & [data-severity="warning"]': {
      '& [data-alert-text]:not([data-expanded])': {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 6,
        whiteSpace: 'normal',
      },
    },
  },
};

/**
 * The fixed stack at the bottom left; Escape closes the newest alert. Phones and tablets show the
 * newest two; on phones an error or warning shows up to six lines, so its reason reads without
 * a tap, and anything else one (a tap shows the whole message).
 */
export function AlertStack({
  alerts,
  removeAlert,
  commands = {},
  host = null,
}: {
  alerts: readonly ShownAlert[];
  removeAlert: (id: number) => void;
  /** What the alerts' buttons may ask of the screen. */
  commands?: Partial<Record<AlertCommand, () => void>>;
  /**
   * An open dialog's element to draw the stack in: a modal dialog hides the rest of the page from
   * screen readers, so its alerts must sit inside it to be announced and reached.
   */
  host?: HTMLElement | null;
}) {
  const shown = useLocalText();
  // An alert's buttons that can run here: its own, or a command the screen gave.
  const buttonsOf = (alert: ShownAlert) =>
    [alert.action, ...(alert.actions ?? [])].flatMap((action) => {
      const run = action?.onClick ?? (action?.command && commands[action.command]);
      return action && run ? [{ label: shown(action.label, action.labelText), run }] : [];
    });
  const [expanded, setExpanded] = useState<number | null>(null);
  const t = useT();

  // An alert closed while the focus is in it takes the focus with it: it goes back to where it
  // was before the alerts, or to the page's main content.
  const stackRef = useRef<HTMLDivElement>(null);
  const lastOutside = useRef<HTMLElement | null>(null);
  const focusInStack = useRef(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      focusInStack.current = Boolean(stackRef.current?.contains(target));
      if (!focusInStack.current) lastOutside.current = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  useEffect(() => {
    if (!focusInStack.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusInStack.current = false;
    const back = lastOutside.current as HTMLButtonElement | null;
    if (back && back.isConnected && !back.disabled) back.focus();
    else document.querySelector<HTMLElement>('main')?.focus();
  }, [alerts]);

  useEffect(() => {
    if (alerts.length === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const newest = alerts[alerts.length - 1];
      if (newest) removeAlert(newest.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [alerts, removeAlert]);
  useAboveBottomBar(stackRef, alerts.length);

  const stack = (
    <Box ref={stackRef} aria-label={t('alert.notifications')} role="region" sx={STACK_SX}>
      {alerts.map((alert) => {
        const buttons = buttonsOf(alert);
        return (
          <Alert
            key={alert.id}
            data-severity={alert.severity}
            severity={alert.severity}
            variant="filled"
            onClose={() => removeAlert(alert.id)}
            closeText={t('alert.close')}
            slotProps={{ closeButton: { title: t('alert.close') } }}
            action={
              buttons.length === 1 && buttons[0] ? (
                <AlertActionButtons action={buttons[0]} onClose={() => removeAlert(alert.id)} />
              ) : undefined
            }
            sx={{ boxShadow: 3 }}
          >
            <AlertTitle>{t(titleOf(alert.severity))}</AlertTitle>
            <Box
              component="span"
              data-alert-text
              data-expanded={expanded === alert.id || undefined}
              onClick={() => setExpanded((id) => (id === alert.id ? null : alert.id))}
              sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}
            >
              {shown(alert.message, alert.text)}
            </Box>
            {buttons.length > 1 && (
              // Several buttons go under the message, which keeps the alert's whole width.
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5, ml: -0.75 }}>
                {buttons.map((action) => (
                  <AlertButton
                    key={action.label}
                    action={action}
                    onClose={() => removeAlert(alert.id)}
                  />
                ))}
              </Box>
            )}
          </Alert>
        );
      })}
    </Box>
  );
  return host ? createPortal(stack, host) : stack;
}
