import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ExportFormat } from '@/domain/formats/export-files';
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';

/** The Export menu's formats, in its order; the backup first, as it was Export's only file. */
const EXPORT_CHOICES: readonly [label: MessageId, format: ExportChoice][] = [
  ['export.backup', 'backup'],
  ['export.backupPortraits', 'backup-portraits'],
  ['export.foundry', 'foundry'],
  ['export.obsidian', 'obsidian'],
  ['export.csv', 'csv'],
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
  const t = useT();
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
          {t(label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
