import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { AlertSeverity, ShownAlert } from '@/components/alert-stack';
import type { Outcome } from '@/use-cases/outcome';
import { useT } from '@/components/i18n';

/** How long success and info alerts stay; warnings and errors stay until closed. */
export const AUTO_HIDE_MS = 5000;

/** How long an alert offering to undo a removal stays: long enough to read it and decide. */
export const UNDO_ALERT_MS = 8000;

/** An alert to show. Callers may attach fields of their own. */
export interface NewAlert extends Omit<ShownAlert, 'id'> {
  severity: AlertSeverity;
  message: string;
  /** Keeps a success or info alert until it is closed or acted on. */
  persistent?: boolean;
  /** Closes the alert after this long, whatever its severity (instead of the usual rule). */
  durationMs?: number;
  /**
   * The screen (its address path) an error belongs to: it is dropped when the user leaves that
   * screen. The address when the alert is raised, unless given; null keeps it on every screen.
   */
  screen?: string | null;
  [field: string]: unknown;
}

/** An alert on screen. */
type AppAlert = NewAlert & ShownAlert;

interface AlertActions {
  /** Shows an alert and returns its id. */
  addAlert: (alert: NewAlert) => number;
  removeAlert: (id: number) => void;
  /** Drops the errors that belong to a screen other than `screen`. */
  leaveScreensBut: (screen: string) => void;
  /** Where the stack is drawn instead of the page: an open dialog's own element, or null. */
  setHost: Dispatch<SetStateAction<HTMLElement | null>>;
}

/** The address path now, which an error belongs to; none when rendered at build time. */
const currentScreen = (): string | null =>
  typeof window === 'undefined' ? null : window.location.pathname;

// The list and the (stable) actions travel apart, so code that only raises alerts does not
// re-render each time one comes or goes.
const AlertListContext = createContext<AppAlert[] | undefined>(undefined);
const AlertActionsContext = createContext<AlertActions | undefined>(undefined);
const AlertHostContext = createContext<HTMLElement | null>(null);

let lastId = 0;
/** A numeric, time-based id that still differs for two alerts raised in the same millisecond. */
export function nextAlertId(now: number = Date.now()): number {
  lastId = Math.max(now, lastId + 1);
  return lastId;
}

export function AlertManagerProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AppAlert[]>([]);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const alertsRef = useRef(alerts);

  const clearTimer = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  };

  const removeAlert = useCallback((id: number) => {
    clearTimer(id);
    alertsRef.current = alertsRef.current.filter((a) => a.id !== id);
    setAlerts(alertsRef.current);
  }, []);

  const addAlert = useCallback(
    (alert: NewAlert) => {
      const id = nextAlertId();
      // The same news twice in a row is shown once, as the newest alert.
      const repeated = alertsRef.current.find(
        (a) => a.severity === alert.severity && a.message === alert.message,
      );
      if (repeated) clearTimer(repeated.id);
      const screen = alert.screen !== undefined ? alert.screen : currentScreen();
      const next = [...alertsRef.current.filter((a) => a !== repeated), { ...alert, screen, id }];
      alertsRef.current = next;
      setAlerts(next);
      const hides =
        alert.durationMs !== undefined ||
        ((alert.severity === 'success' || alert.severity === 'info') && !alert.persistent);
      if (hides) {
        timers.current.set(
          id,
          setTimeout(() => removeAlert(id), alert.durationMs ?? AUTO_HIDE_MS),
        );
      }
      return id;
    },
    [removeAlert],
  );

  const leaveScreensBut = useCallback((screen: string) => {
    const elsewhere = alertsRef.current.filter(
      (a) => a.severity === 'error' && typeof a.screen === 'string' && a.screen !== screen,
    );
    if (elsewhere.length === 0) return;
    elsewhere.forEach((a) => clearTimer(a.id));
    alertsRef.current = alertsRef.current.filter((a) => !elsewhere.includes(a));
    setAlerts(alertsRef.current);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const actions = useMemo(
    () => ({ addAlert, removeAlert, leaveScreensBut, setHost }),
    [addAlert, removeAlert, leaveScreensBut],
  );
  return (
    <AlertActionsContext.Provider value={actions}>
      <AlertHostContext.Provider value={host}>
        <AlertListContext.Provider value={alerts}>{children}</AlertListContext.Provider>
      </AlertHostContext.Provider>
    </AlertActionsContext.Provider>
  );
}

function useActionsFor(hook: string): AlertActions {
  const actions = useContext(AlertActionsContext);
  if (!actions) throw new Error(`${hook} must be used within an AlertManagerProvider`);
  return actions;
}

/** Raising and closing alerts, without following the list. */
export const useAlertActions = () => useActionsFor('useAlertActions');

/**
 * Drops the errors of the screen left behind when the address changes to another screen: an
 * error about an export on My Characters means nothing on Settings. `pathname` is the router's;
 * the screens are compared by the browser's address, which the alerts are stamped with.
 */
export function useAlertsFollowScreen(pathname: string) {
  const { leaveScreensBut } = useActionsFor('useAlertsFollowScreen');
  useEffect(() => {
    const screen = currentScreen();
    if (screen !== null) leaveScreensBut(screen);
  }, [pathname, leaveScreensBut]);
}

/**
 * A ref for an element of an open dialog, where the alert stack is drawn while the element is
 * there. A modal dialog hides the rest of the page from screen readers (and keeps the focus
 * in), so alerts raised from it must sit inside it to be announced and reached.
 */
export function useAlertHost() {
  const { setHost } = useActionsFor('useAlertHost');
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      setHost(element);
      return () => setHost((current) => (current === element ? null : current));
    },
    [setHost],
  );
}

/** The element of an open dialog that hosts the alert stack, or null for the page. */
export const useAlertHostElement = () => useContext(AlertHostContext);

/** The alerts on screen and the actions. */
export function useAlert() {
  const actions = useActionsFor('useAlert');
  const alerts = useContext(AlertListContext) as AppAlert[];
  return useMemo(() => ({ alerts, ...actions }), [alerts, actions]);
}

/**
 * Says an action's outcome in an alert: one that can be taken back offers Undo for a while, and
 * what the undoing says comes as an alert of its own.
 */
export function useAnnounce() {
  const { addAlert } = useActionsFor('useAnnounce');
  const t = useT();
  return useCallback(
    function announce(outcome: Outcome | null): void {
      if (!outcome) return;
      const { undo, ...said } = outcome;
      addAlert(
        undo
          ? {
              ...said,
              durationMs: UNDO_ALERT_MS,
              action: { label: t('generator.undo'), onClick: () => announce(undo()) },
            }
          : said,
      );
    },
    [addAlert, t],
  );
}
