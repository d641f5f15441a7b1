import { useCallback, useMemo } from 'react';
import { firstSaved, sameContent, updatedCopy } from '@/domain/saved-copy';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useCard } from '@/state/card';
import { useCharacters } from '@/state/characters';
import { useT } from '@/components/i18n';

/**
 * Whether the card's character is saved, and `Update saved copy`. The card counts as saved when
 * it is a saved character, or an edited version whose saved copy holds the same content (after
 * `Update saved copy`, saving it again would only make a duplicate). `onUpdateSaved` is present
 * while the card holds an edited version of a saved character that differs from it; the alert it
 * raises offers Undo.
 */
export function useSavedCopy(): { saved: boolean; onUpdateSaved: (() => void) | undefined } {
  const { characters, isSaved, replaceSaved } = useCharacters();
  const { current, editedFrom } = useCard();
  const { addAlert } = useAlertActions();
  const t = useT();
  const { saved, savedCopy } = useMemo(() => {
    if (isSaved(current)) return { saved: true, savedCopy: undefined };
    const copy = firstSaved(characters, editedFrom);
    const same = !!copy && sameContent(copy, current);
    return { saved: same, savedCopy: same ? undefined : copy };
  }, [characters, isSaved, current, editedFrom]);

  const updateSaved = useCallback(() => {
    if (!savedCopy || !replaceSaved(updatedCopy(savedCopy, current, new Date()))) return;
    addAlert({
      severity: 'success',
      message: t('saved.copyUpdated'),
      durationMs: UNDO_ALERT_MS,
      action: {
        label: t('generator.undo'),
        onClick: () => {
          if (replaceSaved(savedCopy)) {
            addAlert({ severity: 'success', message: t('saved.copyRestored') });
          }
        },
      },
    });
  }, [savedCopy, replaceSaved, current, addAlert, t]);
  return { saved, onUpdateSaved: savedCopy ? updateSaved : undefined };
}
