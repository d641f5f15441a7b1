import { memo, useMemo, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { fullName, shownValue, type Character } from '@/domain/character';
import {
  LIST_COLUMNS,
  notesExcerpt,
  sortByColumn,
  type ColumnSort,
  type ListColumn,
} from '@/domain/library';
import { PortraitThumb } from '@/components/portrait-thumb';
import { useRowsNearWindow } from './use-rows-near-window';
import { useT } from '@/components/i18n';
import type { MessageId } from '@/domain/i18n/catalogs';

/** Every row is one line high, so the rows near the window can be worked out from the scroll. */
const ROW_HEIGHT = 41;
/** Rows rendered above and below the window, so scrolling and Tab never meet a gap. */
const OVERSCAN_ROWS = 10;

/** Each column's width; the notes take the rest. */
const COLUMN_WIDTHS: Record<ListColumn, number | undefined> = {
  Name: 240,
  Race: 100,
  Class: 112,
  Alignment: 150,
  Age: 96,
  Notes: undefined,
};

/** Each column's heading in the language shown. */
const COLUMN_IDS: Record<ListColumn, MessageId> = {
  Name: 'library.column.name',
  Race: 'library.column.race',
  Class: 'library.column.class',
  Alignment: 'library.column.alignment',
  Age: 'library.column.age',
  Notes: 'library.column.notes',
};

export interface CharacterListProps {
  characters: Character[];
  onRead: (character: Character) => void;
}

/** The cells of one character, in the columns' order. */
function cells(character: Character, unnamed: string): Record<ListColumn, string> {
  return {
    Name: fullName(character) || unnamed,
    Race: shownValue(character.race),
    Class: shownValue(character.characterClass),
    Alignment: shownValue(character.alignment),
    Age: shownValue(character.age),
    Notes: notesExcerpt(character.notes),
  };
}

/** One character's row: a Tab stop, opened by a click or Enter. Drawn again only when it changes. */
const CharacterRow = memo(function CharacterRow({
  character,
  index,
  onRead,
}: {
  character: Character;
  index: number;
  onRead: (character: Character) => void;
}) {
  const t = useT();
  const values = cells(character, t('characters.unnamed'));
  return (
    <TableRow
      hover
      tabIndex={0}
      data-index={index}
      aria-rowindex={index + 2}
      onClick={() => onRead(character)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onRead(character);
      }}
    >
      {LIST_COLUMNS.map((column) => (
        <TableCell key={column} title={values[column]} align={column === 'Age' ? 'right' : 'left'}>
          {/* Only the rows near the window are drawn, so only their pictures are read. */}
          {/* No space of text before the name: the cell reads as the name alone. */}
          {column === 'Name' && (
            <PortraitThumb
              key={character.id}
              character={character}
              width={24}
              height={36}
              gap={0.5}
            />
          )}
          {/* Isolated: text written right to left stays within its cell's own words. */}
          <bdi>{values[column]}</bdi>
        </TableCell>
      ))}
    </TableRow>
  );
});

/** Moves the focus to a row, once it is drawn (a row far away is first scrolled near). */
function focusRow(table: HTMLElement, index: number, tries = 10) {
  const row = table.querySelector<HTMLElement>(`tbody tr[data-index="${index}"]`);
  if (row) {
    row.focus();
    return;
  }
  const tbody = table.querySelector('tbody');
  if (!tbody || tries === 0) return;
  const top = tbody.getBoundingClientRect().top + window.scrollY + index * ROW_HEIGHT;
  window.scrollTo({ top: top - window.innerHeight / 2 });
  requestAnimationFrame(() => focusRow(table, index, tries - 1));
}

/**
 * The saved characters as a compact table: name, race, class, alignment, age and the start of
 * the notes. A click on a column's header sorts by it (again: the other way); otherwise the rows
 * follow `Sort by`. Only the rows near the window are drawn, so a thousand characters stay quick
 * to search and scroll. Each row is a Tab stop; the arrow keys, Home and End move between rows
 * and Enter reads the character's story, as a click does.
 */
export function CharacterList({ characters, onRead }: CharacterListProps) {
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  const [columnSort, setColumnSort] = useState<ColumnSort | null>(null);
  const t = useT();
  const rows = useMemo(
    () => (columnSort ? sortByColumn(characters, columnSort) : characters),
    [characters, columnSort],
  );
  const { first, last } = useRowsNearWindow(table, rows.length, ROW_HEIGHT, OVERSCAN_ROWS);
  const shown = rows.slice(first, last + 1);

  const sortBy = (column: ListColumn) =>
    setColumnSort((current) => ({
      column,
      direction: current?.column === column && current.direction === 'asc' ? 'desc' : 'asc',
    }));

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    if (!row || !table) return;
    const index = Number(row.dataset.index);
    const target = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    focusRow(table, Math.max(0, Math.min(rows.length - 1, target)));
  };

  return (
    // Narrow screens scroll the table sideways inside its box, never the page.
    <Box sx={{ overflowX: 'auto', px: 0.5, pb: 1 }}>
      <Table
        ref={setTable}
        size="small"
        aria-label={t('library.saved')}
        aria-rowcount={rows.length + 1}
        sx={{
          tableLayout: 'fixed',
          minWidth: 886,
          '& td, & th': {
            height: ROW_HEIGHT,
            boxSizing: 'border-box',
            py: 0,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
          '& tbody tr[data-index]': { cursor: 'pointer' },
          '& tbody tr:focus-visible': {
            outline: '3px solid var(--app-focus-ring)',
            outlineOffset: '-3px',
          },
        }}
      >
        <TableHead>
          <TableRow aria-rowindex={1}>
            {LIST_COLUMNS.map((column) => {
              const active = columnSort?.column === column;
              return (
                <TableCell
                  key={column}
                  sx={{ width: COLUMN_WIDTHS[column], fontWeight: 600 }}
                  align={column === 'Age' ? 'right' : 'left'}
                  sortDirection={active ? columnSort.direction : false}
                >
                  <TableSortLabel
                    active={active}
                    direction={active ? columnSort.direction : 'asc'}
                    onClick={() => sortBy(column)}
                  >
                    {t(COLUMN_IDS[column])}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody onKeyDown={onKeyDown}>
          {first > 0 && <tr aria-hidden style={{ height: first * ROW_HEIGHT }} />}
          {shown.map((character, offset) => (
            // Keyed by place, not by character: a filter, a search or a sort that brings other
            // characters redraws the rows in place instead of building new ones.
            <CharacterRow
              key={(first + offset).toString()}
              character={character}
              index={first + offset}
              onRead={onRead}
            />
          ))}
          {last < rows.length - 1 && (
            <tr aria-hidden style={{ height: (rows.length - 1 - last) * ROW_HEIGHT }} />
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
