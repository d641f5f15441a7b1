import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  lockedProperties,
  NO_LOCKS,
  normaliseStoredLocks,
  type LockableProperty,
  type Locks,
} from '@/domain/locks';
import {
  browserStorage,
  quarantine,
  readText,
  readValue,
  writeJson,
  type StorageLike,
} from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';
import { STORAGE_KEYS } from '@/config/storage-keys';

/** The locked values, as a list of property names, under their own key. */
export const LOCKS_KEY = STORAGE_KEYS.locks;

interface LocksContextValue {
  locks: Locks;
  toggleLock: (property: LockableProperty) => void;
}

const LocksContext = createContext<LocksContextValue | undefined>(undefined);

/** The stored locks, or none with a warning when what is stored cannot be read. */
function readLocks(storage: StorageLike | null): { locks: Locks; warning: string | null } {
  const value = readValue(storage, LOCKS_KEY);
  if (value === undefined) return { locks: NO_LOCKS, warning: null };
  const locks = normaliseStoredLocks(value);
  if (locks) return { locks, warning: null };
  const copiedTo = quarantine(storage, LOCKS_KEY, readText(storage, LOCKS_KEY) ?? '');
  const kept = copiedTo
    ? ` What was stored is kept in browser storage as "${copiedTo}".`
    : ' What was stored could not be copied aside.';
  return {
    locks: NO_LOCKS,
    warning: `The locked values could not be read, so nothing is locked.${kept}`,
  };
}

/** Which values Generate keeps; they survive a reload. */
export function LocksProvider({
  children,
  storage = browserStorage(),
}: {
  children: ReactNode;
  storage?: StorageLike | null;
}) {
  const { addAlert } = useAlertActions();
  const [start] = useState(() => readLocks(storage));
  const [locks, setLocks] = useState<Locks>(start.locks);
  const locksRef = useRef(locks);

  useEffect(() => {
    if (start.warning) addAlert({ severity: 'warning', message: start.warning });
  }, [start, addAlert]);

  const toggleLock = useCallback(
    (property: LockableProperty) => {
      const next = { ...locksRef.current, [property]: !locksRef.current[property] };
      locksRef.current = next;
      setLocks(next);
      try {
        writeJson(storage, LOCKS_KEY, lockedProperties(next));
      } catch {
        // The lock still applies on this visit; it is simply not remembered.
        addAlert({
          severity: 'warning',
          message: 'Locks could not be stored: they apply until you leave or reload.',
        });
      }
    },
    [storage, addAlert],
  );

  const value = useMemo(() => ({ locks, toggleLock }), [locks, toggleLock]);
  return <LocksContext.Provider value={value}>{children}</LocksContext.Provider>;
}

export function useLocks(): LocksContextValue {
  const context = useContext(LocksContext);
  if (!context) throw new Error('useLocks must be used within a LocksProvider');
  return context;
}
