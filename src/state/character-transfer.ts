import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { imagesReady, printPage } from '@/adapters/browser/print';
import type { Character } from '@/domain/character';
import type { ExportFormat } from '@/domain/formats/export-files';
import type { Campaign } from '@/domain/campaigns';
import { useCampaigns } from './campaigns';
import { useContentPacksIfAny } from './content-packs';
import { nameStem } from '@/domain/formats/file-stem';
import { DEFAULT_PORTRAIT } from '@/domain/portrait';
import type { CharacterPrintProps } from '@/components/character-print';
import type { ShareHandlers } from '@/components/character-share-actions';
import { failed, type Outcome } from '@/use-cases/outcome';
import * as transfer from '@/use-cases/transfer';
import { useAnnounce } from './alerts';
import { useCharacters } from './characters';
import { useHistory } from './history';
import { useSettings } from './settings';

/** A portrait is ready to print once it has loaded, or once the default one has failed too. */
const portraitReady = (img: HTMLImageElement) =>
  img.complete && (img.naturalWidth > 0 || img.src.endsWith(DEFAULT_PORTRAIT));

/** The characters being printed: their sheets are on the page (for print only) meanwhile. */
type PrintJob = CharacterPrintProps['job'];

type Announce = (outcome: Outcome | null) => void;

/** A campaign chosen on My Characters and the characters it shows. */
interface CampaignScope {
  campaign: Campaign;
  characters: readonly Character[];
}

export interface CharacterTransfer {
  /** Share, Copy as text and Print; stable for the screen's life, so memoised cards can take it. */
  actions: ShareHandlers;
  /**
   * Downloads the saved characters and History as one file (nothing when nothing is saved); with
   * a campaign, only the characters given, in a file named after it.
   */
  exportAll: (scope?: CampaignScope) => Promise<void>;
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

/** Prints through sheets a screen renders: a job at a time, taken away when printing is over. */
function usePrintJobs(announce: Announce) {
  const [job, setJob] = useState<PrintJob>(null);
  const lastId = useRef(0);
  const print = useCallback(
    (characters: readonly Character[], { compact = false }: { compact?: boolean } = {}) => {
      lastId.current += 1;
      setJob({ id: lastId.current, characters, compact });
    },
    [],
  );
  const onReady = useCallback(
    async (root: HTMLElement) => {
      const id = lastId.current;
      // The sheets go as soon as the print is over, so the page is the app again.
      const done = () => flushSync(() => setJob((j) => (j?.id === id ? null : j)));
      try {
        await imagesReady(root, { isReady: portraitReady });
        printPage(done);
      } catch (error) {
        done();
        announce(failed('Could not print', error));
      }
    },
    [announce],
  );
  const onLoadFailed = useCallback(() => {
    setJob(null);
    announce({ severity: 'error', message: transfer.ACTION_NOT_LOADED });
  }, [announce]);
  const printing = useMemo(
    () => ({ job, onReady: (root: HTMLElement) => void onReady(root), onLoadFailed }),
    [job, onReady, onLoadFailed],
  );
  return { print, printing };
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
  const with5e = useSettings().settings.gameSystem !== 'none';
  const { print, printing } = usePrintJobs(announce);
  const say = useCallback((outcome: Promise<Outcome | null>) => outcome.then(announce), [announce]);
  const actions = useMemo(
    () => ({
      share: (character: Character, options?: { includeSecret?: boolean }) =>
        void say(transfer.shareCharacter(character, window.location.origin, options)),
      copyAsText: (character: Character) => void say(transfer.copyCharacter(character, with5e)),
      exportToFoundry: (character: Character) =>
        void say(transfer.exportAs('foundry', [character], with5e)),
      // Only offered with a game system.
      copyStatBlock: with5e
        ? (character: Character) => void say(transfer.copyStatBlock(character))
        : undefined,
      print,
    }),
    [say, with5e, print],
  );
  const { campaigns, importCampaigns } = useCampaigns();
  const contentPacks = useContentPacksIfAny();
  const packs = contentPacks?.packs;
  const importPacks = contentPacks?.importPacks;
  const exportAll = useCallback(
    (scope?: CampaignScope) =>
      say(
        scope
          ? // A campaign's backup holds its characters and that campaign, not History.
            transfer.exportBackup(scope.characters, () => [], nameStem(scope.campaign.name), [
              scope.campaign,
            ])
          : transfer.exportBackup(characters, readAllHistory, 'characters', campaigns, packs),
      ),
    [say, characters, readAllHistory, campaigns, packs],
  );
  const exportAs = useCallback(
    (format: ExportFormat, scope?: CampaignScope) =>
      say(
        transfer.exportAs(format, scope?.characters ?? characters, with5e, {
          campaigns,
          ...(scope ? { campaign: scope.campaign } : {}),
        }),
      ),
    [say, characters, with5e, campaigns],
  );
  const importFile = useCallback(
    (file: File) =>
      say(
        transfer.importFile(file, {
          importCharacters,
          undoImport,
          addHistoryRows,
          removeHistoryRows,
          importCampaigns,
          ...(importPacks && { importPacks }),
        }),
      ),
    [
      say,
      importCharacters,
      undoImport,
      addHistoryRows,
      removeHistoryRows,
      importCampaigns,
      importPacks,
    ],
  );
  return useMemo(
    () => ({ actions, exportAll, exportAs, importFile, printing }),
    [actions, exportAll, exportAs, importFile, printing],
  );
}
