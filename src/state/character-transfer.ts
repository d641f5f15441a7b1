import { useCallback, useMemo } from 'react';
import type { Character } from '@/domain/character';
import type { ExportFormat } from '@/domain/formats/export-files';
import { useCampaigns } from './campaigns';
import { useContentPacksIfAny } from './content-packs';
import type { CharacterPrintProps } from '@/components/character-print';
import type { ShareHandlers } from '@/components/character-share-actions';
import type { Outcome } from '@/use-cases/outcome';
import * as transfer from '@/use-cases/transfer';
import type { CampaignScope } from '@/use-cases/transfer';
import { usePrintJobs } from './print-jobs';
import { useAnnounce } from './alerts';
import { useCharacters } from './characters';
import { useHistory } from './history';
import { useSettings } from './settings';
import { useTranslated } from './translated';
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
  const { readAllHistory, addHistoryRows, removeHistoryRows } = useHistory();
  const {
    gameSystem,
    foundryPortraitFolder,
    defaultPictures: storedDefaults,
  } = useSettings().settings;
  const defaultPictures = useMemo(() => readDefaultPictures(storedDefaults), [storedDefaults]);
  const with5e = gameSystem !== 'none';
  const { print, printing } = usePrintJobs(announce);
  const { campaigns, importCampaigns } = useCampaigns();
  const translated = useTranslated();
  const say = useCallback((outcome: Promise<Outcome | null>) => outcome.then(announce), [announce]);
  const actions = useMemo(
    () => ({
      share: (character: Character, options?: { includeSecret?: boolean }) =>
        void say(
          transfer.shareCharacter(
            character,
            window.location.origin,
            { ...options, campaigns },
            translated,
          ),
        ),
      copyAsText: (character: Character) =>
        void say(transfer.copyCharacter(character, with5e, translated)),
      exportToFoundry: (character: Character) =>
        void say(
          transfer.exportAs(
            'foundry',
            [character],
            with5e,
            { foundryPortraitFolder, defaultPictures },
            translated,
          ),
        ),
      // Only offered with a game system.
      copyStatBlock: with5e
        ? (character: Character) => void say(transfer.copyStatBlock(character, translated))
        : undefined,
      print,
    }),
    [say, with5e, print, campaigns, foundryPortraitFolder, defaultPictures, translated],
  );
  const contentPacks = useContentPacksIfAny();
  const packs = contentPacks?.packs;
  const importPacks = contentPacks?.importPacks;
  const exportAll = useCallback(
    (scope?: CampaignScope, options?: { portraits: boolean }) =>
      say(
        transfer.exportLibrary({ characters, readAllHistory, campaigns, packs }, scope, {
          portraits: options?.portraits ?? false,
          defaultPictures,
          translated,
        }),
      ),
    [say, characters, readAllHistory, campaigns, packs, defaultPictures, translated],
  );
  const copyAll = useCallback(
    (shown: readonly Character[], scope?: CampaignScope) =>
      say(
        transfer.copyCharacters(shown, with5e, scope?.campaign.name ?? 'My Characters', translated),
      ),
    [say, with5e, translated],
  );
  const exportAs = useCallback(
    (format: ExportFormat, scope?: CampaignScope) =>
      say(
        transfer.exportAs(
          format,
          scope?.characters ?? characters,
          with5e,
          {
            campaigns,
            foundryPortraitFolder,
            defaultPictures,
            ...(scope ? { campaign: scope.campaign } : {}),
          },
          translated,
        ),
      ),
    [say, characters, with5e, campaigns, foundryPortraitFolder, defaultPictures, translated],
  );
  const importFile = useCallback(
    (file: File) =>
      say(
        transfer.importFile(
          file,
          {
            importCharacters,
            undoImport,
            addHistoryRows,
            removeHistoryRows,
            importCampaigns,
            ...(importPacks && { importPacks }),
          },
          translated,
        ),
      ),
    [
      say,
      importCharacters,
      undoImport,
      addHistoryRows,
      removeHistoryRows,
      importCampaigns,
      importPacks,
      translated,
    ],
  );
  return useMemo(
    () => ({ actions, copyAll, exportAll, exportAs, importFile, printing }),
    [actions, copyAll, exportAll, exportAs, importFile, printing],
  );
}
