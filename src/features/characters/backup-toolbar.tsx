import { lazy, Suspense, useId, useState, type ChangeEvent } from 'react';
import { FileButton } from '@/components/file-button';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import PrintIcon from '@mui/icons-material/Print';
import type { Character } from '@/domain/character';
import type { ExportFormat } from '@/domain/formats/export-files';
import { useAppLive } from '@/components/use-app-live';
import { useT } from '@/components/i18n';

export interface BackupToolbarProps {
  /** The characters Print all prints, one per page, and Copy all copies (those on screen). */
  printable: readonly Character[];
  onCopy: (characters: readonly Character[]) => void;
  /**
   * `Backup (JSON)`: the saved characters and History in one file; with `portraits`,
   * `Backup with portraits (ZIP)`, which adds the uploaded pictures.
   */
  onExport: (options?: { portraits: boolean }) => void;
  /** The saved characters in a tabletop, notes or spreadsheet format. */
  onExportAs: (format: ExportFormat) => void;
  /** A file the user picked to import. */
  onImport: (file: File) => void;
  onPrint: (characters: readonly Character[]) => void;
}

// The menu's code (and MUI's menu and popover) is downloaded when Export is first opened.
const ExportMenu = lazy(() =>
  import(/* webpackChunkName: "export-menu" */ './export-menu').then((module) => ({
    default: module.ExportMenu,
  })),
);

/**
 * My Characters' toolbar: `Export` (a menu of formats: the backup of saved characters and History,
 * with or without the portraits, Foundry VTT, Obsidian, a spreadsheet), `Import` (a backup, a
 * backup with portraits, a bare list of characters or a Foundry VTT actor), `Print all` and
 * `Copy all` (the characters on screen, as one text).
 */
export function BackupToolbar({
  printable,
  onExport,
  onExportAs,
  onImport,
  onPrint,
  onCopy,
}: BackupToolbarProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Kept once opened, so it can close with its transition and open again at once.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuId = useId();
  // The file picker opens only at the visitor's own click: on the painted page, before the app
  // is in, Import says it is not ready rather than wait.
  const live = useAppLive();
  const t = useT();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again.
    event.target.value = '';
    if (file) onImport(file);
  };
  return (
    <Box
      role="group"
      aria-label={t('backup.group')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : 'false'}
        aria-controls={menuAnchor ? menuId : undefined}
        onClick={(event) => {
          setMenuAnchor(event.currentTarget);
          setMenuLoaded(true);
        }}
      >
        {t('backup.export')}
      </Button>
      {menuLoaded && (
        <Suspense fallback={null}>
          <ExportMenu
            id={menuId}
            anchor={menuAnchor}
            onClose={() => setMenuAnchor(null)}
            onChoose={(format) => {
              if (format === 'backup') onExport();
              else if (format === 'backup-portraits') onExport({ portraits: true });
              else onExportAs(format);
            }}
          />
        </Suspense>
      )}
      <FileButton
        variant="outlined"
        startIcon={<FileUploadIcon />}
        disabled={!live}
        aria-description={live ? undefined : t('backup.notReady')}
        accept=".json,application/json,.zip,application/zip"
        fileLabel={t('backup.file')}
        onFile={onFile}
      >
        {t('backup.import')}
      </FileButton>
      {[
        { label: t('backup.printAll'), icon: <PrintIcon />, run: onPrint },
        { label: t('backup.copyAll'), icon: <ContentCopyIcon />, run: onCopy },
      ].map(({ label, icon, run }) => (
        <Button
          key={label}
          variant="outlined"
          startIcon={icon}
          disabled={printable.length === 0}
          onClick={() => run(printable)}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
