/**
 * `New campaign`, `Rename` and `Delete campaign` with its Undo, on the stored campaigns. Only the
 * campaign dialogs use these, so their rules download with them.
 */
import { useMemo } from 'react';
import {
  createCampaign,
  renameCampaign,
  undoDeleteCampaign,
  type DeletedCampaign,
} from '@/domain/campaign-edits';
import { deleteById } from '@/domain/deleted-item';
import { defaultRandom, randomId } from '@/domain/random';
import { useAlertActions } from './alerts';
import { useCampaigns } from './campaigns';

export function useCampaignEdits() {
  const { changeCampaigns } = useCampaigns();
  const { addAlert } = useAlertActions();
  return useMemo(() => {
    /** A change that has no field to show its problem by: the problem is alerted. */
    const said = (problem: string | null) => {
      if (problem) addAlert({ severity: 'error', message: problem });
      return problem === null;
    };
    return {
      /** Makes a campaign: null when made, or the reason it was not (to show by the field). */
      createCampaign: (name: string) =>
        changeCampaigns(
          (campaigns) => createCampaign(campaigns, name, `campaign-${randomId(defaultRandom)}`),
          'storage.failure.createCampaign',
        ),
      renameCampaign: (id: string, name: string) =>
        changeCampaigns(
          (campaigns) => renameCampaign(campaigns, id, name),
          'storage.failure.renameCampaign',
        ),
      /** Deletes a campaign (its characters stay saved): what Undo needs, or null if refused. */
      deleteCampaign: (id: string): DeletedCampaign | null => {
        const taken: { undo?: DeletedCampaign } = {};
        const problem = changeCampaigns((campaigns) => {
          const deleted = deleteById(campaigns, id);
          if (!deleted) return { problem: 'This campaign no longer exists.' };
          taken.undo = deleted.undo;
          return { campaigns: deleted.list };
        }, 'storage.failure.deleteCampaign');
        return said(problem) ? (taken.undo ?? null) : null;
      },
      /** Brings a deleted campaign back: whether it could be stored (if not, said). */
      undoDeleteCampaign: (undo: DeletedCampaign) =>
        said(
          changeCampaigns(
            (campaigns) => ({ campaigns: undoDeleteCampaign(campaigns, undo) }),
            'storage.failure.restoreCampaign',
          ),
        ),
    };
  }, [changeCampaigns, addAlert]);
}
