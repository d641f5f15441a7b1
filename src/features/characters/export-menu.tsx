import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ExportFormat } from '@/domain/formats/export-files';

/** The Export menu's formats, in its order; the backup first, as it was Export's only file. */
const EXPORT_CHOICES: readonly [label: string, format: ExportChoice][] = [
  ['Backup (JSON)', 'backup'],
  ['Backup with portraits (ZIP)', 'backup-portraits'],
  ['Foundry VTT (JSON)', 'foundry'],
  ['Markdown (Obsidian)', 'obsidian'],
  ['Spreadsheet (CSV)', 'csv'],
];

/** A format, or one of the backups: plain, or with the uploaded portraits in a zip. */
type ExportChoice = ExportFormat | 'backup' | 'backup-portraits';

export interface ExportMenuProps {
  id: string;
  /** The Export button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
  onChoose: (format: ExportChoice) => void;
}

/** Export's menu of formats; closing it (Escape, a choice, a click beside) returns the focus to Export. */
export function ExportMenu({ id, anchor, onClose, onChoose }: ExportMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {EXPORT_CHOICES.map(([label, format]) => (
        <MenuItem
          key={format}
          onClick={() => {
            onClose();
            onChoose(format);
          }}
        >
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
