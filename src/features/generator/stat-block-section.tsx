import { lazy, Suspense } from 'react';
import type { Character } from '@/domain/character';
import { useSettings } from '@/state/settings';

// The rules and the section's controls load only where a character has numbers to show.
const StatBlockPanel = lazy(() =>
  import(/* webpackChunkName: "stat-block" */ './stat-block-panel').then((module) => ({
    default: module.StatBlockPanel,
  })),
);

/**
 * The card's `Stat block`: with D&D 5e chosen and a character that has numbers. Without a game
 * system, or for a character made before (until it is rerolled), the card shows none.
 */
export function StatBlockSection({
  character,
  loading,
}: {
  character: Character;
  loading: boolean;
}) {
  const { settings } = useSettings();
  if (settings.gameSystem !== 'srd5' || !character.stats) return null;
  return (
    <Suspense>
      <StatBlockPanel character={character} stats={character.stats} disabled={loading} />
    </Suspense>
  );
}
