import { useCallback, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import PrintIcon from '@mui/icons-material/Print';
import type { Character } from '@/domain/character';
import { useCharacterActions } from '@/components/character-share-actions';
import { useAlertActions } from '@/state/alerts';
import { useCharacters } from '@/state/characters';
import { useHistory } from '@/state/history';
import { newCharacterId } from '@/domain/random';

/** The import and export code, downloaded when first used. */
const exportFormat = () =>
  import(/* webpackChunkName: "character-export" */ '@/domain/character-export');

/** A picked file's text (FileReader where a browser's File lacks `text()`). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Hands a JSON file to the browser's downloads. */
function download(fileName: string, value: unknown) {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface BackupToolbarProps {
  /** The characters Print all prints, one per page (those on screen). */
  printable: readonly Character[];
}

/**
 * My Characters' toolbar: `Export` (saved characters and History in one file), `Import` (such a
 * file, or a bare list of characters) and `Print all`.
 */
export function BackupToolbar({ printable }: BackupToolbarProps) {
  const { characters, importCharacters } = useCharacters();
  const { readAllHistory, addToHistory } = useHistory();
  const { addAlert } = useAlertActions();
  const { print } = useCharacterActions();
  const input = useRef<HTMLInputElement>(null);

  const onExport = useCallback(async () => {
    try {
      const { buildExport, exportFileName } = await exportFormat();
      download(exportFileName(), buildExport(characters, readAllHistory()));
    } catch (error) {
      addAlert({
        severity: 'error',
        message: `Could not export: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }, [characters, readAllHistory, addAlert]);

  const onFile = useCallback(
    async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      // The same file can be picked again.
      event.target.value = '';
      if (!file) return;
      let format: Awaited<ReturnType<typeof exportFormat>>;
      try {
        format = await exportFormat();
      } catch {
        addAlert({ severity: 'error', message: 'Could not load the import code; try again.' });
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
        parsed = parseImport(await readText(file), newCharacterId);
      } catch (error) {
        const message = error instanceof ImportFileError ? error.message : NOT_AN_EXPORT;
        addAlert({ severity: 'error', message });
        return;
      }
      const saved = importCharacters(parsed.characters);
      if (!saved) return;
      const historyAdded = parsed.history.length > 0 ? addToHistory(parsed.history) : 0;
      addAlert({
        severity: 'success',
        message: importSummary({
          ...saved,
          unreadable: parsed.unreadable,
          historyAdded: historyAdded ?? 0,
        }),
      });
    },
    [importCharacters, addToHistory, addAlert],
  );

  return (
    <Box
      role="group"
      aria-label="Backup and printing"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void onExport()}>
        Export
      </Button>
      <Button
        variant="outlined"
        startIcon={<FileUploadIcon />}
        onClick={() => input.current?.click()}
      >
        Import
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        tabIndex={-1}
        aria-label="Character export file"
        onChange={(event) => void onFile(event)}
      />
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        disabled={printable.length === 0}
        onClick={() => void print(printable)}
      >
        Print all
      </Button>
    </Box>
  );
}
