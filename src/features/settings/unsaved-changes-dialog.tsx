import { useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '@/components/i18n';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving the screen while the form holds changes that were not saved: Discard
 * leaves (the changes are dropped), Keep editing (or Escape) stays with the form as it was.
 */
export function UnsavedChangesDialog({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const open = blocker.state === 'blocked';
  const keepEditing = () => blocker.reset?.();
  // The safe choice takes the focus, so Enter never throws changes away by accident.
  const keepButton = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={keepEditing}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
      slotProps={{ transition: { onEntering: () => keepButton.current?.focus() } }}
    >
      <DialogTitle id="unsaved-changes-title">{t('unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{t('unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.proceed?.()} color="error">
          {t('unsaved.discard')}
        </Button>
        <Button ref={keepButton} onClick={keepEditing} variant="contained">
          {t('unsaved.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
