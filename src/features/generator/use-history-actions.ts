import { useCallback } from 'react';
import { fullName } from '@/domain/character';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useHistory, type HistoryEntry } from '@/state/history';

/** Clear History and a row's delete, each with an alert that offers Undo. */
export function useHistoryActions() {
  const { removeFromHistory, clearHistory } = useHistory();
  const { addAlert } = useAlertActions();
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
  return { onClear, onRemove };
}
