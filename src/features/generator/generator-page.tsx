import { useCallback, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HydrateLater } from '@/components/hydrate-later';
import type { Character, RerollableProperty } from '@/domain/character';
import { RelationshipsRow } from '@/components/relationships-row';
import { useStableCallback } from '@/components/use-stable-callback';
import type { LockableProperty } from '@/domain/locks';
import { useAlertActions } from '@/state/alerts';
import { useCharacters } from '@/state/characters';
import { useCard } from '@/state/card';
import { useGeneration } from '@/state/generation';
import { useHistory, type HistoryEntry } from '@/state/history';
import { useLocks } from '@/state/locks';
import { useSharedCharacterLink } from '@/state/shared-link';
import { CharacterCard } from './character-card';
import { HistoryCard } from './history-card';
import { useGroupScreen } from './use-group-screen';
import { useHistoryActions } from './use-history-actions';
import { useReveal } from './use-reveal';
import { useSavedCopy } from './use-saved-copy';
import { useUndoKeys } from './use-undo-keys';
import { useT } from '@/components/i18n';

/** Two columns, 9 and 3 of 12, from medium screens up (8 and 4 on large ones, so a history row
 * holds an ordinary name on one line); stacked below. */
const COLUMNS = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'minmax(0, 9fr) minmax(0, 3fr)',
    lg: 'minmax(0, 8fr) minmax(0, 4fr)',
  },
  gap: 3,
  alignItems: 'start',
} as const;

/** The home screen: the character card and the history card. */
export function GeneratorPage() {
  const { loading, generate, reroll, edit, stop } = useGeneration();
  const { characters, saveCharacter } = useCharacters();
  const { current, drawn, showCharacter, showFromHistory, canUndo, canRedo, undo, redo } =
    useCard();
  const { saved, onUpdateSaved } = useSavedCopy();
  const { history } = useHistory();
  const { onClear, onRemove } = useHistoryActions();
  const { locks, toggleLock } = useLocks();
  const { addAlert } = useAlertActions();
  const t = useT();
  useSharedCharacterLink();
  useUndoKeys(undo, redo);

  const save = useCallback(() => {
    if (saveCharacter(current)) {
      addAlert({ severity: 'success', message: t('generator.characterSaved') });
    }
  }, [saveCharacter, current, addAlert, t]);

  const cardRef = useRef<HTMLDivElement>(null);
  const revealRef = useReveal(cardRef, current.id, loading);
  const onGenerate = useCallback(() => {
    revealRef.current = 'generate';
    void generate();
  }, [generate, revealRef]);
  const onSelect = useCallback(
    (entry: HistoryEntry) => {
      revealRef.current = 'pick';
      showFromHistory(entry);
    },
    [showFromHistory, revealRef],
  );
  const onChoose = useCallback(
    (member: Character) => {
      revealRef.current = 'pick';
      showCharacter(member);
    },
    [showCharacter, revealRef],
  );
  const onBrowse = useCallback(
    (member: Character) => {
      revealRef.current = 'member';
      showCharacter(member);
    },
    [showCharacter, revealRef],
  );
  const group = useGroupScreen(onChoose, onBrowse);
  // A relationship's name opens the other character wherever it still is: in the group, in My
  // Characters or in History; one deleted everywhere reads as its name alone.
  const openerFor = useCallback(
    (id: string) => {
      const member = group.members.find((m) => m.id === id) ?? characters.find((c) => c.id === id);
      if (member) return () => onChoose(member);
      const entry = history.find((row) => row.id === id);
      return entry ? () => onSelect(entry) : null;
    },
    [group.members, characters, history, onChoose, onSelect],
  );
  // The same functions for every character, so a row's buttons stay as they are on Generate.
  const onReroll = useStableCallback((property: RerollableProperty) => void reroll(property));
  const onEdit = useStableCallback(
    (property: LockableProperty, value: string | number) => void edit(property, value),
  );

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title.generator')}
      </Typography>
      <Box sx={COLUMNS}>
        <Box ref={cardRef}>
          {group.strip(current.id)}
          <CharacterCard
            character={current}
            drawn={drawn}
            loading={loading}
            saved={saved}
            onGenerate={onGenerate}
            onSave={save}
            onUpdateSaved={onUpdateSaved}
            onReroll={onReroll}
            onStop={stop}
            locks={locks}
            onToggleLock={toggleLock}
            onEdit={onEdit}
            canUndo={canUndo}
            canRedo={canRedo}
            onUndo={undo}
            onRedo={redo}
            onGenerateSeveral={group.openPanel}
            relationships={
              <RelationshipsRow relationships={current.relationships} openerFor={openerFor} />
            }
          />
          {group.section(current.id)}
          {group.panelElement}
        </Box>
        <Box>
          <HydrateLater>
            <HistoryCard
              history={history}
              currentId={current.id}
              onSelect={onSelect}
              onRemove={onRemove}
              onClear={onClear}
            />
          </HydrateLater>
        </Box>
      </Box>
    </>
  );
}
