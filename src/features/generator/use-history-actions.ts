import { useCallback } from 'react';
import { fullName } from '@/domain/character';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useHistoryEdits, type HistoryEntry } from '@/state/history';
import { useT } from '@/components/i18n';

/** Clear History and a row's delete, each with an alert that offers Undo. */
export function useHistoryActions() {
  const { removeFromHistory, clearHistory } = useHistoryEdits();
  const { addAlert } = useAlertActions();
  const t = useT();
  const offerUndo = useCallback(
    (message: string, undoRemoval: () => void, restored: string) =>
      addAlert({
        severity: 'success',
        message,
        durationMs: UNDO_ALERT_MS,
        action: {
          label: t('generator.undo'),
          onClick: () => {
            undoRemoval();
            addAlert({ severity: 'success', message: restored });
          },
        },
      }),
    [addAlert, t],
  );

  const onClear = useCallback(() => {
    const undoClear = clearHistory();
    if (undoClear) offerUndo(t('saved.historyCleared'), undoClear, t('saved.historyRestored'));
  }, [clearHistory, offerUndo, t]);

  const onRemove = useCallback(
    (entry: HistoryEntry) => {
      const undoRemove = removeFromHistory(entry);
      const name = fullName(entry) || t('saved.unnamed');
      if (undoRemove) {
        offerUndo(
          t('saved.removedFromHistory', { name }),
          undoRemove,
          t('saved.restored', { name }),
        );
      }
    },
    [removeFromHistory, offerUndo, t],
  );
  return { onClear, onRemove };
}
