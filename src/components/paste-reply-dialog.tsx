import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useT } from './i18n';

export interface PasteReplyDialogProps {
  prompt: string;
  /** Why the last pasted reply was refused, or null. */
  error: string | null;
  /** Puts the prompt on the clipboard; rejects with the reason when it cannot. */
  onCopy: () => Promise<void>;
  /** Hands over a pasted reply: true when it was used, false when refused (`error` says why). */
  onUse: (reply: string) => boolean;
  onCancel: () => void;
}

/**
 * Any chat by copy and paste: the prompt to copy into a chat, the field its reply is pasted into.
 * A refused reply stays in the field with the reason below it, to be fixed or pasted again;
 * Cancel (or Escape) leaves the character as it was. Full screen on a phone.
 */
export function PasteReplyDialog({
  prompt,
  error,
  onCopy,
  onUse,
  onCancel,
}: PasteReplyDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const t = useT();
  const [reply, setReply] = useState('');
  const [copied, setCopied] = useState<{ ok: boolean; message: string } | null>(null);
  const replyField = useRef<HTMLTextAreaElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  const copy = () =>
    onCopy().then(
      () => setCopied({ ok: true, message: t('picture.paste.copied') }),
      (reason: unknown) =>
        setCopied({
          ok: false,
          message: t('picture.paste.copyFailed', {
            reason: reason instanceof Error ? reason.message : String(reason),
          }),
        }),
    );

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      // A click beside the dialog would lose a pasted reply: only Cancel and Escape close it.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // The first step takes the focus.
      slotProps={{ transition: { onEntering: () => copyButton.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{t('picture.paste.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('picture.paste.text')}</DialogContentText>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField
            label={t('picture.paste.prompt')}
            value={prompt}
            multiline
            maxRows={phone ? 6 : 10}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={copy}
              ref={copyButton}
            >
              {t('picture.paste.copy')}
            </Button>
            <Typography
              role="status"
              variant="body2"
              color={copied && !copied.ok ? 'error' : 'text.secondary'}
            >
              {copied?.message}
            </Typography>
          </Stack>
          <TextField
            label={t('picture.paste.reply')}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            multiline
            minRows={4}
            maxRows={phone ? 8 : 12}
            fullWidth
            error={Boolean(error)}
            helperText={error}
            inputRef={replyField}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('share.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            // A refused reply: the keyboard goes to the field, where the reason is read with it.
            if (!onUse(reply)) replyField.current?.focus();
          }}
        >
          {t('picture.paste.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
