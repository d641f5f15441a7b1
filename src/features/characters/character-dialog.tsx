import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { fullName, type Character } from '@/domain/character';
import type { PortraitChange } from '@/domain/portrait';
import { SAVED_CHARACTER_ROWS } from '@/domain/character-rows';
import { CharacterSheet } from '@/components/character-sheet';
import { NOTES_MAX_LENGTH, fitNotes, formatCount } from '@/domain/notes';
import { useAlertHost } from '@/state/alerts';
import { localText } from '@/domain/i18n/text';
import { useLocalText, useT, type Translate } from '@/components/i18n';
import { PhoneDialog } from '@/components/phone-dialog';

/** How long typing pauses before the notes are stored. */
const NOTES_SAVE_DELAY_MS = 500;

export const NOTES_NOT_SAVED =
  'Notes could not be saved: browser storage is full or not available. Your text stays here ' +
  'and is saved as soon as there is room (delete characters, or clear History, to make some).';

export const NOTES_TOO_LONG =
  `Notes hold up to ${formatCount(NOTES_MAX_LENGTH)} characters: ` +
  'what went past that was not added.';

export interface CharacterDialogProps {
  /** The character to show; kept while the dialog closes, so it does not go blank. */
  character: Character | null;
  open: boolean;
  onClose: () => void;
  /** Puts the character (with the notes as typed) on the generator's card. */
  onOpenInGenerator: (character: Character) => void;
  /** Stores the notes; false when the browser refused. */
  onSaveNotes: (character: Character, notes: string) => boolean;
  /** Notes typed earlier that could not be stored yet, to show and retry instead of the stored ones. */
  unsavedNotes?: string;
  /** More actions for the character, placed before Open in generator. */
  actions?: (character: Character) => ReactNode;
  /** How the character stands to others (its relationships), shown before the notes. */
  related?: (character: Character) => ReactNode;
  /** Stores the portrait chosen in `Change portrait` (a new face, an upload, the default). */
  onPortraitChange?: (character: Character, change: PortraitChange) => void;
}

type NotesStatus = 'saved' | 'typing' | 'failed';

/**
 * Keeps the typed notes and stores them once typing pauses, when the dialog closes or the page
 * is left. A refused write keeps the text and reports it; the next keystroke tries again.
 */
function useNotesDraft(
  character: Character,
  unsavedNotes: string | undefined,
  onSaveNotes: CharacterDialogProps['onSaveNotes'],
) {
  const [text, setText] = useState(unsavedNotes ?? character.notes ?? '');
  const [status, setStatus] = useState<NotesStatus>(
    unsavedNotes === undefined ? 'saved' : 'failed',
  );
  // Whether the last edit went past the limit and was cut to it.
  const [cut, setCut] = useState(false);
  const latest = useRef({ text, pending: unsavedNotes !== undefined, character, onSaveNotes });
  useLayoutEffect(() => {
    latest.current.character = character;
    latest.current.onSaveNotes = onSaveNotes;
  }, [character, onSaveNotes]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = latest.current;
    if (!draft.pending) return true;
    const ok = draft.onSaveNotes(draft.character, draft.text);
    draft.pending = !ok;
    setStatus(ok ? 'saved' : 'failed');
    return ok;
  }, []);

  const change = useCallback(
    (typed: string) => {
      const fitted = fitNotes(latest.current.text, typed);
      setCut(fitted.cut);
      const value = fitted.text;
      if (value === latest.current.text) return;
      latest.current.text = value;
      latest.current.pending = true;
      setText(value);
      setStatus((s) => (s === 'failed' ? s : 'typing'));
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, NOTES_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    // Notes kept from an earlier refusal are tried again as soon as they are shown.
    flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { text, status, cut, change, flush };
}

const helperFor = (
  status: NotesStatus,
  t: Translate,
  shown: ReturnType<typeof useLocalText>,
): string =>
  status === 'failed'
    ? shown(NOTES_NOT_SAVED, localText('notes.notSaved'))
    : t(status === 'typing' ? 'notes.saving' : 'notes.saved');

function DialogBody({
  character,
  onClose,
  onOpenInGenerator,
  onSaveNotes,
  unsavedNotes,
  actions,
  related,
  onPortraitChange,
  titleId,
}: Omit<CharacterDialogProps, 'character' | 'open'> & { character: Character; titleId: string }) {
  const notes = useNotesDraft(character, unsavedNotes, onSaveNotes);
  const notesId = useId();
  const t = useT();
  const shown = useLocalText();
  // Notes imported longer than the limit show whole, and can only be shortened.
  const over = notes.text.length > NOTES_MAX_LENGTH;
  return (
    <>
      <DialogTitle id={titleId} sx={{ pb: 0, overflowWrap: 'anywhere' }}>
        <bdi>{fullName(character) || t('characters.unnamed')}</bdi>
      </DialogTitle>
      <DialogContent>
        <CharacterSheet
          character={character}
          rows={SAVED_CHARACTER_ROWS}
          variant="dialog"
          onPortraitChange={onPortraitChange && ((change) => onPortraitChange(character, change))}
        >
          {related?.(character)}
          <FormControl
            fullWidth
            error={notes.status === 'failed' || notes.cut || over}
            sx={{ mt: 3 }}
          >
            <InputLabel htmlFor={notesId}>{t('sheet.notes')}</InputLabel>
            <OutlinedInput
              id={notesId}
              label={t('sheet.notes')}
              multiline
              minRows={3}
              maxRows={12}
              value={notes.text}
              onChange={(event) => notes.change(event.target.value)}
              onBlur={notes.flush}
              placeholder={t('notes.placeholder')}
              inputProps={{ 'aria-describedby': `${notesId}-status` }}
            />
            <FormHelperText
              id={`${notesId}-status`}
              error={notes.status === 'failed' || notes.cut || over}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
            >
              <span>
                {notes.status !== 'failed' && notes.cut
                  ? shown(NOTES_TOO_LONG, localText('notes.tooLong', { max: NOTES_MAX_LENGTH }))
                  : helperFor(notes.status, t, shown)}
              </span>
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('notes.count', { count: notes.text.length, max: NOTES_MAX_LENGTH })}
              </span>
            </FormHelperText>
          </FormControl>
        </CharacterSheet>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {/* Actions for this character that other parts of the screen add. */}
        {actions?.(character)}
        <Button
          variant="contained"
          startIcon={<AutoFixHighIcon />}
          onClick={() => {
            notes.flush();
            const text = notes.text;
            onOpenInGenerator(
              (character.notes ?? '') === text ? character : { ...character, notes: text },
            );
          }}
        >
          {t('characters.openInGenerator')}
        </Button>
        <Button onClick={onClose}>{t('alert.close')}</Button>
      </DialogActions>
    </>
  );
}

/**
 * A saved character in full: every field, the portrait, the whole story and the notes, which
 * are stored as the user types. Full screen on phones. Closing (Close, Escape, a click beside
 * it) returns the focus to the button that opened it.
 */
export function CharacterDialog({ character, open, ...rest }: CharacterDialogProps) {
  const titleId = useId();
  const alertHost = useAlertHost();
  return (
    <PhoneDialog
      open={open && character !== null}
      onClose={rest.onClose}
      maxWidth="md"
      scroll="paper"
      aria-labelledby={titleId}
    >
      {character && (
        <DialogBody key={character.id} character={character} titleId={titleId} {...rest} />
      )}
      {/* The alerts raised while it is open (Copied, a failed export) show in here, where
          screen readers announce them and the keyboard reaches their buttons. */}
      <div ref={alertHost} />
    </PhoneDialog>
  );
}
