import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fullName, type RerollableProperty } from '@/domain/character';
import type { LockableProperty } from '@/domain/locks';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useCharacters } from '@/state/characters';
import { useGeneration, type GenerationOptions } from '@/state/generation';
import { useHistory, type HistoryEntry } from '@/state/history';
import { useLocks } from '@/state/locks';
import { CharacterCard } from './character-card';
import { HistoryCard } from './history-card';
import { useUndoKeys } from './use-undo-keys';

/** The home screen: the character card and the history card. */
export function GeneratorPage(props: GenerationOptions = {}) {
  const {
    current,
    loading,
    progress,
    generate,
    reroll,
    edit,
    stop,
    save,
    canUndo,
    canRedo,
    undo,
    redo,
  } = useGeneration(props);
  const { isSaved } = useCharacters();
  const { history, showFromHistory, removeFromHistory, clearHistory } = useHistory();
  const { locks, toggleLock } = useLocks();
  const { addAlert } = useAlertActions();
  useUndoKeys(undo, redo);

  const offerUndo = useCallback(
    (message: string, undoRemoval: () => void, restored: string) =>
      addAlert({
        severity: 'success',
        message,
        durationMs: UNDO_ALERT_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            undoRemoval();
            addAlert({ severity: 'success', message: restored });
          },
        },
      }),
    [addAlert],
  );

  const onClear = useCallback(() => {
    const undoClear = clearHistory();
    if (undoClear) offerUndo('History cleared', undoClear, 'History restored');
  }, [clearHistory, offerUndo]);

  const onRemove = useCallback(
    (entry: HistoryEntry) => {
      const undoRemove = removeFromHistory(entry);
      const name = fullName(entry) || 'Character';
      if (undoRemove) offerUndo(`${name} removed from history`, undoRemove, `${name} restored`);
    },
    [removeFromHistory, offerUndo],
  );

  const onGenerate = useCallback(() => void generate(), [generate]);
  const onReroll = useCallback((property: RerollableProperty) => void reroll(property), [reroll]);
  const onEdit = useCallback(
    (property: LockableProperty, value: string | number) => void edit(property, value),
    [edit],
  );

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
            locks={locks}
            onToggleLock={toggleLock}
            onEdit={onEdit}
            canUndo={canUndo}
            canRedo={canRedo}
            onUndo={undo}
            onRedo={redo}
          />
        </Box>
        <Box>
          <HistoryCard
            history={history}
            currentId={current.id}
            onSelect={showFromHistory}
            onRemove={onRemove}
            onClear={onClear}
          />
        </Box>
      </Box>
    </>
  );
}
