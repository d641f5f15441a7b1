import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import PrintIcon from '@mui/icons-material/Print';
import type { Character } from '@/domain/character';
import { useAppLive } from '@/components/use-app-live';

export interface BackupToolbarProps {
  /** The characters Print all prints, one per page (those on screen). */
  printable: readonly Character[];
  onExport: () => void;
  /** A file the user picked to import. */
  onImport: (file: File) => void;
  onPrint: (characters: readonly Character[]) => void;
}

/**
 * My Characters' toolbar: `Export` (saved characters and History in one file), `Import` (such a
 * file, or a bare list of characters) and `Print all`.
 */
export function BackupToolbar({ printable, onExport, onImport, onPrint }: BackupToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  // The file picker opens only at the visitor's own click: on the painted page, before the app
  // is in, Import says it is not ready rather than wait.
  const live = useAppLive();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again.
    event.target.value = '';
    if (file) onImport(file);
  };
  return (
    <Box
      role="group"
      aria-label="Backup and printing"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={onExport}>
        Export
      </Button>
      <Button
        variant="outlined"
        startIcon={<FileUploadIcon />}
        onClick={() => input.current?.click()}
        disabled={!live}
        aria-description={live ? undefined : 'Not ready yet'}
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
        onChange={onFile}
      />
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        disabled={printable.length === 0}
        onClick={() => onPrint(printable)}
      >
        Print all
      </Button>
    </Box>
  );
}
