import { useCallback } from 'react';
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';
import type { PackTable } from '@/domain/packs/pack';
import { packProblemWords } from '@/domain/packs/pack-problems';
import type { LocalText } from '@/domain/i18n/text';

/** Each table's name as the interface shows it; a pack file names them in English whatever is shown. */
const TABLE_IDS: Record<PackTable, MessageId> = {
  Races: 'packs.table.races',
  Classes: 'packs.table.classes',
  'First names': 'packs.table.firstNames',
  'Last names': 'packs.table.lastNames',
  Epithets: 'packs.table.epithets',
  Occupations: 'packs.table.occupations',
  Looks: 'packs.table.looks',
  Voices: 'packs.table.voices',
  Traits: 'packs.table.traits',
  Ideals: 'packs.table.ideals',
  Bonds: 'packs.table.bonds',
  Flaws: 'packs.table.flaws',
  Secrets: 'packs.table.secrets',
  'Story titles': 'packs.table.storyTitles',
};

/** A pack table's name in the language shown. */
export function useTableLabel(): (table: string) => string {
  const t = useT();
  return useCallback(
    (table: string) => {
      const id = TABLE_IDS[table as PackTable] as MessageId | undefined;
      return id ? t(id) : table;
    },
    [t],
  );
}

/** A pack fault's words in the language shown, if it was said with any. */
export const packProblemText = (problem: string): LocalText | undefined =>
  packProblemWords(problem) as LocalText | undefined;
