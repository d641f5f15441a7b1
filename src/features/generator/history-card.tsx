import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { fullName, isCharacterClass, isRace } from '@/domain/character';
import { FANTASY_ICON_PATHS } from '@/components/fantasy-icon-paths';
import type { HistoryEntry } from '@/state/history';
import { useTwoStepConfirm } from '@/components/use-two-step-confirm';
import { paintedPart } from '@/config/first-paint';
import { useT } from '@/components/i18n';

/** Rows shown at first; older ones come in pages of this size, so a long history stays light. */
const HISTORY_PAGE_SIZE = 50;

export interface HistoryCardProps {
  history: HistoryEntry[];
  currentId: string;
  onSelect: (entry: HistoryEntry) => void;
  onRemove: (entry: HistoryEntry) => void;
  onClear: () => void;
}

const rowText = (c: HistoryEntry) => (c.age === null ? fullName(c) : `${fullName(c)} (${c.age})`);

interface HistoryRowProps {
  character: HistoryEntry;
  isCurrent: boolean;
  onSelect: (entry: HistoryEntry) => void;
  onRemove: (entry: HistoryEntry) => void;
}

/** Material's "Delete" icon. */
const DELETE_ICON_PATH = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z';

/** Material's "Help outline" icon, for a race or class the app has no icon for. */
const UNKNOWN_ICON_PATH =
  'M11 18h2v-2h-2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4';

/** The race's or class's icon; a value kept from storage that is not one of ours gets a "?". */
function RowIcon({ value, kind }: { value: string; kind: 'race' | 'class' }) {
  const path = isRace(value) || isCharacterClass(value) ? FANTASY_ICON_PATHS[value] : null;
  return (
    <svg viewBox={path ? '0 0 512 512' : '0 0 24 24'} focusable="false" role="img">
      <title>{value || `unknown ${kind}`}</title>
      <path d={path ?? UNKNOWN_ICON_PATH} />
    </svg>
  );
}

/**
 * One history entry, in plain elements styled once by the list (see `rowStyles`): a long history
 * stays quick to update and light in memory. Memoised, so a new character re-renders only the
 * rows that changed.
 */
const HistoryRow = memo(function HistoryRow({
  character,
  isCurrent,
  onSelect,
  onRemove,
}: HistoryRowProps) {
  const t = useT();
  const content = (
    <>
      <RowIcon value={character.race} kind="race" />
      <RowIcon value={character.characterClass} kind="class" />
      {/* The name isolated, so a direction mark in it cannot turn the age around. */}
      <span>
        <bdi>{fullName(character)}</bdi>
        {character.age !== null && ` (${character.age})`}
      </span>
    </>
  );
  return (
    <li aria-current={isCurrent ? 'true' : undefined}>
      {isCurrent ? (
        <div className="row">{content}</div>
      ) : (
        <button
          type="button"
          className="row"
          aria-label={t('history.show', { name: rowText(character) })}
          onClick={() => onSelect(character)}
        >
          {content}
        </button>
      )}
      <button
        type="button"
        className="delete"
        aria-label={t('history.delete', { name: rowText(character) })}
        onClick={() => onRemove(character)}
      >
        <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
          <path d={DELETE_ICON_PATH} />
        </svg>
      </button>
    </li>
  );
});

/** The looks of MUI's dense list with a delete button per item, for the plain rows above. */
const rowStyles: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  py: 1,
  px: 0,
  '& li': { display: 'flex', alignItems: 'center', pr: 0.5 },
  '& .row': {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: 0.5,
    pl: 2,
    pr: 1,
    py: 1,
    border: 0,
    borderRadius: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    ...theme.typography.body2,
    textAlign: 'left',
  },
  '& .row > span': { ml: 0.5, overflowWrap: 'anywhere' },
  '& [aria-current="true"] .row > span': { fontWeight: 700 },
  '& button.row': {
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
  },
  '& button:hover': { backgroundColor: 'action.hover' },
  '& svg': { width: '1.25rem', height: '1.25rem', flexShrink: 0, fill: 'currentColor' },
  '& .row svg': { color: 'action.active' },
  '& .delete': {
    display: 'inline-flex',
    flexShrink: 0,
    p: '5px',
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: 'action.active',
    cursor: 'pointer',
  },
});

const rowsOf = (root: HTMLElement | null) => Array.from(root?.querySelectorAll('ul > li') ?? []);

/** Every character that has been on screen, newest first. */
export function HistoryCard({ history, currentId, onSelect, onRemove, onClear }: HistoryCardProps) {
  const t = useT();
  const cardRef = useRef<HTMLElement>(null);
  // A deleted row's button (or Clear History, disabled once the list is empty) takes the keyboard
  // focus with it: it moves to the delete button now in that place, the one above, or the
  // History heading.
  const focusAfterRemoval = useRef<number | null>(null);
  const remove = useCallback(
    (entry: HistoryEntry) => {
      const index = rowsOf(cardRef.current).findIndex((li) => li.contains(document.activeElement));
      if (index >= 0) focusAfterRemoval.current = index;
      onRemove(entry);
    },
    [onRemove],
  );
  const clear = useCallback(() => {
    focusAfterRemoval.current = 0;
    onClear();
  }, [onClear]);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    focusAfterRemoval.current = null;
    if (index === null) return;
    const items = rowsOf(cardRef.current);
    const row = items[Math.min(index, items.length - 1)];
    const target =
      row?.querySelector<HTMLElement>('.delete') ??
      cardRef.current?.querySelector<HTMLElement>('#history-title');
    target?.focus();
  }, [history]);

  const { armed, activate, disarm } = useTwoStepConfirm(clear);
  const onClearKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && armed) {
      // Escape here cancels the clearing; it must not also close an alert.
      event.preventDefault();
      disarm();
    }
  };
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  const newestFirst = history.slice(Math.max(0, history.length - shown)).reverse();
  const older = history.length - newestFirst.length;
  return (
    <Card ref={cardRef} component="section" aria-labelledby="history-title">
      <CardHeader
        title={t('history.title')}
        slotProps={{
          title: {
            id: 'history-title',
            component: 'h2',
            variant: 'h5',
            tabIndex: -1,
            sx: { outline: 'none' },
          },
        }}
        action={
          <ClickAwayListener
            onClickAway={disarm}
            // Listening only while armed: an idle listener would still run on every click.
            mouseEvent={armed ? 'onClick' : false}
            touchEvent={armed ? 'onTouchEnd' : false}
          >
            <Button
              color={armed ? 'error' : 'primary'}
              variant={armed ? 'contained' : 'text'}
              disabled={history.length === 0}
              onClick={activate}
              onBlur={disarm}
              onKeyDown={onClearKeyDown}
              sx={{ mt: 0.5 }}
            >
              {armed ? t('history.confirm') : t('history.clear')}
            </Button>
          </ClickAwayListener>
        }
      />
      <CardContent {...paintedPart('starterCharacter')} sx={{ pt: 0 }}>
        {history.length === 0 ? (
          <Typography color="text.secondary">{t('history.empty')}</Typography>
        ) : (
          <Box sx={{ maxHeight: 500, overflowY: 'auto' }}>
            <Box component="ul" aria-label={t('history.list')} sx={rowStyles}>
              {newestFirst.map((character) => (
                <HistoryRow
                  key={character.id}
                  character={character}
                  isCurrent={character.id === currentId}
                  onSelect={onSelect}
                  onRemove={remove}
                />
              ))}
            </Box>
            {older > 0 && (
              <Button
                size="small"
                onClick={() => setShown((n) => n + HISTORY_PAGE_SIZE)}
                sx={{ ml: 1, mb: 1 }}
              >
                {t('history.older', { count: older })}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
