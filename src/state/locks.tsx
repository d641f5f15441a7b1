import { createContext, useCallback, useMemo, useState } from 'react';
import {
  lockedProperties,
  NO_LOCKS,
  normaliseStoredLocks,
  type LockName,
  type Locks,
} from '@/domain/locks';
import { parseJson } from '@/domain/records';
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type StoredProviderProps,
} from './persisted-store';
import { useRequired } from './use-required';
import { STORAGE_KEYS } from '@/config/storage-keys';

/** The locked values, as a list of property names, under their own key. */
export const LOCKS_KEY = STORAGE_KEYS.locks;

interface LocksContextValue {
  locks: Locks;
  toggleLock: (property: LockName) => void;
}

const LocksContext = createContext<LocksContextValue | undefined>(undefined);

function parseLocks(raw: string) {
  const value = parseJson(raw);
  if (value === undefined) return { unreadable: 'is not valid JSON' };
  const locks = normaliseStoredLocks(value);
  return locks ? { value: locks } : { unreadable: 'is not a list of values that can be locked' };
}

const createLocksStore = (storage: StorageLike | null) =>
  createPersistedStore<Locks>({
    storage,
    key: LOCKS_KEY,
    name: 'locked values',
    instead: 'nothing is locked',
    empty: NO_LOCKS,
    parse: parseLocks,
    serialise: (locks) => JSON.stringify(lockedProperties(locks)),
    // Each tab keeps the locks it shows.
    crossTab: false,
  });

/** Which values Generate keeps; they survive a reload. */
export function LocksProvider({ children, storage = browserStorage() }: StoredProviderProps) {
  const { addAlert } = useAlertActions();
  const [store] = useState(() => createLocksStore(storage));
  const [stores] = useState(() => [store]);
  useLoadWarnings(stores);
  const locks = usePersistedValue(store);

  const toggleLock = useCallback(
    (property: LockName) => {
      const now = store.get();
      // The lock still applies on this visit; it is simply not remembered.
      if (store.save({ ...now, [property]: !now[property] }, { evenIfRefused: true })) {
        addAlert({
          severity: 'warning',
          message: 'Locks could not be stored: they apply until you leave or reload.',
        });
      }
    },
    [store, addAlert],
  );

  const value = useMemo(() => ({ locks, toggleLock }), [locks, toggleLock]);
  return <LocksContext.Provider value={value}>{children}</LocksContext.Provider>;
}

export const useLocks = () => useRequired(LocksContext, 'Locks');
