import type { ReactNode } from 'react';
import type { Character } from '@/domain/character';
import { pick, newCharacterId, defaultRandom, type Random } from '@/domain/random';
import starterCharacters from '../../data/starter-characters.json';
import type { StorageLike } from '@/adapters/storage/local-storage';
import { AlertManagerProvider } from './alerts';
import { SettingsProvider } from './settings';
import { CharactersProvider } from './characters';
import { CampaignsProvider } from './campaigns';
import { ContentPacksProvider } from './content-packs';
import { HistoryProvider } from './history';
import { CardProvider } from './card';
import type { ModelClientFactory } from '@/use-cases/generate';
import { GenerationProvider } from './generation';
import { GroupProvider } from './group';
import { LocksProvider } from './locks';
import { LibrarySearchProvider } from './library-search';
import { ShowSecretProvider } from './show-secret';

export interface StateProvidersProps {
  /** Browser storage by default; tests pass their own. */
  storage?: StorageLike | null;
  /** The minimum loading time of a request, so a spinner never flashes; 1000 ms by default. */
  requestDelayMs?: number;
  /** Makes the model client; the real adapters by default, a fake one in tests. */
  createModelClient?: ModelClientFactory;
  /** The randomness generation draws from; tests pass a seeded one. */
  random?: Random;
  /** Makes the first character when history is empty. */
  createInitialCharacter?: () => Character;
}

/**
 * A finished character for a first visit, picked from a few made by the offline generator
 * (made by a script in scripts/), so the first screen needs no name pools or templates.
 */
export function starterCharacter(index?: number): Character {
  const starters = starterCharacters as Character[];
  if (index !== undefined && starters[index]) {
    // The page painted at build time and the app draw the same character, portrait included
    // (a non-binary character's portrait is picked from its id), so the id is fixed too.
    return { ...starters[index], id: `starter-${index}` };
  }
  return { ...pick(defaultRandom, starters), id: newCharacterId() };
}

/** How many pre-made first characters there are. */
export const STARTER_COUNT = (starterCharacters as Character[]).length;

/** The app's state providers in order. */
export function StateProviders({
  children,
  storage,
  requestDelayMs,
  createModelClient,
  random,
  createInitialCharacter = () => starterCharacter(),
}: StateProvidersProps & { children: ReactNode }) {
  const storageProps = storage === undefined ? {} : { storage };
  return (
    <AlertManagerProvider>
      <SettingsProvider {...storageProps}>
        <ContentPacksProvider {...storageProps}>
          <CampaignsProvider {...storageProps}>
            <CharactersProvider {...storageProps}>
              <LibrarySearchProvider {...storageProps}>
                <HistoryProvider {...storageProps}>
                  <CardProvider {...storageProps} createInitialCharacter={createInitialCharacter}>
                    <LocksProvider {...storageProps}>
                      <ShowSecretProvider {...storageProps}>
                        <GenerationProvider
                          {...(requestDelayMs === undefined ? {} : { delayMs: requestDelayMs })}
                          {...(createModelClient ? { createModelClient } : {})}
                          {...(random ? { random } : {})}
                        >
                          <GroupProvider
                            {...(createModelClient ? { createModelClient } : {})}
                            {...(random ? { random } : {})}
                          >
                            {children}
                          </GroupProvider>
                        </GenerationProvider>
                      </ShowSecretProvider>
                    </LocksProvider>
                  </CardProvider>
                </HistoryProvider>
              </LibrarySearchProvider>
            </CharactersProvider>
          </CampaignsProvider>
        </ContentPacksProvider>
      </SettingsProvider>
    </AlertManagerProvider>
  );
}
