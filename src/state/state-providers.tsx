import type { ReactNode } from 'react';
import type { Character } from '@/domain/character';
import { generateCharacter } from '@/domain/generator';
import type { StorageLike } from '@/adapters/storage/local-storage';
import { AlertManagerProvider } from './alerts';
import { SettingsProvider } from './settings';
import { CharactersProvider } from './characters';
import { HistoryProvider } from './history';
import { RequestStatusProvider } from './request-status';

export interface StateProvidersProps {
  /** Browser storage by default; tests pass their own. */
  storage?: StorageLike | null;
  /** The minimum loading time of a request; the spec's 1000 ms by default. */
  requestDelayMs?: number;
  /** Makes the first character when history is empty. */
  createInitialCharacter?: () => Character;
}

/** The app's state providers in order. */
export function StateProviders({
  children,
  storage,
  requestDelayMs,
  createInitialCharacter = () => generateCharacter(),
}: StateProvidersProps & { children: ReactNode }) {
  const storageProps = storage === undefined ? {} : { storage };
  return (
    <AlertManagerProvider>
      <SettingsProvider {...storageProps}>
        <CharactersProvider {...storageProps}>
          <HistoryProvider {...storageProps} createInitialCharacter={createInitialCharacter}>
            <RequestStatusProvider
              {...(requestDelayMs === undefined ? {} : { delayMs: requestDelayMs })}
            >
              {children}
            </RequestStatusProvider>
          </HistoryProvider>
        </CharactersProvider>
      </SettingsProvider>
    </AlertManagerProvider>
  );
}
