import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useId,
  useRef,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditIcon from '@mui/icons-material/Edit';
import type { Character } from '@/domain/character';
import type { CharacterRow } from '@/domain/character-rows';
import { checkEdit, choicesFor, type EditCheck, type LockableProperty } from '@/domain/locks';
import { contentCatalog, raceAgeBounds } from '@/domain/packs/catalog';
import { useContent } from '@/state/content-packs';
import { isTableReadyField } from '@/domain/table-ready/fields';
import { useStableCallback } from '@/components/use-stable-callback';
import { useInSentence, useLocalText, useT } from '@/components/i18n';

// The text field, select and number field load with the first edit: most visits never open one.
const ValueEditor = lazy(() =>
  import(/* webpackChunkName: "value-editor" */ './value-editor').then((module) => ({
    default: module.ValueEditor,
  })),
);

/** Keys that change a closed select's value without opening its list. */
const STEP_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export interface EditableValueProps {
  /** The attribute edited: its label, and how its value reads. */
  row: CharacterRow;
  character: Character;
  disabled: boolean;
  onEdit: (property: LockableProperty, value: string | number) => void;
}

/** A value of the card's character that can be edited in place. */
export function EditableValue({ row, character, disabled, onEdit }: EditableValueProps) {
  const { label, property } = row;
  const t = useT();
  const inSentence = useInSentence();
  const value = row.value(character);
  const content = useContent();
  // The built-in lists stay as they were until a pack or a built-in choice is stored.
  const catalog = useMemo(() => content && contentCatalog(content), [content]);
  return (
    <EditableField
      label={label}
      name={t('card.edit', { name: inSentence(label) })}
      value={value === null ? '' : String(value)}
      shown={row.read(character)}
      owner={character.id}
      choices={choicesFor(property, catalog)}
      range={property === 'age' ? raceAgeBounds(String(character.race), catalog) : undefined}
      multiline={isTableReadyField(property)}
      disabled={disabled}
      check={(raw) => checkEdit(character, property, raw, catalog, true)}
      onApply={(next) => onEdit(property, next)}
    />
  );
}

const VALUE_SX = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
} as const;
const BUTTON_SX = {
  position: 'static',
  p: 0.25,
  color: 'text.secondary',
  '&::after': { content: '""', position: 'absolute', inset: 0, cursor: 'pointer' },
  '&.Mui-disabled::after': { cursor: 'default' },
} as const;
const ICON_SX = { fontSize: '0.95rem' } as const;

/**
 * The pencil button of a value. It stays as it is when only the value changes, so Generate
 * redraws the values alone, not each value's button.
 */
const EditButton = memo(function EditButton({
  name,
  valueId,
  disabled,
  onOpen,
  buttonRef,
}: {
  name: string;
  valueId: string;
  disabled: boolean;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <IconButton
      ref={buttonRef}
      aria-label={name}
      aria-describedby={valueId}
      title={name}
      size="small"
      disabled={disabled}
      onClick={onOpen}
      sx={BUTTON_SX}
    >
      <EditIcon sx={ICON_SX} />
    </IconButton>
  );
});

export interface EditableFieldProps {
  /** The editor's label. */
  label: string;
  /** The button's name and tooltip, e.g. "Edit level". */
  name: string;
  /** The value as the editor starts with it. */
  value: string;
  /** The value as shown. */
  shown: string;
  /** The character the value belongs to. */
  owner: string;
  /** A select's values. */
  choices?: readonly string[];
  /** A whole number's bounds: a number field. */
  range?: { min: number; max: number };
  /** A sentence: the field wraps onto more lines. */
  multiline?: boolean;
  disabled: boolean;
  /** A typed value accepted or refused with why. */
  check: (raw: string) => EditCheck;
  /** An accepted value that differs from `value`. */
  onApply: (value: string | number) => void;
}

/**
 * Enter and Escape give the keyboard back to the value's button (once it is enabled again after
 * the change); a click elsewhere does not. Say which before closing the editor.
 */
function useFocusBack(editing: boolean, disabled: boolean) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusBack = useRef(false);
  useEffect(() => {
    if (editing || !focusBack.current || disabled) return;
    focusBack.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) buttonRef.current?.focus();
  }, [editing, disabled]);
  const giveFocusBack = (yes: boolean) => {
    focusBack.current = yes;
  };
  return { buttonRef, giveFocusBack };
}

/**
 * A value as a button named `name`; pressing it opens an editor in its place. A value picked
 * from a select's list applies at once; Enter or leaving the field applies (a refused value shows
 * why under the field and changes nothing); Escape cancels.
 */
export function EditableField({
  label,
  name,
  value,
  shown,
  owner,
  choices,
  range,
  multiline,
  disabled,
  check: checkValue,
  onApply,
}: EditableFieldProps) {
  // The editor belongs to the character it was opened on: another one on the card (Generate,
  // undo) shows its value, not a stale editor.
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = editingId === owner;
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const said = useLocalText();
  const { buttonRef, giveFocusBack: setFocusBack } = useFocusBack(editing, disabled);
  // Whether the open editor has not yet applied or cancelled (a blur may follow either).
  const active = useRef(false);

  const valueId = `${useId()}-value`;

  const open = useStableCallback(() => {
    setDraft(value);
    setError(null);
    active.current = true;
    setEditingId(owner);
  });

  const close = (giveFocusBack: boolean) => {
    active.current = false;
    setFocusBack(giveFocusBack);
    setEditingId(null);
  };

  const apply = (giveFocusBack: boolean, chosen = draft) => {
    if (!active.current) return;
    const check = checkValue(chosen);
    if (!check.ok) {
      setError(said(check.message, check.text));
      return;
    }
    close(giveFocusBack);
    if (String(check.value) !== value) onApply(check.value);
  };

  // A value picked from a select's list applies at once. The arrow keys (and typing a letter)
  // step a closed select through its values on some systems: those wait for Enter or leaving.
  const stepping = useRef(false);
  const onChange = (next: string) => {
    setDraft(next);
    setError(null);
    if (choices && !stepping.current) apply(true, next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The change a key makes follows its keydown in the same task.
    if (STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ')) {
      stepping.current = true;
      setTimeout(() => (stepping.current = false));
    }
    if (event.key === 'Escape') {
      // Only the editor closes, not the newest alert.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      apply(true);
    }
  };

  const onBlur = (event: FocusEvent) => {
    // Still inside the editor (its helper text, a native select's list): nothing to do yet.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    apply(false);
  };

  if (!editing) {
    return (
      // The pencil button stretches over the whole value, so the value itself is what a pointer
      // presses; its name stays `name` and it is described by the value it edits.
      <Box component="span" sx={VALUE_SX}>
        <span id={valueId}>{shown}</span>
        <EditButton
          name={name}
          valueId={valueId}
          disabled={disabled}
          onOpen={open}
          buttonRef={buttonRef}
        />
      </Box>
    );
  }

  return (
    // Until the editor's code arrives (on the first edit), the value stays in its place.
    <Suspense fallback={<span>{shown}</span>}>
      <ValueEditor
        label={label}
        choices={choices}
        range={range}
        multiline={multiline}
        draft={draft}
        error={error}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
    </Suspense>
  );
}
