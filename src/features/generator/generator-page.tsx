import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RerollableProperty } from '@/domain/character';
import { useAlertActions } from '@/state/alerts';
import { useCharacters } from '@/state/characters';
import { useGeneration, useGenerationProgress } from '@/state/generation';
import { useHistory } from '@/state/history';
import { useSharedCharacterLink } from '@/state/shared-link';
import { CharacterCard } from './character-card';
import { HistoryCard } from './history-card';

/** The home screen: the character card and the history card. */
export function GeneratorPage() {
  const { loading, generate, reroll, stop } = useGeneration();
  const progress = useGenerationProgress();
  const { isSaved, saveCharacter } = useCharacters();
  const { current, history, showFromHistory, removeFromHistory, clearHistory } = useHistory();
  const { addAlert } = useAlertActions();
  useSharedCharacterLink();

  const save = useCallback(() => {
    if (saveCharacter(current)) addAlert({ severity: 'success', message: 'Character saved' });
  }, [saveCharacter, current, addAlert]);

  const onClear = useCallback(() => {
    if (clearHistory()) addAlert({ severity: 'success', message: 'History cleared' });
  }, [clearHistory, addAlert]);

  const onGenerate = useCallback(() => void generate(), [generate]);
  const onReroll = useCallback((property: RerollableProperty) => void reroll(property), [reroll]);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Character Generator
      </Typography>
      {/* Two columns, 9 and 3 of 12, from medium screens up; stacked below. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 9fr) minmax(0, 3fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box>
          <CharacterCard
            character={current}
            loading={loading}
            saved={isSaved(current)}
            progress={progress}
            onGenerate={onGenerate}
            onSave={save}
            onReroll={onReroll}
            onStop={stop}
          />
        </Box>
        <Box>
          <HistoryCard
            history={history}
            currentId={current.id}
            onSelect={showFromHistory}
            onRemove={removeFromHistory}
            onClear={onClear}
          />
        </Box>
      </Box>
    </>
  );
}
