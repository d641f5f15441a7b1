import { useCallback } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Character, RerollableProperty } from '@/domain/character';
import { useAlert } from '@/state/alerts';
import { useCharacters } from '@/state/characters';
import { useGeneration, type GenerationOptions } from '@/state/generation';
import { useHistory } from '@/state/history';
import { CharacterCard } from './character-card';
import { HistoryCard } from './history-card';

/** The home screen: the character card and the history card. */
export function GeneratorPage(props: GenerationOptions = {}) {
  const { current, loading, progress, generate, reroll, stop, save } = useGeneration(props);
  const { isSaved } = useCharacters();
  const { history, showCharacter, removeFromHistory, clearHistory } = useHistory();
  const { addAlert } = useAlert();

  const onClear = useCallback(() => {
    if (clearHistory()) addAlert({ severity: 'success', message: 'History cleared' });
  }, [clearHistory, addAlert]);

  const onSelect = useCallback((character: Character) => showCharacter(character), [showCharacter]);
  const onGenerate = useCallback(() => void generate(), [generate]);
  const onReroll = useCallback((property: RerollableProperty) => void reroll(property), [reroll]);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Character Generator
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 9 }}>
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
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <HistoryCard
            history={history}
            currentId={current.id}
            onSelect={onSelect}
            onRemove={removeFromHistory}
            onClear={onClear}
          />
        </Grid>
      </Grid>
    </>
  );
}
