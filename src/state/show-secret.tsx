import { createContext, useMemo, useState, type ReactNode } from 'react';
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { createPersistedStore, useLoadWarnings, usePersistedValue } from './persisted-store';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { useRequired } from './use-required';

interface ShowSecretContextValue {
  /** Whether the card shows the secret "At the table"; hidden until asked for. */
  showSecret: boolean;
  toggleShowSecret: () => void;
}

const ShowSecretContext = createContext<ShowSecretContextValue | undefined>(undefined);

/**
 * Stored as `true` while the secret shows; anything else hides it, so an unknown value never
 * gives a secret away on a shared screen.
 */
const createShowSecretStore = (storage: StorageLike | null) =>
  createPersistedStore<boolean>({
    storage,
    key: STORAGE_KEYS.showSecret,
    name: 'choice to show the secret',
    instead: 'the secret is hidden',
    empty: false,
    parse: (raw) => ({ value: raw === 'true' }),
    serialise: (show) => String(show),
  });

/** Whether the card's secret shows, remembered across reloads (and in every tab). */
export function ShowSecretProvider({
  children,
  storage = browserStorage(),
}: {
  children: ReactNode;
  storage?: StorageLike | null;
}) {
  const [store] = useState(() => createShowSecretStore(storage));
  const [stores] = useState(() => [store]);
  useLoadWarnings(stores);
  const showSecret = usePersistedValue(store);
  const value = useMemo(
    () => ({
      showSecret,
      // It applies for this visit even if it cannot be stored.
      toggleShowSecret: () => void store.save(!store.get(), { evenIfRefused: true }),
    }),
    [showSecret, store],
  );
  return <ShowSecretContext.Provider value={value}>{children}</ShowSecretContext.Provider>;
}

export function useShowSecret(): ShowSecretContextValue {
  return useRequired(ShowSecretContext, 'ShowSecret');
}
