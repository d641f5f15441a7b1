/**
 * The campaigns and the one new characters are saved into (`Current campaign`), both kept in
 * browser storage. Every change is written first: a refused write changes nothing and says why.
 */
import { createContext, useContext, useMemo, useState } from 'react';
import { readCampaigns, type Campaign, type CampaignsChange } from '@/domain/campaigns';
import { parseJson } from '@/domain/records';
import { mergeImportedCampaigns, undoImportedCampaigns } from '@/domain/import-merge';
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import type { MessageId } from '@/domain/i18n/catalogs';
import type { Said } from '@/use-cases/outcome';
import { useAlertActions, type NewAlert } from './alerts';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type StoredProviderProps,
} from './persisted-store';
import { fullWords, isStorageFull, refusedWords, storageFullAlert } from './storage-full';
import { useRequired } from './use-required';

/** Reads the stored campaigns; entries that are not campaigns are set aside and said. */
function createCampaignsStore(storage: StorageLike | null) {
  return createPersistedStore<Campaign[]>({
    storage,
    key: STORAGE_KEYS.campaigns,
    name: 'list of campaigns',
    instead: 'there are no campaigns',
    empty: [],
    parse: (raw) => {
      const json = parseJson(raw);
      if (!Array.isArray(json)) return { unreadable: 'is not a list' };
      const { campaigns, dropped } = readCampaigns(json);
      if (dropped === 0) return { value: campaigns };
      return {
        value: campaigns,
        tidy: JSON.stringify(campaigns),
        dropped: (copiedTo) =>
          `${dropped} stored ${dropped === 1 ? 'campaign was' : 'campaigns were'} unreadable ` +
          `or named like another and ${dropped === 1 ? 'is' : 'are'} not shown.` +
          (copiedTo ? ` The list as it was is kept in browser storage as "${copiedTo}".` : ''),
      };
    },
    serialise: (campaigns) => JSON.stringify(campaigns),
  });
}

/** The current campaign's id, or empty for `No campaign`. */
function createCurrentStore(storage: StorageLike | null) {
  return createPersistedStore<string>({
    storage,
    key: STORAGE_KEYS.currentCampaign,
    name: 'current campaign',
    instead: 'no campaign is chosen',
    empty: '',
    parse: (raw) => ({ value: raw }),
    serialise: (id) => id,
  });
}

function createCampaigns(storage: StorageLike | null, addAlert: (alert: NewAlert) => unknown) {
  const store = createCampaignsStore(storage);
  const current = createCurrentStore(storage);
  /** Stores a change: null once stored, or the problem in words (a full storage also alerts). */
  const write = (change: CampaignsChange, failure: MessageId): Said | null => {
    if ('problem' in change) return { message: change.problem };
    const error = store.save(change.campaigns);
    if (!error) return null;
    if (!isStorageFull(error)) return refusedWords(failure);
    const words = fullWords(failure);
    addAlert(storageFullAlert(storage, words.message, words.text));
    return words;
  };
  /** Stores a change; the problem, said by the caller, or null once it is stored. */
  const apply = (change: CampaignsChange, failure: MessageId): string | null =>
    write(change, failure)?.message ?? null;
  /** The current campaign's id while it exists, or null. */
  const currentId = () => {
    const id = current.get();
    return id && store.get().some((c) => c.id === id) ? id : null;
  };
  return {
    stores: [store, current] as const,
    currentId,
    actions: {
      /**
       * Stores a change worked out from the campaigns as stored now: null once stored, or the
       * reason it was not (a name refused, or storage, which a full storage also alerts).
       */
      changeCampaigns: (change: (campaigns: Campaign[]) => CampaignsChange, failure: MessageId) =>
        apply(change(store.get()), failure),
      /**
       * Adds the campaigns a file brings that do not exist here (see
       * {@link mergeImportedCampaigns}): how its ids read here and how to take them back, or
       * null (said) if refused.
       */
      importCampaigns: (fromFile: Campaign[]) => {
        const merge = mergeImportedCampaigns(store.get(), fromFile);
        if (merge.created.length > 0) {
          const problem = write({ campaigns: merge.campaigns }, 'storage.failure.import');
          if (problem) {
            addAlert({ severity: 'error', ...problem });
            return null;
          }
        }
        const undo = () => {
          if (merge.created.length > 0) store.save(undoImportedCampaigns(store.get(), merge));
        };
        return { renamed: merge.renamed, undo };
      },
      /** Chooses the current campaign; it applies for this visit even if it cannot be stored. */
      setCurrentCampaign: (id: string) => void current.save(id, { evenIfRefused: true }),
    },
  };
}

type CampaignsState = ReturnType<typeof createCampaigns>;
type CampaignsContextValue = CampaignsState['actions'] & {
  campaigns: Campaign[];
  /** The current campaign's id, or empty for `No campaign` (also when it was deleted). */
  currentCampaign: string;
};

const CampaignsContext = createContext<CampaignsContextValue | undefined>(undefined);
/** What the saved list reads when it saves new characters: the current campaign, as it is then. */
const CurrentCampaignContext = createContext<() => string | null>(() => null);

export function CampaignsProvider({ children, storage = browserStorage() }: StoredProviderProps) {
  const { addAlert } = useAlertActions();
  const [{ stores, actions, currentId }] = useState(() => createCampaigns(storage, addAlert));
  useLoadWarnings(stores);
  const campaigns = usePersistedValue(stores[0]);
  const current = usePersistedValue(stores[1]);
  const value = useMemo(() => {
    const currentCampaign = campaigns.some((c) => c.id === current) ? current : '';
    return { campaigns, currentCampaign, ...actions };
  }, [campaigns, current, actions]);
  return (
    <CampaignsContext.Provider value={value}>
      <CurrentCampaignContext.Provider value={currentId}>
        {children}
      </CurrentCampaignContext.Provider>
    </CampaignsContext.Provider>
  );
}

export const useCampaigns = () => useRequired(CampaignsContext, 'Campaigns');

/** Reads the current campaign's id when asked (outside the provider: none). */
export const useCurrentCampaignReader = () => useContext(CurrentCampaignContext);
