import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { writeClipboardText } from '@/adapters/browser/clipboard';
import { downloadBlob } from '@/adapters/browser/downloads';
import { readFileText } from '@/adapters/browser/picked-files';
import { imagesReady, printPage } from '@/adapters/browser/print';
import { openShareSheet } from '@/adapters/browser/share-sheet';
import { SHARE_FRAGMENT } from '@/config/first-paint';
import { paths } from '@/config/paths';
import type { Character } from '@/domain/character';
import type { ExportFormat } from '@/domain/formats/export-files';
import { DEFAULT_PORTRAIT } from '@/domain/portrait';
import { newCharacterId } from '@/domain/random';
import type { CharacterPrintProps } from '@/components/character-print';
import type { ShareHandlers } from '@/components/character-share-actions';
import { UNDO_ALERT_MS, useAlertActions, type NewAlert } from './alerts';
import { useCharacters } from './characters';
import { useHistory } from './history';
import { useSettings } from './settings';

/**
 * Share, Copy as text and Print download their code (compression, Markdown, the print sheets)
 * when first used, as do Export and Import; the screens carry only their buttons.
 */
const shareCode = () =>
  Promise.all([
    import(/* webpackChunkName: "character-actions" */ '@/domain/share-codec'),
    import(/* webpackChunkName: "character-actions" */ '@/domain/character-markdown'),
  ]).then(([codec, markdown]) => ({ ...codec, ...markdown }));
const exportFormat = () =>
  import(/* webpackChunkName: "character-export" */ '@/domain/character-export');
// Each format then fetches its own writer, and the zip code only for several characters.
const exportFiles = () =>
  import(/* webpackChunkName: "export-files" */ '@/domain/formats/export-files');
const statBlockCode = () => import(/* webpackChunkName: "character-actions" */ '@/domain/srd5');

export const ACTION_NOT_LOADED = 'Could not load this action; try again.';
const IMPORT_NOT_LOADED = 'Could not load the import code; try again.';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A portrait is ready to print once it has loaded, or once the default one has failed too. */
const portraitReady = (img: HTMLImageElement) =>
  img.complete && (img.naturalWidth > 0 || img.src.endsWith(DEFAULT_PORTRAIT));

/** The characters being printed: their sheets are on the page (for print only) meanwhile. */
type PrintJob = CharacterPrintProps['job'];

export interface CharacterTransfer {
  /** Share, Copy as text and Print; stable for the screen's life, so memoised cards can take it. */
  actions: ShareHandlers;
  /** Downloads the saved characters and History as one file (nothing when nothing is saved). */
  exportAll: () => Promise<void>;
  /** Downloads the saved characters in a tabletop, notes or spreadsheet format. */
  exportAs: (format: ExportFormat) => Promise<void>;
  /**
   * Reads an export file (or a bare list of characters): what is new is added and newer copies
   * of saved characters replace them, undoably.
   */
  importFile: (file: File) => Promise<void>;
  /** What a screen renders to print: the sheets of the job, and what to report back. */
  printing: Omit<CharacterPrintProps, 'browserPrint'>;
}

/** Prints through sheets a screen renders: a job at a time, taken away when printing is over. */
function usePrintJobs(addAlert: (alert: NewAlert) => unknown) {
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
        addAlert({ severity: 'error', message: `Could not print: ${reason(error)}` });
      }
    },
    [addAlert],
  );
  const onLoadFailed = useCallback(() => {
    setJob(null);
    addAlert({ severity: 'error', message: ACTION_NOT_LOADED });
  }, [addAlert]);
  const printing = useMemo(
    () => ({ job, onReady: (root: HTMLElement) => void onReady(root), onLoadFailed }),
    [job, onReady, onLoadFailed],
  );
  return { print, printing };
}

/** Share and Copy as text, with their alerts; with a game system the text has the numbers. */
function useSharing(addAlert: (alert: NewAlert) => unknown) {
  const stats = useSettings().settings.gameSystem !== 'none';
  return useMemo(() => {
    /** Runs `run` with the sharing code once it has downloaded; its failure is said as `failure`. */
    const withCode = async (
      failure: string,
      run: (code: Awaited<ReturnType<typeof shareCode>>) => Promise<void>,
    ) => {
      const code = await shareCode().catch(() => null);
      if (!code) {
        addAlert({ severity: 'error', message: ACTION_NOT_LOADED });
        return;
      }
      await run(code).catch((error: unknown) =>
        addAlert({ severity: 'error', message: `${failure}: ${reason(error)}` }),
      );
    };
    const copy = async (text: string, done: string) => {
      await writeClipboardText(text);
      addAlert({ severity: 'success', message: done });
    };
    return {
      // The system share sheet where there is one, otherwise the link on the clipboard.
      share: (character: Character, options?: { includeSecret?: boolean }) =>
        void withCode('Could not make a share link', async ({ encodeSharedCharacter }) => {
          const data = await encodeSharedCharacter(character, options);
          const url = `${window.location.origin}${paths.generator}${SHARE_FRAGMENT}${data}`;
          const outcome = await openShareSheet({ title: character.firstName, url });
          if (outcome !== 'unavailable') return;
          await copy(url, 'Link copied').catch((error: unknown) =>
            addAlert({ severity: 'error', message: `Could not copy the link: ${reason(error)}` }),
          );
        }),
      // The character as Markdown on the clipboard.
      copyAsText: (character: Character) =>
        void withCode('Could not copy the character', ({ characterMarkdown }) =>
          copy(characterMarkdown(character, { stats }), 'Copied'),
        ),
    };
  }, [addAlert, stats]);
}

/**
 * The tabletop formats: the saved characters in one (Export's menu), a character to Foundry VTT,
 * its stat block on the clipboard. With a game system the files carry the numbers, as Copy as
 * text does.
 */
function useFormats(addAlert: (alert: NewAlert) => unknown) {
  const { characters } = useCharacters();
  const with5e = useSettings().settings.gameSystem !== 'none';
  const download = useCallback(
    async (format: ExportFormat, chosen: readonly Character[]) => {
      const code = await exportFiles().catch(() => null);
      if (!code) {
        addAlert({ severity: 'error', message: ACTION_NOT_LOADED });
        return;
      }
      try {
        const { name, type, data } = await code.exportFile(format, chosen, { with5e });
        downloadBlob(new Blob([data as BlobPart], { type }), name);
      } catch (error) {
        addAlert({ severity: 'error', message: `Could not export: ${reason(error)}` });
      }
    },
    [addAlert, with5e],
  );
  const exportAs = useCallback(
    async (format: ExportFormat) => {
      if (characters.length === 0) {
        // Said as Backup says it (its code holds the words).
        const code = await exportFormat().catch(() => null);
        addAlert(
          code
            ? { severity: 'info', message: code.NOTHING_TO_EXPORT }
            : { severity: 'error', message: ACTION_NOT_LOADED },
        );
        return;
      }
      await download(format, characters);
    },
    [characters, download, addAlert],
  );
  const handlers = useMemo(
    () => ({
      exportToFoundry: (character: Character) => void download('foundry', [character]),
      // Only offered with a game system; the layout ends with the SRD attribution.
      copyStatBlock: with5e
        ? (character: Character) =>
            void statBlockCode()
              .then(async ({ deriveStatBlock, statBlockText }) => {
                const block = character.stats && deriveStatBlock(character, character.stats);
                if (!block) return;
                await writeClipboardText(statBlockText(character, block));
                addAlert({ severity: 'success', message: 'Stat block copied' });
              })
              .catch((error: unknown) =>
                addAlert({
                  severity: 'error',
                  message: `Could not copy the stat block: ${reason(error)}`,
                }),
              )
        : undefined,
    }),
    [download, with5e, addAlert],
  );
  return { exportAs, handlers };
}

/** Export (saved characters and History in one file) and Import, with their alerts. */
function useBackup(addAlert: (alert: NewAlert) => unknown) {
  const { characters, importCharacters, undoImport } = useCharacters();
  const { readAllHistory, addToHistory } = useHistory();

  const exportAll = useCallback(async () => {
    try {
      const { buildExport, exportFileName, NOTHING_TO_EXPORT } = await exportFormat();
      if (characters.length === 0) {
        addAlert({ severity: 'info', message: NOTHING_TO_EXPORT });
        return;
      }
      const file = JSON.stringify(buildExport(characters, readAllHistory()), null, 2);
      downloadBlob(new Blob([file], { type: 'application/json' }), exportFileName());
    } catch (error) {
      addAlert({ severity: 'error', message: `Could not export: ${reason(error)}` });
    }
  }, [characters, readAllHistory, addAlert]);

  const importFile = useCallback(
    async (file: File) => {
      const format = await exportFormat().catch(() => null);
      if (!format) {
        addAlert({ severity: 'error', message: IMPORT_NOT_LOADED });
        return;
      }
      const { parseImport, importSummary, ImportFileError, MAX_IMPORT_BYTES, NOT_AN_EXPORT } =
        format;
      if (file.size > MAX_IMPORT_BYTES) {
        addAlert({ severity: 'error', message: format.TOO_LARGE });
        return;
      }
      // The whole file is read and checked before anything is written.
      let parsed: ReturnType<typeof parseImport>;
      try {
        parsed = parseImport(await readFileText(file), newCharacterId);
      } catch (error) {
        const message = error instanceof ImportFileError ? error.message : NOT_AN_EXPORT;
        addAlert({ severity: 'error', message });
        return;
      }
      const merge = importCharacters(parsed.characters);
      if (!merge) return;
      const historyAdded = parsed.history.length > 0 ? addToHistory(parsed.history) : 0;
      const changed = merge.added.length + merge.replaced.length > 0;
      addAlert({
        severity: 'success',
        message: importSummary({
          added: merge.added.length,
          updated: merge.replaced.length,
          unchanged: merge.unchanged,
          unreadable: parsed.unreadable,
          historyAdded: historyAdded ?? 0,
        }),
        // The saved list can go back to what it was before the file came in.
        ...(changed && {
          durationMs: UNDO_ALERT_MS,
          action: {
            label: 'Undo',
            onClick: () => {
              if (undoImport(merge)) addAlert({ severity: 'success', message: 'Import undone' });
            },
          },
        }),
      });
    },
    [importCharacters, undoImport, addToHistory, addAlert],
  );
  return { exportAll, importFile };
}

/**
 * Share, Copy as text, Print, Export and Import, each reporting in an alert. Printing needs the
 * screen to render the sheets of `printing.job` (and report back through it).
 */
export function useCharacterTransfer(): CharacterTransfer {
  const { addAlert } = useAlertActions();
  const sharing = useSharing(addAlert);
  const { print, printing } = usePrintJobs(addAlert);
  const { exportAll, importFile } = useBackup(addAlert);
  const formats = useFormats(addAlert);
  const actions = useMemo(
    () => ({ ...sharing, ...formats.handlers, print }),
    [sharing, formats.handlers, print],
  );
  const { exportAs } = formats;
  return useMemo(
    () => ({ actions, exportAll, exportAs, importFile, printing }),
    [actions, exportAll, exportAs, importFile, printing],
  );
}
