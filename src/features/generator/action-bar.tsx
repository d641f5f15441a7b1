import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import GroupsIcon from '@mui/icons-material/Groups';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import RedoIcon from '@mui/icons-material/Redo';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import UndoIcon from '@mui/icons-material/Undo';
import { GENERATE_BUTTON_ID } from '@/config/paths';
import { BOTTOM_BAR, STACKED } from './bottom-bar';
import { useT } from '@/components/i18n';

export interface ActionBarProps {
  loading: boolean;
  saved: boolean;
  onGenerate: () => void;
  onSave: () => void;
  onUpdateSaved?: (() => void) | undefined;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onGenerateSeveral?: (() => void) | undefined;
  generateRef: Ref<HTMLButtonElement>;
  saveRef: Ref<HTMLButtonElement>;
  undoRef: Ref<HTMLButtonElement>;
  redoRef: Ref<HTMLButtonElement>;
}

/**
 * On a phone Undo and Redo show their arrows alone (their names stay for screen readers), so the
 * bar at the bottom of the screen stays two rows high with Generate several beside Generate.
 */
const ARROW_ONLY_ON_PHONES = {
  [STACKED]: {
    minWidth: 48,
    px: 1.5,
    '& .MuiButton-startIcon': { m: 0 },
    '& [data-button-label]': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
} as const;

/**
 * Generate, Save, Undo and Redo. At every width the row sticks to the bottom of the screen while
 * the card runs past it, so the next Generate is in reach wherever the user has read to. Undo and
 * Redo stay together at the end of the row: where the row wraps, they move as a pair.
 */
export function ActionBar({
  loading,
  saved,
  onGenerate,
  onSave,
  onUpdateSaved,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onGenerateSeveral,
  generateRef,
  saveRef,
  undoRef,
  redoRef,
}: ActionBarProps) {
  const t = useT();
  // Undo and Redo: the same arrow button, one a step back and one a step forward.
  const steps = [
    { label: t('generator.undo'), ref: undoRef, icon: <UndoIcon />, can: canUndo, run: onUndo },
    { label: t('generator.redo'), ref: redoRef, icon: <RedoIcon />, can: canRedo, run: onRedo },
  ];
  return (
    <Box
      data-action-bar
      data-bottom-bar
      sx={{
        display: 'flex',
        columnGap: 1.5,
        rowGap: 1,
        mt: 3,
        flexWrap: 'wrap',
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        mx: -2,
        ...BOTTOM_BAR,
      }}
    >
      <Button
        ref={generateRef}
        id={GENERATE_BUTTON_ID}
        variant="contained"
        startIcon={<AutoFixHighIcon />}
        disabled={loading}
        onClick={onGenerate}
      >
        {t('generator.generate')}
      </Button>
      {onGenerateSeveral && (
        <Button
          variant="outlined"
          startIcon={<GroupsIcon />}
          disabled={loading}
          onClick={onGenerateSeveral}
        >
          {t('generator.generateSeveral')}
        </Button>
      )}
      <Button
        ref={saveRef}
        variant="outlined"
        color="secondary"
        startIcon={saved ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
        disabled={loading || saved}
        onClick={onSave}
      >
        {saved ? t('generator.saved') : t('generator.save')}
      </Button>
      {onUpdateSaved && (
        <Button
          data-update-saved
          variant="outlined"
          color="secondary"
          startIcon={<SaveAsIcon />}
          disabled={loading}
          onClick={onUpdateSaved}
        >
          {t('generator.updateSaved')}
        </Button>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
        {steps.map(({ label, ref, icon, can, run }) => (
          <Button
            key={label}
            ref={ref}
            startIcon={icon}
            disabled={!can}
            onClick={run}
            sx={ARROW_ONLY_ON_PHONES}
          >
            <span data-button-label>{label}</span>
          </Button>
        ))}
      </Box>
    </Box>
  );
}
