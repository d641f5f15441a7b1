import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import GroupsIcon from '@mui/icons-material/Groups';
import {
  DEFAULT_GROUP_SIZE,
  GROUP_KINDS,
  MAX_GROUP_SIZE,
  MIN_GROUP_SIZE,
  type GroupKind,
} from '@/domain/groups';
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';

export interface GroupPanelProps {
  open: boolean;
  onClose: () => void;
  onGenerate: (size: number, kind: GroupKind) => void;
}

const SIZES = { min: MIN_GROUP_SIZE, max: MAX_GROUP_SIZE };

/** A kind of group as a choice reads (the choice's value stays the kind's own name). */
const kindId = (kind: GroupKind) => `group.kind.${kind}` as MessageId;

/** `How many`, `Group` and `Generate group`; what was chosen stays for the next time. */
export function GroupPanel({ open, onClose, onGenerate }: GroupPanelProps) {
  const [size, setSize] = useState(String(DEFAULT_GROUP_SIZE));
  const [kind, setKind] = useState<GroupKind>('Any');
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = /^\d+$/.test(size.trim()) ? Number(size) : NaN;
    if (!(count >= MIN_GROUP_SIZE && count <= MAX_GROUP_SIZE)) {
      setError(t('group.panel.sizeError', SIZES));
      return;
    }
    onGenerate(count, kind);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="group-panel-title"
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="group-panel-title">{t('group.panel.title')}</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          <TextField
            label={t('group.panel.howMany')}
            type="number"
            value={size}
            error={error !== null}
            helperText={error ?? t('group.panel.sizeHelp', SIZES)}
            onChange={(event) => {
              setSize(event.target.value);
              setError(null);
            }}
            slotProps={{
              htmlInput: {
                min: MIN_GROUP_SIZE,
                max: MAX_GROUP_SIZE,
                step: 1,
                inputMode: 'numeric',
              },
              formHelperText: { 'aria-live': 'polite' } as object,
            }}
          />
          <TextField
            label={t('group.panel.kind')}
            select
            value={kind}
            onChange={(event) => setKind(event.target.value as GroupKind)}
            slotProps={{ select: { native: true } }}
          >
            {GROUP_KINDS.map((choice) => (
              <option key={choice} value={choice}>
                {t(kindId(choice))}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('group.panel.cancel')}</Button>
          <Button type="submit" variant="contained" startIcon={<GroupsIcon />}>
            {t('group.generate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
