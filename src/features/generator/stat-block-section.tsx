import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { Character } from '@/domain/character';
import { contentCatalog, noNumbersReason } from '@/domain/packs/catalog';
import { canAddStatBlock, useAddStatBlock } from '@/state/add-stat-block';
import { useContent } from '@/state/content-packs';
import { useSettings } from '@/state/settings';
import { useT } from '@/components/i18n';

// The rules and the section's controls load only where a character has numbers to show.
const StatBlockPanel = lazy(() =>
  import(/* webpackChunkName: "stat-block" */ './stat-block-panel').then((module) => ({
    default: module.StatBlockPanel,
  })),
);

/** `Add stat block` for a character made before a game system was chosen. */
function AddStatBlock({ loading }: { loading: boolean }) {
  const { addToCard } = useAddStatBlock();
  const t = useT();
  return (
    <Box sx={{ mt: 2, displayPrint: 'none' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ListAltIcon />}
        disabled={loading}
        onClick={() => void addToCard()}
      >
        {t('statBlock.add')}
      </Button>
    </Box>
  );
}

/**
 * The card's `Stat block`: with D&D 5e chosen and a character that has numbers. Without a game
 * system the card shows none; a character made before one was chosen offers `Add stat block`.
 */
export function StatBlockSection({
  character,
  loading,
}: {
  character: Character;
  loading: boolean;
}) {
  const { settings } = useSettings();
  const content = useContent();
  const catalog = useMemo(() => content && contentCatalog(content), [content]);
  if (canAddStatBlock(character, settings.gameSystem, catalog)) {
    return <AddStatBlock loading={loading} />;
  }
  if (settings.gameSystem !== 'srd5') return null;
  if (!character.stats) {
    const race = String(character.race ?? '');
    const characterClass = String(character.characterClass ?? '');
    const why = race && characterClass && noNumbersReason(race, characterClass, catalog);
    return why ? (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {why}
      </Typography>
    ) : null;
  }
  return (
    <Suspense>
      <StatBlockPanel character={character} stats={character.stats} disabled={loading} />
    </Suspense>
  );
}
