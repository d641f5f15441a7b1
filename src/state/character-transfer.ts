import { useCallback, useMemo } from 'react';
import type { Character } from '@/domain/character';
import type { ExportFormat } from '@/domain/formats/export-files';
import { useCampaigns } from './campaigns';
import { useContentPacksIfAny } from './content-packs';
import type { CharacterPrintProps } from '@/components/character-print';
import type { ShareHandlers } from '@/components/character-share-actions';
import type { Outcome } from '@/use-cases/outcome';
import type { CampaignScope } from '@/use-cases/transfer';
import { cardTransfer, libraryTransfer } from '@/use-cases/library-transfer';
import { usePrintJobs } from './print-jobs';
import { useAnnounce } from './alerts';
import { useCharacters } from './characters';
import { useHistoryEdits } from './history';
import { useSettings } from './settings';
import { readDefaultPictures } from '@/domain/default-pictures';

export interface CharacterTransfer {
  /** Share, Copy as text and Print; stable for the screen's life, so memoised cards can take it. */
  actions: ShareHandlers;
  /**
   * Downloads the saved characters and History as one file (nothing when nothing is saved); with
   * a campaign, only the characters given, in a file named after it. With `portraits`, a zip
   * that adds their uploaded pictures.
   */
  exportAll: (scope?: CampaignScope, options?: { portraits: boolean }) => Promise<void>;
  /** The characters shown (a campaign's, or My Characters') as one text on the clipboard. */
  copyAll: (characters: readonly Character[], scope?: CampaignScope) => Promise<void>;
  /** Downloads the saved characters (or a campaign's) in a tabletop, notes or spreadsheet format. */
  exportAs: (format: ExportFormat, scope?: CampaignScope) => Promise<void>;
  /**
   * Reads an export file (or a bare list of characters): what is new is added and newer copies
   * of saved characters replace them, undoably.
   */
  importFile: (file: File) => Promise<void>;
  /** What a screen renders to print: the sheets of the job, and what to report back. */
  printing: Omit<CharacterPrintProps, 'browserPrint'>;
}

/**
 * Share, Copy as text, Print, Export and Import, each reporting in an alert. Printing needs the
 * screen to render the sheets of `printing.job` (and report back through it). With a game system
 * the text and the files carry the numbers.
 */
export function useCharacterTransfer(): CharacterTransfer {
  const announce = useAnnounce();
  const { characters, importCharacters, undoImport } = useCharacters();
  const { readAllHistory, addHistoryRows, removeHistoryRows } = useHistoryEdits();
  const { gameSystem, foundryPortraitFolder, defaultPictures: stored } = useSettings().settings;
  const defaultPictures = useMemo(() => readDefaultPictures(stored), [stored]);
  const { print, printing } = usePrintJobs(announce);
  const { campaigns, importCampaigns } = useCampaigns();
  const settings = useMemo(
    () => ({ with5e: gameSystem !== 'none', campaigns, foundryPortraitFolder, defaultPictures }),
    [gameSystem, campaigns, foundryPortraitFolder, defaultPictures],
  );
  const say = useCallback((outcome: Promise<Outcome | null>) => outcome.then(announce), [announce]);
  const actions = useMemo(() => {
    const card = cardTransfer(settings, () => window.location.origin);
    const { copyStatBlock } = card;
    return {
      share: (character: Character, options?: { includeSecret?: boolean }) =>
        void say(card.share(character, options)),
      copyAsText: (character: Character) => void say(card.copyAsText(character)),
      exportToFoundry: (character: Character) => void say(card.exportToFoundry(character)),
      // Only offered with a game system.
      copyStatBlock:
        copyStatBlock && ((character: Character) => void say(copyStatBlock(character))),
      print,
    };
  }, [say, settings, print]);
  const contentPacks = useContentPacksIfAny();
  const packs = contentPacks?.packs;
  const importPacks = contentPacks?.importPacks;
  const library = useMemo(
    () =>
      libraryTransfer(
        settings,
        { characters, readAllHistory, packs },
        {
          importCharacters,
          undoImport,
          addHistoryRows,
          removeHistoryRows,
          importCampaigns,
          ...(importPacks && { importPacks }),
        },
      ),
    [
      settings,
      characters,
      readAllHistory,
      packs,
      importCharacters,
      undoImport,
      addHistoryRows,
      removeHistoryRows,
      importCampaigns,
      importPacks,
    ],
  );
  return useMemo(
    () => ({
      actions,
      printing,
      exportAll: (scope?: CampaignScope, options?: { portraits: boolean }) =>
        say(library.exportAll(scope, options)),
      copyAll: (shown: readonly Character[], scope?: CampaignScope) =>
        say(library.copyAll(shown, scope)),
      exportAs: (format: ExportFormat, scope?: CampaignScope) =>
        say(library.exportAs(format, scope)),
      importFile: (file: File) => say(library.importFile(file)),
    }),
    [actions, printing, say, library],
  );
}
