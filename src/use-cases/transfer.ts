/**
 * Export, import, copy, share and save, each returning its outcome as data (the words, and how
 * to take it back). My Characters, the card and a group all use these. Their code (compression,
 * Markdown, the file formats) downloads when first used.
 */
import { ClipboardError, writeClipboardText } from '@/adapters/browser/clipboard';
import { downloadBlob } from '@/adapters/browser/downloads';
import { readFileBytes, readFileText } from '@/adapters/browser/picked-files';
import { openShareSheet } from '@/adapters/browser/share-sheet';
import { SHARE_FRAGMENT } from '@/config/first-paint';
import { paths } from '@/config/paths';
import type { Character } from '@/domain/character';
import type { ExportFormat, ExportOptions } from '@/domain/formats/export-files';
import type { Campaign } from '@/domain/campaigns';
import type { ContentPack } from '@/domain/packs/pack';
import { withCampaignIdsHere, type ImportMerge } from '@/domain/import-merge';
import { nameStem } from '@/domain/formats/file-stem';
import { newCharacterId } from '@/domain/random';
import { portraitPictureOf, withDefaultPicturesFilled } from '@/domain/default-pictures';
import { errorMessage, failed, said, type Outcome, type Said } from './outcome';
import { localText, type LocalText } from '@/domain/i18n/text';
import type { MessageId } from '@/domain/i18n/catalogs';

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
const zipCode = () => import(/* webpackChunkName: "zip" */ 'fflate');
const pictureCode = () => import(/* webpackChunkName: "pictures" */ './pictures');
const portraitBackupCode = () =>
  import(/* webpackChunkName: "character-export" */ '@/domain/formats/portrait-backup');
const statBlockCode = () =>
  import(/* webpackChunkName: "character-actions" */ '@/domain/srd5/stat-block');

export const ACTION_NOT_LOADED = 'Could not load this action; try again.';
const IMPORT_NOT_LOADED = 'Could not load the import code; try again.';
/** Code that did not come (offline, or a new version): try again. */
export const notLoaded = (message = ACTION_NOT_LOADED): Outcome => ({
  severity: 'error',
  ...said(
    message,
    localText(message === ACTION_NOT_LOADED ? 'transfer.notLoaded' : 'transfer.importNotLoaded'),
  ),
});

/** `Nothing to export yet`, as Backup says it. */
const nothingToExport = (message: string): Outcome => ({
  severity: 'info',
  ...said(message, localText('transfer.nothingToExport')),
});

type ShareCode = Awaited<ReturnType<typeof shareCode>>;

/** Puts text on the clipboard; `done` says so. */
async function copy(text: string, done: Said): Promise<Outcome> {
  await writeClipboardText(text);
  return { severity: 'success', ...done };
}

/** Why the clipboard said no, in words to translate (nothing for another error). */
const clipboardReason = (error: unknown): LocalText | undefined =>
  error instanceof ClipboardError ? localText(CLIPBOARD_REASONS[error.reason]) : undefined;

const CLIPBOARD_REASONS = {
  unavailable: 'clipboard.unavailable',
  refused: 'clipboard.refused',
} as const satisfies Record<ClipboardError['reason'], MessageId>;

/** `what` failed; a clipboard's refusal is said in words to translate. */
const copyFailed = (what: Said, error: unknown) => failed(what, error, clipboardReason(error));

/** Text made with the sharing code (Markdown) on the clipboard; a failure is said as `failure`. */
export async function copyText(
  make: (code: ShareCode) => string | Promise<string>,
  done: Said,
  failure: Said,
): Promise<Outcome> {
  const code = await shareCode().catch(() => null);
  if (!code) return notLoaded();
  try {
    return await copy(await make(code), done);
  } catch (error) {
    return copyFailed(failure, error);
  }
}

/** A character as Markdown on the clipboard; with a game system the text has the numbers. */
export const copyCharacter = (character: Character, stats: boolean) =>
  copyText(
    ({ characterMarkdown }) => characterMarkdown(character, { stats }),
    said('Copied', localText('transfer.copied')),
    said('Could not copy the character', localText('transfer.copyFailed')),
  );

/**
 * Characters (those a screen shows) as one Markdown text under `title`, each as Copy as text
 * writes it, on the clipboard.
 */
export const copyCharacters = (characters: readonly Character[], stats: boolean, title: string) =>
  copyText(
    ({ characterMarkdown }) =>
      `# ${title}\n\n${characters.map((c) => characterMarkdown(c, { stats })).join('\n---\n\n')}`,
    said(
      `Copied ${characters.length} ${characters.length === 1 ? 'character' : 'characters'}`,
      localText('transfer.copiedCount', { count: characters.length }),
    ),
    said('Could not copy the characters', localText('transfer.copyAllFailed')),
  );

/**
 * The system share sheet where there is one, otherwise the link on the clipboard. The secret stays
 * out of the link unless `includeSecret` asks for it.
 */
export async function shareCharacter(
  character: Character,
  origin: string,
  options?: { includeSecret?: boolean; campaigns?: readonly Campaign[] },
): Promise<Outcome | null> {
  const code = await shareCode().catch(() => null);
  if (!code) return notLoaded();
  let url: string;
  try {
    const data = await code.encodeSharedCharacter(character, options);
    url = `${origin}${paths.generator}${SHARE_FRAGMENT}${data}`;
    if ((await openShareSheet({ title: character.firstName, url })) !== 'unavailable') return null;
  } catch (error) {
    return failed(said('Could not make a share link', localText('transfer.linkFailed')), error);
  }
  return copy(url, said('Link copied', localText('transfer.linkCopied'))).catch((error: unknown) =>
    copyFailed(said('Could not copy the link', localText('transfer.linkCopyFailed')), error),
  );
}

/** A character's 5e stat block on the clipboard, ending with the SRD attribution. */
export async function copyStatBlock(character: Character): Promise<Outcome | null> {
  try {
    const { deriveStatBlock, statBlockText } = await statBlockCode();
    const block = character.stats && deriveStatBlock(character, character.stats);
    const done = said('Stat block copied', localText('transfer.statBlockCopied'));
    return block ? await copy(statBlockText(character, block), done) : null;
  } catch (error) {
    return copyFailed(
      said('Could not copy the stat block', localText('transfer.statBlockFailed')),
      error,
    );
  }
}

/**
 * The pictures the exported characters' portraits show (their uploads, else the user's pictures
 * for their race and class), by id; none when there are none or the browser will not give them
 * (the export then goes without them).
 */
async function exportPictures(
  characters: readonly Character[],
  defaults: Readonly<Record<string, string>>,
): Promise<ReadonlyMap<string, { type: string; bytes: Uint8Array }>> {
  const ids = [
    ...new Set(
      characters.flatMap((c) => {
        const id = portraitPictureOf(defaults, c);
        return id ? [id] : [];
      }),
    ),
  ];
  if (ids.length === 0) return new Map();
  const files = await pictureCode()
    .then((code) => code.picturesAsFiles(ids))
    .catch(() => []);
  return new Map(files.map(({ id, type, bytes }) => [id, { type, bytes }]));
}

/** Characters in a tabletop, notes or spreadsheet format, downloaded (nothing to say on success). */
export async function exportAs(
  format: ExportFormat,
  characters: readonly Character[],
  with5e: boolean,
  options: Omit<ExportOptions, 'with5e'> = {},
): Promise<Outcome | null> {
  if (characters.length === 0) {
    // Said as Backup says it (its code holds the words).
    const code = await exportFormat().catch(() => null);
    return code ? nothingToExport(code.NOTHING_TO_EXPORT) : notLoaded();
  }
  const code = await exportFiles().catch(() => null);
  if (!code) return notLoaded();
  try {
    const pictures =
      format === 'csv'
        ? new Map()
        : await exportPictures(characters, options.defaultPictures ?? {});
    const { name, type, data } = await code.exportFile(format, characters, {
      ...options,
      with5e,
      pictures,
    });
    downloadBlob(new Blob([data as BlobPart], { type }), name);
    return null;
  } catch (error) {
    return failed(said('Could not export', localText('transfer.exportFailed')), error);
  }
}

/** What a backup holds besides its characters, and how it is written. */
export interface BackupOptions {
  /** Names what is exported: `characters` for My Characters, `group` for a group. */
  stem?: string;
  campaigns?: readonly Campaign[];
  packs?: readonly ContentPack[];
  /**
   * `Backup with portraits (ZIP)`: the backup as `Backup (JSON)` writes it, with the uploaded
   * pictures its characters and History rows refer to. One without a picture of its own but with
   * the user's picture for its race and class (`defaultPictures`) carries that one as its own. A
   * picture gone from this browser is left out (the character then shows its default portrait).
   */
  portraits?: { defaultPictures?: Readonly<Record<string, string>> } | undefined;
}

type ExportCode = Awaited<ReturnType<typeof exportFormat>>;

/** The backup file's text. */
const backupText = (
  code: ExportCode,
  characters: Character[],
  history: Character[],
  { campaigns = [], packs = [] }: BackupOptions,
) => JSON.stringify(code.buildExport(characters, history, new Date(), campaigns, packs), null, 2);

/** The backup as a zip with the pictures its characters and History rows refer to. */
async function portraitsZip(
  code: ExportCode,
  all: readonly Character[],
  saved: Character[],
  options: BackupOptions,
): Promise<Blob> {
  const defaultPictures = options.portraits?.defaultPictures ?? {};
  const [{ zipSync, strToU8 }, pictures, backup] = await Promise.all([
    zipCode(),
    pictureCode(),
    portraitBackupCode(),
  ]);
  const fill = (defaults: Readonly<Record<string, string>>) =>
    [all, saved].map((list) => withDefaultPicturesFilled(defaults, list));
  const files = await pictures.picturesAsFiles(backup.pictureIdsOf(fill(defaultPictures).flat()));
  // A race and class picture gone from this browser is given to no one.
  const found = new Set(files.map((file) => file.id));
  const [characters, rows] = fill(
    Object.fromEntries(Object.entries(defaultPictures).filter(([, id]) => found.has(id))),
  ) as [Character[], Character[]];
  const json = backupText(code, characters, rows, options);
  const entries: Record<string, Uint8Array> = { [backup.BACKUP_ENTRY]: strToU8(json) };
  // Pictures are compressed already: stored as they are.
  for (const file of files) entries[backup.pictureEntryName(file)] = file.bytes;
  return new Blob([zipSync(entries, { level: 0 }) as BlobPart], { type: 'application/zip' });
}

/**
 * Characters (and History, read only when there are characters) as one export file: JSON, or
 * with `portraits` a zip that carries the pictures too.
 */
export async function exportBackup(
  characters: readonly Character[],
  history: () => Character[],
  options: BackupOptions = {},
): Promise<Outcome | null> {
  const stem = options.stem ?? 'characters';
  try {
    const code = await exportFormat();
    if (characters.length === 0) return nothingToExport(code.NOTHING_TO_EXPORT);
    const name = code.exportFileName().replace(/^characters-/, `${stem}-`);
    if (options.portraits) {
      const zip = await portraitsZip(code, characters, history(), options);
      downloadBlob(zip, name.replace(/\.json$/, '-portraits.zip'));
    } else {
      const file = backupText(code, [...characters], history(), options);
      downloadBlob(new Blob([file], { type: 'application/json' }), name);
    }
    return null;
  } catch (error) {
    const what =
      stem === 'group'
        ? said('Could not export the group', localText('transfer.groupExportFailed'))
        : said('Could not export', localText('transfer.exportFailed'));
    return failed(what, error);
  }
}

/** Why something failed, as one clause (without its closing full stop). */
const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');

/** Whether a picked file is a zip (a backup with portraits) rather than JSON. */
const isZip = (file: File) =>
  /\.zip$/i.test(file.name) || file.type === 'application/zip' || file.type.includes('zip');

/** The largest zip read: a thousand portraits of 120 KB and their backup. */
const MAX_ZIP_BYTES = 150 * 1024 * 1024;

/**
 * Reads a backup with portraits: its backup's text, and its pictures stored in this browser.
 * Nothing is stored from a zip that cannot be read; rejects with what `refuse` makes of the
 * message to show (and its words to translate).
 */
async function readPortraitZip(
  file: File,
  refuse: (message: string, text?: LocalText) => Error,
): Promise<{ text: string; pictures: { restored: number; damaged: number } }> {
  const [{ unzipSync, strFromU8 }, backup, pictures] = await Promise.all([
    zipCode(),
    portraitBackupCode(),
    pictureCode(),
  ]);
  if (file.size > MAX_ZIP_BYTES) throw refuse('This file is too large to import.');
  let contents: ReturnType<typeof backup.readBackupZip>;
  try {
    contents = backup.readBackupZip(unzipSync(await readFileBytes(file)));
  } catch {
    throw refuse(backup.DAMAGED_ZIP, localText('transfer2.damagedZip'));
  }
  const text = strFromU8(contents.backup);
  // The pictures go first, so the characters that come in next show them at once.
  const stored = await pictures.storePictureFiles(contents.pictures).catch((error: unknown) => {
    throw refuse(
      `Could not keep the portraits: ${reason(error)}. Nothing was imported.`,
      localText('transfer2.portraitsNotKept', { reason: reason(error) }),
    );
  });
  return { text, pictures: { ...stored, damaged: stored.damaged + contents.damaged.length } };
}

/** A campaign chosen on My Characters and the characters it shows. */
export interface CampaignScope {
  campaign: Campaign;
  characters: readonly Character[];
}

/**
 * Backup of My Characters: everything saved with History, or with a campaign chosen, only its
 * characters and that campaign (no History), in a file named after it; the full backup holds
 * the content packs too. With `portraits`, the uploaded pictures come along.
 */
export const exportLibrary = (
  library: {
    characters: readonly Character[];
    readAllHistory: () => Character[];
    campaigns: readonly Campaign[];
    packs?: readonly ContentPack[] | undefined;
  },
  scope?: CampaignScope,
  options?: {
    portraits: boolean;
    defaultPictures?: Readonly<Record<string, string>>;
  },
) => {
  // `Backup with portraits (ZIP)` holds the same, with the pictures.
  const portraits = options?.portraits
    ? { defaultPictures: options.defaultPictures ?? {} }
    : undefined;
  return scope
    ? exportBackup(scope.characters, () => [], {
        stem: nameStem(scope.campaign.name),
        campaigns: [scope.campaign],
        portraits,
      })
    : exportBackup(library.characters, library.readAllHistory, {
        campaigns: library.campaigns,
        packs: library.packs ?? [],
        portraits,
      });
};

/** The saved list and History, as an import changes them. */
export interface ImportStores {
  /** Merges characters into the saved list; null (said) if the change could not be stored. */
  importCharacters: (characters: Character[]) => ImportMerge | null;
  /** Takes a merge back; false (said) if that could not be stored. */
  undoImport: (merge: ImportMerge) => boolean;
  /** Adds rows to History: the ids added, or null (said) if the write was refused. */
  addHistoryRows: (characters: Character[]) => string[] | null;
  /** Takes rows an import added out of History again. */
  removeHistoryRows: (ids: readonly string[]) => void;
  /**
   * Adds the file's campaigns that do not exist here; how the file's campaign ids read here, or
   * null (said) if refused.
   */
  importCampaigns?: (campaigns: Campaign[]) => {
    renamed: ReadonlyMap<string, string>;
    undo: () => void;
  } | null;
  /** Adds the file's content packs that are not here; how to take them back, or null (said). */
  importPacks?: (packs: ContentPack[]) => Promise<{ undo: () => void } | null>;
}

/**
 * Saves characters (a group) in one write: the saved copies of newer ones replaced, the rest
 * counted as already saved.
 */
export function saveCharacters(
  characters: Character[],
  { importCharacters }: Pick<ImportStores, 'importCharacters'>,
): Outcome | null {
  const saved = importCharacters(characters);
  if (!saved) return null;
  const kept = saved.unchanged + saved.replaced.length;
  const added = saved.added.length;
  const already = kept > 0 ? ` (${kept} already saved)` : '';
  const text =
    kept > 0 ? localText('saved.groupKept', { added, kept }) : localText('saved.group', { added });
  return {
    severity: 'success',
    ...said(`Group saved: ${added} added${already}`, text),
  };
}

/**
 * Reads an export file (or a bare list of characters), checks it whole, then adds what is new
 * to the saved list and to History as one change: if History refuses, the saved list goes back
 * too; the outcome's Undo takes both back.
 */
export async function importFile(file: File, stores: ImportStores): Promise<Outcome | null> {
  // The reader of imported HTML (a Foundry biography) comes with the import code.
  const code = await Promise.all([
    exportFormat(),
    import(/* webpackChunkName: "character-export" */ '@/adapters/browser/html-text'),
  ]).catch(() => null);
  if (!code) return notLoaded(IMPORT_NOT_LOADED);
  const [format, { htmlToBlocks }] = code;
  const { parseImport, importSummary, ImportFileError, MAX_IMPORT_BYTES, NOT_AN_EXPORT } = format;
  let parsed: ReturnType<typeof parseImport>;
  let pictures = '';
  let portraits: { restored: number; damaged: number } | undefined;
  try {
    let text: string;
    if (isZip(file)) {
      const refuse = (message: string, said?: LocalText) => new ImportFileError(message, said);
      const zip = await readPortraitZip(file, refuse).catch((error: unknown) => {
        throw error instanceof ImportFileError ? error : refuse(errorMessage(error));
      });
      text = zip.text;
      const summary = await portraitBackupCode();
      pictures = summary.picturesSummary(zip.pictures.restored, zip.pictures.damaged);
      portraits = zip.pictures;
    } else {
      if (file.size > MAX_IMPORT_BYTES)
        return { severity: 'error', ...format.refusal(format.TOO_LARGE) };
      text = await readFileText(file);
    }
    parsed = parseImport(text, newCharacterId, htmlToBlocks);
  } catch (error) {
    if (error instanceof ImportFileError) {
      return { severity: 'error', message: error.message, ...(error.text && { text: error.text }) };
    }
    return { severity: 'error', ...format.refusal(NOT_AN_EXPORT) };
  }
  const campaigns =
    parsed.campaigns.length > 0 && stores.importCampaigns
      ? stores.importCampaigns(parsed.campaigns)
      : { renamed: new Map<string, string>(), undo: () => undefined };
  if (!campaigns) return null;
  const packs =
    parsed.packs && parsed.packs.length > 0 && stores.importPacks
      ? await stores.importPacks(parsed.packs)
      : { undo: () => undefined };
  if (!packs) {
    campaigns.undo();
    return null;
  }
  const undoSettings = () => {
    packs.undo();
    campaigns.undo();
  };
  const merge = stores.importCharacters(withCampaignIdsHere(parsed.characters, campaigns.renamed));
  if (!merge) {
    undoSettings();
    return null;
  }
  const rows = parsed.history.length > 0 ? stores.addHistoryRows(parsed.history) : [];
  if (rows === null) {
    stores.undoImport(merge);
    undoSettings();
    return {
      severity: 'error',
      ...said('Failed to import characters', localText('transfer.importFailed')),
    };
  }
  const counts = {
    added: merge.added.length,
    updated: merge.replaced.length,
    unchanged: merge.unchanged,
    unreadable: parsed.unreadable,
    historyAdded: rows.length,
  };
  const summary = importSummary(counts);
  // The pictures' words follow as a sentence of their own.
  const message = pictures ? `${summary.replace(/\.?$/, '.')} ${pictures}` : summary;
  const text = format.importSummaryText(counts, portraits);
  if (merge.added.length + merge.replaced.length + rows.length === 0) {
    return { severity: 'success', message, text };
  }
  return {
    severity: 'success',
    message,
    text,
    undo: () => {
      if (!stores.undoImport(merge)) return null;
      stores.removeHistoryRows(rows);
      undoSettings();
      return {
        severity: 'success',
        ...said('Import undone', localText('transfer.importUndone')),
      };
    },
  };
}
