import {
  createContext,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEYS,
  activeProvider,
  settingFromStored,
  settingToStored,
  type ModelProvider,
  type Settings,
} from '@/domain/settings';
import {
  browserStorage,
  subscribeToOtherTabs,
  type StorageLike,
  type StorageWriteError,
} from '@/adapters/storage/local-storage';
import { localText, type LocalText } from '@/domain/i18n/text';
import type { MessageId } from '@/domain/i18n/catalogs';
import { useAlertActions } from './alerts';
import { forgetReplacedDefaultPictures } from './picture-usage';
import {
  createPersistedStore,
  noteWarningText,
  pendingWarnings,
  useLoadWarnings,
  type PersistedStore,
} from './persisted-store';
import { useRequired } from './use-required';
import { isStorageFull } from './storage-full';

interface SettingsContextValue {
  settings: Settings;
  /** Stores the changed keys; false (with an alert) when refused: they apply to this visit. */
  updateSettings: (update: Partial<Settings>) => boolean;
  /** The provider the settings enable; null when neither is on, so characters are made offline. */
  provider: ModelProvider | null;
}

const SettingsContext = createContext<SettingsContextValue | undefined>(undefined);

/** What a switch's stored value must read. */
const SWITCH_LABELS: Partial<Record<keyof Settings, string>> = {
  useOllamaAPI: 'Enable Ollama API',
  useAzureAPI: 'Enable Azure API',
  usePasteChat: 'Use any chat (copy and paste)',
};

/** The same switches' names in the interface's language. */
const SWITCH_LABEL_IDS: Partial<Record<keyof Settings, MessageId>> = {
  useOllamaAPI: 'settings.ollama.switch',
  useAzureAPI: 'settings.cloud.switch',
  usePasteChat: 'settings.paste.switch',
};

const BOTH_ON_MESSAGE = noteWarningText(
  'Stored settings had both the local model (Ollama) and the cloud model (Azure) switched on. Only one can be on, so the local model is used and Enable Azure API was switched off.',
  localText('settingsNote.bothOn'),
);

const PASTE_TOO_MESSAGE = noteWarningText(
  'Stored settings had Use any chat (copy and paste) switched on besides a model. Only one can be on, so the model is used and Use any chat (copy and paste) was switched off.',
  localText('settingsNote.pasteToo'),
);

/** A switch's unreadable stored value, in the interface's language. */
function switchSaid(key: keyof Settings) {
  const label = SWITCH_LABEL_IDS[key];
  return label
    ? {
        name: localText('settingsNote.setting', { setting: localText(label) }),
        why: localText('settingsNote.notTrueOrFalse'),
        instead: localText('settingsNote.itIsOff'),
      }
    : undefined;
}

/** Why the settings apply to this visit only, in the interface's language. */
function refusedText(refused: StorageWriteError): LocalText {
  const reason = isStorageFull(refused)
    ? localText('storage.reason.full')
    : refused.cause instanceof Error
      ? refused.cause.message
      : String(refused.cause);
  return localText('settingsNote.visitOnly', { key: refused.key, reason });
}

type SettingStore = PersistedStore<Settings[keyof Settings]>;

function createSettingStore(storage: StorageLike | null, key: keyof Settings): SettingStore {
  const said = switchSaid(key);
  return createPersistedStore<Settings[keyof Settings]>({
    storage,
    key,
    name: `setting ${SWITCH_LABELS[key] ?? key}`,
    // Only a switch can be unreadable, and every switch is off by default.
    instead: 'it is off',
    empty: DEFAULT_SETTINGS[key],
    parse: (raw) => {
      const read = settingFromStored(key, raw);
      return read.ok ? { value: read.value } : { unreadable: 'is neither true nor false' };
    },
    serialise: settingToStored,
    // Another tab's change is read for all settings at once (see below).
    crossTab: false,
    ...(said ? { said } : {}),
  });
}

/** The settings, one stored key each, read as one value; both providers on is stored as local. */
function createSettingsStore(storage: StorageLike | null) {
  const stores = Object.fromEntries(
    SETTINGS_KEYS.map((key) => [key, createSettingStore(storage, key)]),
  ) as Record<keyof Settings, SettingStore>;
  const warnings = pendingWarnings(storage, 'settings');
  if (stores.useOllamaAPI.get() && stores.useAzureAPI.get()) {
    // If it cannot be stored it is read the same way next time, and the warning shows again.
    stores.useAzureAPI.save(false, { evenIfRefused: true });
    warnings.push(BOTH_ON_MESSAGE);
  }
  if (stores.usePasteChat.get() && (stores.useOllamaAPI.get() || stores.useAzureAPI.get())) {
    stores.usePasteChat.save(false, { evenIfRefused: true });
    warnings.push(PASTE_TOO_MESSAGE);
  }
  let snapshot: Settings | null = null;
  const get = (): Settings => {
    if (!snapshot || SETTINGS_KEYS.some((key) => snapshot?.[key] !== stores[key].get())) {
      snapshot = Object.fromEntries(
        SETTINGS_KEYS.map((key) => [key, stores[key].get()]),
      ) as unknown as Settings;
    }
    return snapshot;
  };
  const subscribe = (listener: () => void) => {
    const stops = SETTINGS_KEYS.map((key) => stores[key].subscribe(listener));
    // Another tab saves the form's fields together: any of them changing reads them all.
    const stopWatching = subscribeToOtherTabs(SETTINGS_KEYS, () => {
      for (const key of SETTINGS_KEYS) stores[key].show(stores[key].read());
    });
    return () => {
      stopWatching();
      stops.forEach((stop) => stop());
    };
  };
  // The keys' own warnings come first, as they were read.
  const loadWarnings = [
    ...SETTINGS_KEYS.map((key) => stores[key]),
    { takeWarnings: () => warnings.splice(0) },
  ];
  return { stores, get, subscribe, loadWarnings };
}

export function SettingsProvider({
  children,
  storage = browserStorage(),
}: {
  children: ReactNode;
  storage?: StorageLike | null;
}) {
  const { addAlert } = useAlertActions();
  const [store] = useState(() => createSettingsStore(storage));
  useLoadWarnings(store.loadWarnings);
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);

  const updateSettings = useCallback(
    (update: Partial<Settings>) => {
      const picturesBefore = store.get().defaultPictures;
      let refused: StorageWriteError | null = null;
      for (const key of SETTINGS_KEYS) {
        const value = update[key];
        if (value === undefined) continue;
        // Every changed setting applies to this visit, even after one write was refused; the
        // first refusal is the one reported.
        const error = store.stores[key].save(value, { evenIfRefused: true });
        refused ??= error;
      }
      // A race and class picture replaced is no longer kept for nothing.
      if (update.defaultPictures !== undefined) {
        forgetReplacedDefaultPictures(picturesBefore, store.get().defaultPictures, storage);
      }
      if (refused) {
        addAlert({
          severity: 'error',
          message: `Settings apply to this visit only: ${refused.message}`,
          text: refusedText(refused),
        });
      }
      return refused === null;
    },
    [store, addAlert, storage],
  );

  const value = useMemo(
    () => ({ settings, updateSettings, provider: activeProvider(settings) }),
    [settings, updateSettings],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  return useRequired(SettingsContext, 'Settings');
}
