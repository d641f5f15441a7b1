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
  settingToStored,
  type ApiType,
  type Settings,
} from '@/domain/settings';
import {
  browserStorage,
  quarantine,
  readText,
  removeKey,
  subscribeToOtherTabs,
  writeText,
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

/** What a switch's stored value must read. */
const SWITCH_LABELS: Partial<Record<keyof Settings, string>> = {
  useOllamaAPI: 'Enable Ollama API',
  useAzureAPI: 'Enable Azure API',
};

export const BOTH_ON_MESSAGE =
  'Stored settings had both the local model (Ollama) and the cloud model (Azure) switched on. Only one can be on, so the local model is used and Enable Azure API was switched off.';

interface LoadedSettings {
  settings: Settings;
  warnings: string[];
}

/**
 * Reads the seven keys. On the first load (`repair`), an unreadable value is copied aside to
 * `<key>.corrupt-<timestamp>` and reported, and its default applies; both providers on is
 * reported and stored as the local one only, as the API-type rule reads it. Another tab's
 * change is read as it is, without repairs.
 */
function loadSettings(storage: StorageLike | null, repair: boolean): LoadedSettings {
  const loaded: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const warnings: string[] = [];
  for (const key of SETTINGS_KEYS) {
    const raw = readText(storage, key);
    if (raw === null) continue;
    const read = settingFromStored(key, raw);
    if (read.ok) {
      loaded[key] = read.value;
      continue;
    }
    if (!repair) continue;
    const copiedTo = quarantine(storage, key, raw);
    // Removed once it is safe elsewhere, so it is reported once.
    if (copiedTo) removeKey(storage, key);
    const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
    const kept = copiedTo
      ? ` The value was kept in browser storage as "${copiedTo}".`
      : ' It could not be copied aside.';
    warnings.push(
      `The stored setting ${SWITCH_LABELS[key] ?? key} read "${shown}", which is neither true nor false, so it is off.${kept}`,
    );
  }
  const settings = loaded as unknown as Settings;
  if (repair && settings.useOllamaAPI && settings.useAzureAPI) {
    settings.useAzureAPI = false;
    try {
      writeText(storage, 'useAzureAPI', settingToStored(false));
    } catch {
      // Read the same way next time; the warning shows again.
    }
    warnings.push(BOTH_ON_MESSAGE);
  }
  return { settings, warnings };
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
  const [start] = useState(() => loadSettings(storage, true));
  const [settings, setSettings] = useState<Settings>(start.settings);

  useEffect(() => {
    for (const message of start.warnings) addAlert({ severity: 'warning', message });
  }, [start, addAlert]);

  const updateSettings = useCallback(
    (update: Partial<Settings>) => {
      setSettings((current) => ({ ...current, ...update }));
      try {
        for (const key of SETTINGS_KEYS) {
          const value = update[key];
          if (value !== undefined) writeText(storage, key, settingToStored(value));
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
        setSettings(loadSettings(storage, false).settings);
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
