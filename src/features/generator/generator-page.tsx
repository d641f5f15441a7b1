import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HydrateLater } from '@/components/hydrate-later';
import { fullName, type Character, type RerollableProperty } from '@/domain/character';
import { RelationshipsRow } from '@/components/relationships-row';
import { useStableCallback } from '@/components/use-stable-callback';
import type { LockableProperty } from '@/domain/locks';
import { firstSaved, sameContent, updatedCopy } from '@/domain/saved-copy';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useCharacters } from '@/state/characters';
import { useCard } from '@/state/card';
import { useGeneration } from '@/state/generation';
import { useGroup, type GroupKindName } from '@/state/group';
import { useHistory, type HistoryEntry } from '@/state/history';
import { useLocks } from '@/state/locks';
import { useSharedCharacterLink } from '@/state/shared-link';
import { CharacterCard } from './character-card';
import { HistoryCard } from './history-card';
import { useUndoKeys } from './use-undo-keys';

// The group's panel and section (and the code that rolls groups) download on first use.
const GroupPanel = lazy(() =>
  import(/* webpackChunkName: "groups" */ './group-panel').then((m) => ({ default: m.GroupPanel })),
);
const GroupSection = lazy(() =>
  import(/* webpackChunkName: "groups" */ './group-section').then((m) => ({
    default: m.GroupSection,
  })),
);

/**
 * `Generate several`: its panel once opened, and the group's section once there is a group.
 * `choose` puts a member in the main card.
 */
function useGroupScreen(choose: (member: Character) => void) {
  const { shown, generateGroup } = useGroup();
  const [panel, setPanel] = useState<'never' | 'open' | 'closed'>('never');
  const onGroup = useCallback(
    (size: number, kind: GroupKindName) => {
      setPanel('closed');
      void generateGroup(size, kind);
    },
    [generateGroup],
  );
  const panelElement = panel !== 'never' && (
    <Suspense fallback={null}>
      <GroupPanel open={panel === 'open'} onClose={() => setPanel('closed')} onGenerate={onGroup} />
    </Suspense>
  );
  const section = (currentId: string) =>
    shown && (
      <Suspense fallback={null}>
        <GroupSection currentId={currentId} onChoose={choose} />
      </Suspense>
    );
  const openPanel = useCallback(() => setPanel('open'), []);
  return { members: shown?.members ?? [], openPanel, panelElement, section };
}

/**
 * `Update saved copy` for the character on the card: present while the card holds an edited
 * version of a saved character that differs from it; the alert it raises offers Undo.
 */
function useUpdateSavedCopy(): (() => void) | undefined {
  const { characters, isSaved, replaceSaved } = useCharacters();
  const { current, editedFrom } = useCard();
  const { addAlert } = useAlertActions();
  // The saved character the card holds an edited version of, while the two differ.
  const savedCopy = useMemo(() => {
    if (isSaved(current)) return undefined;
    const saved = firstSaved(characters, editedFrom);
    return saved && !sameContent(saved, current) ? saved : undefined;
  }, [characters, isSaved, current, editedFrom]);

  const updateSaved = useCallback(() => {
    if (!savedCopy || !replaceSaved(updatedCopy(savedCopy, current, new Date()))) return;
    addAlert({
      severity: 'success',
      message: 'Saved copy updated',
      durationMs: UNDO_ALERT_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          if (replaceSaved(savedCopy)) {
            addAlert({ severity: 'success', message: 'Saved copy restored' });
          }
        },
      },
    });
  }, [savedCopy, replaceSaved, current, addAlert]);
  return savedCopy ? updateSaved : undefined;
}

/** The home screen: the character card and the history card. */
export function GeneratorPage() {
  const { loading, generate, reroll, edit, stop } = useGeneration();
  const { characters, isSaved, saveCharacter } = useCharacters();
  const { current, drawn, showCharacter, showFromHistory, canUndo, canRedo, undo, redo } =
    useCard();
  const onUpdateSaved = useUpdateSavedCopy();
  const { history, removeFromHistory, clearHistory } = useHistory();
  const { locks, toggleLock } = useLocks();
  const { addAlert } = useAlertActions();
  useSharedCharacterLink();
  useUndoKeys(undo, redo);

  const save = useCallback(() => {
    if (saveCharacter(current)) addAlert({ severity: 'success', message: 'Character saved' });
  }, [saveCharacter, current, addAlert]);

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

  // After Generate or a history pick the new name is brought into view (on a phone the user may
  // be far down the story, or in History below the card); a picked row's button is gone, so the
  // keyboard focus moves to the name it brought back.
  const cardRef = useRef<HTMLDivElement>(null);
  const reveal = useRef<'generate' | 'pick' | null>(null);
  const shownId = useRef(current.id);
  useEffect(() => {
    const heading = cardRef.current?.querySelector<HTMLElement>('h2');
    const bringIntoView = (target: Element | null | undefined = heading) => {
      if (!target) return;
      // Measured just before the next frame, once everything this change writes to the page is
      // in, so the page is laid out once for it rather than twice.
      requestAnimationFrame(() => {
        const { top, bottom } = target.getBoundingClientRect();
        // 56 px: the app bar fixed over the top of a phone's screen. A tall card counts as in
        // view when its first lines are.
        const below = Math.min(bottom, top + 120) > window.innerHeight;
        if (top < 56 || below) target.scrollIntoView?.({ block: 'start' });
      });
    };
    // While a model writes, the top of the card shows the name and story as they arrive.
    if (loading) {
      if (reveal.current === 'generate') bringIntoView(cardRef.current?.querySelector('article'));
      return;
    }
    const why = reveal.current;
    const changed = shownId.current !== current.id;
    reveal.current = null;
    shownId.current = current.id;
    if (!why || !changed || !heading) return;
    bringIntoView();
    if (why === 'pick') heading.focus({ preventScroll: true });
  }, [current.id, loading]);

  const onGenerate = useCallback(() => {
    reveal.current = 'generate';
    void generate();
  }, [generate]);
  const onSelect = useCallback(
    (entry: HistoryEntry) => {
      reveal.current = 'pick';
      showFromHistory(entry);
    },
    [showFromHistory],
  );
  const onChoose = useCallback(
    (member: Character) => {
      reveal.current = 'pick';
      showCharacter(member);
    },
    [showCharacter],
  );
  const group = useGroupScreen(onChoose);
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
        Character Generator
      </Typography>
      {/* Two columns, 9 and 3 of 12, from medium screens up (8 and 4 on large ones, so a history
          row holds an ordinary name on one line); stacked below. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 9fr) minmax(0, 3fr)',
            lg: 'minmax(0, 8fr) minmax(0, 4fr)',
          },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box ref={cardRef}>
          <CharacterCard
            character={current}
            drawn={drawn}
            loading={loading}
            saved={isSaved(current)}
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
