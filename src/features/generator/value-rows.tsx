import { memo } from 'react';
import Box from '@mui/material/Box';
import type { Character, RerollableProperty } from '@/domain/character';
import type { CharacterRow } from '@/domain/character-rows';
import type { LockableProperty, Locks } from '@/domain/locks';
import { RerollButton } from '@/components/reroll-button';
import { EditableValue } from './editable-value';
import { LockButton } from './lock-button';
import { STACKED, TOUCH_TARGETS } from './bottom-bar';
import { useT } from '@/components/i18n';
import { rowLabelId } from '@/domain/i18n/catalogs';

export interface ValueRowsProps {
  rows: readonly CharacterRow[];
  character: Character;
  loading: boolean;
  locks: Locks;
  onEdit: (property: LockableProperty, value: string | number) => void;
  onReroll: (property: RerollableProperty) => void;
  onToggleLock: (property: LockableProperty) => void;
  /** A row whose value is kept off the screen: "Hidden" shows instead, and it cannot be edited. */
  hidden?: LockableProperty;
  /**
   * Sentences rather than words: each label stands above its value, which takes the whole width
   * with the buttons after it, instead of a narrow column beside the labels.
   */
  stacked?: boolean;
}

// Label over value; the reroll and lock right after the value, not at the far edge.
const STACKED_ROW = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) max-content',
  gridTemplateAreas: '"label label" "value actions"',
  alignItems: 'center',
  columnGap: 2,
  '& dt': { gridArea: 'label' },
  '& dd:not([data-row-actions])': { gridArea: 'value' },
  '& dd[data-row-actions]': { gridArea: 'actions' },
};

interface RowActionsProps {
  property: LockableProperty;
  label: string;
  disabled: boolean;
  locked: boolean;
  onReroll: (property: RerollableProperty) => void;
  onToggleLock: (property: LockableProperty) => void;
}

/**
 * A row's reroll and lock. They stay as they are when only the values change, so Generate
 * redraws the values alone, not every button and tooltip of the card.
 */
const RowActions = memo(function RowActions({
  property,
  label,
  disabled,
  locked,
  onReroll,
  onToggleLock,
}: RowActionsProps) {
  return (
    <dd data-row-actions>
      {/* Its tooltip opens to the right, past the lock: to the left it would cover the
          value's Edit button, above or below the next row. */}
      <RerollButton
        label={label}
        disabled={disabled}
        onClick={() => onReroll(property)}
        placement="right"
        offset={44}
      />
      <LockButton label={label} locked={locked} onToggle={() => onToggleLock(property)} />
    </dd>
  );
});

/**
 * Each row's label and value (a button to edit it), its reroll and its lock, one row each, laid
 * out like the card's attributes.
 */
export function ValueRows({
  rows,
  character,
  loading,
  locks,
  onEdit,
  onReroll,
  onToggleLock,
  hidden,
  stacked = false,
}: ValueRowsProps) {
  const t = useT();
  return (
    <Box
      component="dl"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        rowGap: stacked ? 1 : 0.25,
        my: 2,
        '& > div': stacked ? STACKED_ROW : { display: 'flex', alignItems: 'center', columnGap: 2 },
        // As wide as the longest label, so the values line up.
        '& dt': {
          flex: 'none',
          minWidth: '5.25rem',
          fontSize: '0.875rem',
          lineHeight: 1.43,
          fontWeight: 500,
        },
        '& dd': { m: 0, fontSize: '1rem', lineHeight: 1.5, minWidth: 0, overflowWrap: 'anywhere' },
        '& dd[data-row-actions]': { flex: 'none', whiteSpace: 'nowrap' },
        // A fingertip's room on phones and tablets: 44 px buttons, apart from each other.
        [STACKED]: {
          rowGap: 0.5,
          '& dd[data-row-actions]': { display: 'flex', gap: 1, ...TOUCH_TARGETS },
        },
      }}
    >
      {rows.map((englishRow) => {
        const row = { ...englishRow, label: t(rowLabelId(englishRow.property)) };
        const secret = row.property === hidden;
        return (
          <div key={row.property}>
            <dt>{row.label}</dt>
            <dd>
              <EditableValue
                // Editing would show the value, so a hidden one waits until it is shown.
                row={secret ? { ...row, read: () => t('card.hidden') } : row}
                character={character}
                disabled={loading || secret}
                onEdit={onEdit}
              />
            </dd>
            <RowActions
              property={row.property}
              label={row.label}
              disabled={loading}
              locked={locks[row.property]}
              onReroll={onReroll}
              onToggleLock={onToggleLock}
            />
          </div>
        );
      })}
    </Box>
  );
}
