import type { Character } from './character';
import { isFoundryActor, readFoundryActor, type HtmlReader } from './formats/foundry-read';
import { localDate } from './local-date';
import { isRecord, parseJson } from './records';
import { normaliseStoredCharacters } from './stored-character';
import { readCampaigns, type Campaign } from './campaigns';
import { readPacks, type ContentPack } from './packs/pack';
import { localText, type LocalText } from './i18n/text';
import type { MessageId } from './i18n/catalogs';

/** Names this app's export files. */
export const EXPORT_APP_ID = 'fantasy-character-generator';

/** Today's export format; files of this version or an earlier one are read. */
export const EXPORT_VERSION = 1;

/** The largest file Import reads. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const NOT_AN_EXPORT = 'This file is not a character export.';
export const TOO_LARGE = 'This file is too large to import.';
export const NEWER_VERSION =
  'This file was exported by a newer version of the app. Reload the page to update the app, ' +
  'then import the file again; nothing was changed.';
/** Our own spreadsheet export, which Import does not read back. */
export const SPREADSHEET_EXPORT =
  'This is a spreadsheet export: Import reads Backup (JSON) and Foundry VTT files.';
/** A backup that ends before its JSON does (a download or a copy stopped early). */
export const CUT_SHORT = 'This backup is cut short.';
/** Export with no saved character says this and downloads nothing. */
export const NOTHING_TO_EXPORT = 'Nothing to export yet';

/** An export file: a small versioned envelope around the saved characters and History. */
export interface CharacterExport {
  app: typeof EXPORT_APP_ID;
  version: number;
  exportedAt: string;
  characters: Character[];
  history: Character[];
  /** The campaigns the characters are filed in (a version 1 file may have none). */
  campaigns?: Campaign[];
  /** The content packs, in a full backup that has any. */
  packs?: ContentPack[];
}

export function buildExport(
  characters: Character[],
  history: Character[],
  now: Date = new Date(),
  campaigns: readonly Campaign[] = [],
  packs: readonly ContentPack[] = [],
): CharacterExport {
  return {
    app: EXPORT_APP_ID,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    characters,
    history,
    ...(campaigns.length > 0 ? { campaigns: [...campaigns] } : {}),
    ...(packs.length > 0 ? { packs: [...packs] } : {}),
  };
}

/** `characters-<YYYY-MM-DD>.json`, in the user's own calendar. */
export function exportFileName(now: Date = new Date()): string {
  return `characters-${localDate(now)}.json`;
}

/** Each refusal's words to translate, by its English message. */
const REFUSALS: Readonly<Record<string, MessageId>> = {
  [NOT_AN_EXPORT]: 'transfer2.notAnExport',
  [TOO_LARGE]: 'transfer2.tooLarge',
  [NEWER_VERSION]: 'transfer2.newerVersion',
  [SPREADSHEET_EXPORT]: 'transfer2.spreadsheet',
  [CUT_SHORT]: 'transfer2.cutShort',
};

/** A refusal to import, said in English and as words to translate. */
export const refusal = (message: string): { message: string; text?: LocalText } => {
  const id = REFUSALS[message];
  return id ? { message, text: localText(id) } : { message };
};

/**
 * Thrown for a file Import cannot use; its message is the one to show, and `text` the same words
 * to translate (the known refusals find theirs).
 */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
  readonly text: LocalText | undefined;

  constructor(message: string, text?: LocalText) {
    super(message);
    this.text = text ?? refusal(message).text;
  }
}

/** What a file holds, checked and normalised; nothing is written yet. */
export interface ParsedImport {
  characters: Character[];
  history: Character[];
  /** Entries of either list that are not characters at all. */
  unreadable: number;
  /** The campaigns the file names (unreadable ones left out). */
  campaigns: Campaign[];
  /** The content packs the file holds (unreadable ones left out). */
  packs?: ContentPack[];
}

/** An export of this app whose format is later than the ones this version reads. */
const isNewerExport = (parsed: unknown) =>
  isRecord(parsed) &&
  parsed.app === EXPORT_APP_ID &&
  typeof parsed.version === 'number' &&
  parsed.version > EXPORT_VERSION;

/** The first cells of the header row our spreadsheet export writes. */
const SPREADSHEET_HEADER = /^\uFEFF?"Id","First Name","Last Name",/;

/**
 * Whether `text` is JSON that stops before its end: every bracket opened so far is closed in
 * order, but some are still open (or a string is), as when a file is cut short.
 */
function endsEarly(text: string): boolean {
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') open.push(c === '{' ? '}' : ']');
    else if (c === '}' || c === ']') {
      if (open.pop() !== c) return false;
    }
  }
  return inString || open.length > 0;
}

/** The start of one of our backups, or of a list of characters, that ends early. */
const isCutShortBackup = (text: string) =>
  /^\s*[[{]/.test(text) &&
  (text.includes(`"${EXPORT_APP_ID}"`) || /^\s*\[\s*\{\s*"/.test(text)) &&
  endsEarly(text);

/** What a file that is not JSON at all is, when it is one of ours: said instead of "not one". */
function notJsonMessage(text: string): string {
  if (SPREADSHEET_HEADER.test(text)) return SPREADSHEET_EXPORT;
  if (isCutShortBackup(text)) return CUT_SHORT;
  return NOT_AN_EXPORT;
}

/**
 * Reads an import file's text: one of our export files, or a bare list of characters as the
 * original app kept them, each entry checked as stored data is; a Foundry actor's biography is
 * read as text by `readHtml`. Throws {@link ImportFileError}
 * for anything else.
 */
export function parseImport(text: string, newId: () => string, readHtml: HtmlReader): ParsedImport {
  if (text.length > MAX_IMPORT_BYTES) throw new ImportFileError(TOO_LARGE);
  const parsed = parseJson(text);
  if (parsed === undefined) throw new ImportFileError(notJsonMessage(text));
  if (Array.isArray(parsed)) {
    const { characters, dropped } = normaliseStoredCharacters(parsed, newId);
    // A list with no character in it is some other file.
    if (characters.length === 0) throw new ImportFileError(NOT_AN_EXPORT);
    return { characters, history: [], unreadable: dropped, campaigns: [] };
  }
  if (isNewerExport(parsed)) throw new ImportFileError(NEWER_VERSION);
  // A Foundry VTT actor file is read as the one character it holds.
  if (isFoundryActor(parsed)) {
    const actor = readFoundryActor(parsed, newId, readHtml);
    if (!actor) throw new ImportFileError(NOT_AN_EXPORT);
    return { characters: [actor], history: [], unreadable: 0, campaigns: [] };
  }
  if (
    !isRecord(parsed) ||
    parsed.app !== EXPORT_APP_ID ||
    typeof parsed.version !== 'number' ||
    !Number.isInteger(parsed.version) ||
    parsed.version < 1 ||
    parsed.version > EXPORT_VERSION ||
    !Array.isArray(parsed.characters) ||
    (parsed.history !== undefined && !Array.isArray(parsed.history))
  ) {
    throw new ImportFileError(NOT_AN_EXPORT);
  }
  const saved = normaliseStoredCharacters(parsed.characters, newId);
  const history = normaliseStoredCharacters((parsed.history as unknown[] | undefined) ?? [], newId);
  return {
    characters: saved.characters,
    history: history.characters,
    unreadable: saved.dropped + history.dropped,
    campaigns: readCampaigns(parsed.campaigns, { sameNames: true }).campaigns,
    // Only a backup that holds packs says so, so one without reads as it always did.
    ...(Array.isArray(parsed.packs) && { packs: readPacks(parsed.packs).packs }),
  };
}

/** What an import did, counted. */
export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
  unreadable: number;
  historyAdded: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The summary after an import, e.g. `Imported 3, updated 2, unchanged 4`: every count, then
 * the entries that were not characters and the rows added to History, when there are any.
 */
export function importSummary({
  added,
  updated,
  unchanged,
  unreadable,
  historyAdded,
}: ImportCounts): string {
  const parts = [
    `Imported ${added}, updated ${updated}, unchanged ${unchanged}`,
    unreadable > 0 ? `${count(unreadable, 'unreadable entry', 'unreadable entries')} skipped` : '',
    historyAdded > 0 ? `${count(historyAdded, 'row', 'rows')} added to History` : '',
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.join('. ')}.` : parts.join('');
}

/**
 * The same summary as {@link importSummary}, with the portraits a backup brought (when it was a
 * zip), as words to translate: one part alone as it is, several as sentences one after another.
 */
export function importSummaryText(
  { added, updated, unchanged, unreadable, historyAdded }: ImportCounts,
  pictures?: { restored: number; damaged: number },
): LocalText {
  const counted = (id: Parameters<typeof localText>[0], n: number) =>
    n > 0 ? [localText(id, { count: n })] : [];
  const counts = localText('importSummary.counts', { added, updated, unchanged });
  const parts = [
    counts,
    ...counted('importSummary.unreadable', unreadable),
    ...counted('importSummary.history', historyAdded),
    ...counted('importSummary.portraitsRestored', pictures?.restored ?? 0),
    ...counted('importSummary.portraitsDamaged', pictures?.damaged ?? 0),
  ];
  if (parts.length === 1) return counts;
  return parts
    .map((text) => localText('importSummary.sentence', { text }))
    .reduceRight((rest, first) => localText('importSummary.sentences', { first, rest }));
}
