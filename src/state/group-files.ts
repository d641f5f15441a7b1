import { useMemo } from 'react';
import { copyGroup, type GroupShown } from '@/use-cases/group';
import * as transfer from '@/use-cases/transfer';
import { useAnnounce } from './alerts';
import { useCharacters } from './characters';
import { useSettings } from './settings';

/** Save group, Copy group as text and Export group: My Characters' own transfer steps. */
export function useGroupFiles(shown: GroupShown | null) {
  const { saveNewCharacters } = useCharacters();
  const announce = useAnnounce();
  const stats = useSettings().settings.gameSystem !== 'none';
  return useMemo(() => {
    const members = shown?.members ?? [];
    return {
      saveGroup: () =>
        announce(transfer.saveCharacters(members, { importCharacters: saveNewCharacters })),
      copyGroup: async () => void (shown && announce(await copyGroup(shown, stats))),
      exportGroup: () => transfer.exportBackup(members, () => [], { stem: 'group' }).then(announce),
    };
  }, [shown, saveNewCharacters, announce, stats]);
}
