import type { ReactNode } from 'react';
import type { Character } from '@/domain/character';
import { pick, randomId, defaultRandom } from '@/domain/random';
import starterCharacters from '../../data/starter-characters.json';
import type { StorageLike } from '@/adapters/storage/local-storage';
import { AlertManagerProvider } from './alerts';
import { SettingsProvider } from './settings';
import { CharactersProvider } from './characters';
import { HistoryProvider } from './history';
import { LocksProvider } from './locks';
import { RequestStatusProvider } from './request-status';

export interface StateProvidersProps {
  /** Browser storage by default; tests pass their own. */
  storage?: StorageLike | null;
  /** The minimum loading time of a request; the spec's 1000 ms by default. */
  requestDelayMs?: number;
  /** Makes the first character when history is empty. */
  createInitialCharacter?: () => Character;
}

/**
 * A finished character for a first visit, picked from a few made by the offline generator
 * (scripts/make-starters.mjs), so the first screen needs no name pools or templates.
 */
export function starterCharacter(index?: number): Character {
  const starters = starterCharacters as Character[];
  const starter =
    index !== undefined && starters[index] ? starters[index] : pick(defaultRandom, starters);
  return { ...starter, id: randomId(defaultRandom) };
}

/** How many pre-made first characters there are. */
export const STARTER_COUNT = (starterCharacters as Character[]).length;

/** The app's state providers in order. */
export function StateProviders({
  children,
  storage,
  requestDelayMs,
  createInitialCharacter = () => starterCharacter(),
}: StateProvidersProps & { children: ReactNode }) {
  const storageProps = storage === undefined ? {} : { storage };
  return (
    <AlertManagerProvider>
      <SettingsProvider {...storageProps}>
        <CharactersProvider {...storageProps}>
          <HistoryProvider {...storageProps} createInitialCharacter={createInitialCharacter}>
            <LocksProvider {...storageProps}>
              <RequestStatusProvider
                {...(requestDelayMs === undefined ? {} : { delayMs: requestDelayMs })}
              >
                {children}
              </RequestStatusProvider>
            </LocksProvider>
          </HistoryProvider>
        </CharactersProvider>
      </SettingsProvider>
    </AlertManagerProvider>
  );
}
