import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { fullName, type Character } from '@/domain/character';
import { readNpcWords, type NpcConstraints, type PackWords } from '@/domain/npc-words';
import { paths } from '@/config/paths';
import { useAlertActions } from '@/state/alerts';
import { useCard } from '@/state/card';
import { useCharacters } from '@/state/characters';
import { AlternativesList, alternativeId, NPC_COUNT, NpcCard } from './quick-npc-parts';
import { useT } from '@/components/i18n';
import { PhoneDialog } from '@/components/phone-dialog';

/** Makes `count` new NPCs that fit the constraints. */
export type MakeNpcs = (constraints: NpcConstraints, count: number) => Character[];

export interface QuickNpcDialogProps {
  open: boolean;
  onClose: () => void;
  makeNpcs: MakeNpcs;
  /** The races and classes of the packs that are on, which the words may name. */
  packs?: PackWords | undefined;
}

/** The NPCs made for the words: the first, then (a moment later) its alternatives. */
interface Rolled {
  constraints: NpcConstraints;
  key: string;
  npcs: Character[];
}

/** The first NPC with five alternatives, none of them of the same name. */
function withAlternatives(rolled: Rolled, makeNpcs: MakeNpcs): Rolled {
  const [first] = rolled.npcs;
  const others = makeNpcs(rolled.constraints, NPC_COUNT)
    .filter((npc) => !first || fullName(npc) !== fullName(first))
    .slice(0, NPC_COUNT - 1);
  return { ...rolled, npcs: [...rolled.npcs.slice(0, 1), ...others] };
}

/** The same constraints give the same key, whatever order the words came in. */
const keyOf = (constraints: NpcConstraints): string =>
  JSON.stringify(Object.entries(constraints).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The NPCs on show and the chosen one. A new NPC is on the card at once; its five alternatives
 * follow once the card is painted.
 */
function useRolledNpcs(makeNpcs: MakeNpcs) {
  const [rolled, setRolled] = useState<Rolled>(() => ({
    constraints: {},
    key: keyOf({}),
    npcs: makeNpcs({}, 1),
  }));
  const [chosen, setChosen] = useState(0);
  const roll = (constraints: NpcConstraints) => {
    setRolled({ constraints, key: keyOf(constraints), npcs: makeNpcs(constraints, 1) });
    setChosen(0);
  };
  useEffect(() => {
    if (rolled.npcs.length >= NPC_COUNT) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        setRolled((now) => (now === rolled ? withAlternatives(now, makeNpcs) : now)),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rolled, makeNpcs]);
  return { rolled, chosen, setChosen, roll };
}

/**
 * The dialog's keys: Ctrl+Enter (⌘+Enter) rolls again, Enter saves from the field or the list,
 * Up and Down step through the NPCs, and the shortcut again goes back to the field.
 */
function answerKey(
  event: KeyboardEvent,
  {
    field,
    another,
    save,
    step,
  }: {
    field: RefObject<HTMLInputElement | null>;
    another: () => void;
    save: () => void;
    step: (by: 1 | -1) => void;
  },
) {
  const command = event.ctrlKey || event.metaKey;
  const target = event.target as HTMLElement;
  // A focused button answers Enter itself; the field and the list are where Enter saves.
  const inList = target === field.current || target.getAttribute('role') === 'option';
  if (event.key === 'Enter' && command) {
    event.preventDefault();
    another();
  } else if (event.key === 'Enter' && inList && !event.shiftKey && !event.altKey) {
    event.preventDefault();
    save();
  } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && inList && !command) {
    event.preventDefault();
    step(event.key === 'ArrowDown' ? 1 : -1);
  } else if (event.key.toLowerCase() === 'k' && command) {
    // The shortcut again, with the dialog open: back to the field, its words ready to replace.
    event.preventDefault();
    field.current?.focus();
    field.current?.select();
  }
}

/** The dialog's title, and its Close button in the corner. */
function TitleWithClose({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <DialogTitle id={id} sx={{ pr: 7 }}>
        {t('nav.quickNpc')}
      </DialogTitle>
      <IconButton
        aria-label={t('npc.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </>
  );
}

/**
 * Quick NPC: a new NPC at once, narrowed by the words typed into `Who do you need?` (see
 * `readNpcWords`), with five alternatives under it. Up and Down choose, Enter saves the chosen
 * one to My Characters, Ctrl+Enter (⌘+Enter) rolls six new ones, Escape closes. Words not
 * understood are listed under the field. Full screen on a phone.
 */
export function QuickNpcDialog({ open, onClose, makeNpcs, packs }: QuickNpcDialogProps) {
  const { saveCharacter } = useCharacters();
  const { showCharacter } = useCard();
  const { addAlert } = useAlertActions();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { rolled, chosen, setChosen, roll } = useRolledNpcs(makeNpcs);
  const field = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const listId = useId();
  const [mac] = useState(isMac);
  const t = useT();

  const words = readNpcWords(text, { typing: true, ...(packs && { packs }) });
  const npc = rolled.npcs[chosen] ?? rolled.npcs[0];
  const alternatives = rolled.npcs.slice(1);
  const optionId = (index: number) => alternativeId(listId, index);

  // The NPCs change with what the words ask, not with each letter of a word still being typed
  // ("elf" becoming "elves" keeps the elves meanwhile).
  const change = (value: string) => {
    setText(value);
    const { constraints, pending } = readNpcWords(value, { typing: true, ...(packs && { packs }) });
    if (pending === undefined && keyOf(constraints) !== rolled.key) roll(constraints);
  };
  const another = () => roll(words.constraints);
  const save = () => {
    if (!npc || !saveCharacter(npc)) return;
    addAlert({
      severity: 'success',
      message: t('npc.saved', { name: fullName(npc) }),
      action: { label: t('nav.characters'), command: 'myCharacters' },
    });
    onClose();
  };
  const openInGenerator = () => {
    if (!npc) return;
    showCharacter(npc);
    onClose();
    void navigate(paths.generator);
  };

  const onKeyDown = (event: KeyboardEvent) =>
    answerKey(event, {
      field,
      another,
      save,
      step: (by) => setChosen((index) => (index + by + rolled.npcs.length) % rolled.npcs.length),
    });

  const unknown =
    words.unknown.length > 0 ? t('npc.notUnderstood', { name: words.unknown.join(', ') }) : '';
  const commandKey = mac ? '⌘' : 'Ctrl+';
  return (
    <PhoneDialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // The field takes the focus as the dialog opens, so typing starts at once.
      slotProps={{ transition: { onEntering: () => field.current?.focus() } }}
    >
      <TitleWithClose id={titleId} onClose={onClose} />
      <DialogContent sx={{ pt: 0 }}>
        <FormControl fullWidth sx={{ mt: 1 }}>
          <InputLabel htmlFor={fieldId}>{t('npc.who')}</InputLabel>
          <OutlinedInput
            id={fieldId}
            label={t('npc.who')}
            value={text}
            onChange={(event) => change(event.target.value)}
            inputRef={field}
            autoComplete="off"
            placeholder="old elf woman priest"
            inputProps={{
              role: 'combobox',
              'aria-expanded': true,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-describedby': `${fieldId}-help`,
              spellCheck: false,
              enterKeyHint: 'done',
              ...(chosen > 0 && { 'aria-activedescendant': optionId(chosen) }),
            }}
          />
          <FormHelperText id={`${fieldId}-help`} sx={{ minHeight: '1.66em' }}>
            {unknown}
          </FormHelperText>
        </FormControl>
        {npc && <NpcCard npc={npc} />}
        <AlternativesList
          alternatives={alternatives}
          chosen={chosen}
          onChoose={setChosen}
          listId={listId}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t('npc.keys', { name: commandKey })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={another} aria-keyshortcuts={mac ? 'Meta+Enter' : 'Control+Enter'}>
          {t('npc.another')}
        </Button>
        <Button onClick={openInGenerator}>{t('npc.openInGenerator')}</Button>
        <Button variant="contained" onClick={save} aria-keyshortcuts="Enter">
          {t('npc.save')}
        </Button>
      </DialogActions>
    </PhoneDialog>
  );
}
