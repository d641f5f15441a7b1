import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEYS,
  activeApiType,
  settingFromStored,
  type ApiType,
  type Settings,
} from '@/domain/settings';
import {
  browserStorage,
  readValue,
  subscribeToOtherTabs,
  writeJson,
  type StorageLike,
} from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';

interface SettingsContextValue {
  settings: Settings;
  /**
   * Merges a partial update into the settings and stores the changed keys. Returns false (with
   * an error alert) when storage refused the write; the settings still apply to this visit.
   */
  updateSettings: (update: Partial<Settings>) => boolean;
  apiType: ApiType;
}

const SettingsContext = createContext<SettingsContextValue | undefined>(undefined);

function loadSettings(storage: StorageLike | null): Settings {
  const loaded = { ...DEFAULT_SETTINGS } as Settings;
  for (const key of SETTINGS_KEYS) {
    const stored = readValue(storage, key);
    if (stored !== undefined)
      (loaded as unknown as Record<string, unknown>)[key] = settingFromStored(key, stored);
  }
  return loaded;
}

export function SettingsProvider({
  children,
  storage = browserStorage(),
}: {
  children: ReactNode;
  storage?: StorageLike | null;
}) {
  const { addAlert } = useAlertActions();
  // Loaded once, on first mount.
  const [settings, setSettings] = useState<Settings>(() => loadSettings(storage));

  const updateSettings = useCallback(
    (update: Partial<Settings>) => {
      setSettings((current) => ({ ...current, ...update }));
      try {
        for (const key of SETTINGS_KEYS) {
          if (key in update) writeJson(storage, key, update[key]);
        }
        return true;
      } catch (error) {
        addAlert({
          severity: 'error',
          message: `Settings apply to this visit only: ${(error as Error).message}`,
        });
        return false;
      }
    },
    [storage, addAlert],
  );

  useEffect(
    () =>
      subscribeToOtherTabs(SETTINGS_KEYS, () => {
        setSettings(loadSettings(storage));
      }),
    [storage],
  );

  const value = useMemo(
    () => ({ settings, updateSettings, apiType: activeApiType(settings) }),
    [settings, updateSettings],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used within a SettingsProvider');
  return context;
}
