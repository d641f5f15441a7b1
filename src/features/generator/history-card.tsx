import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { fullName, type Character } from '@/domain/character';
import { ClassIcon, RaceIcon } from '@/components/fantasy-icons';
import { useTwoStepConfirm } from '@/components/use-two-step-confirm';

/** Rows shown at first; older ones come in pages of this size, so a long history stays light. */
const HISTORY_PAGE_SIZE = 50;

export interface HistoryCardProps {
  history: Character[];
  currentId: string;
  onSelect: (character: Character) => void;
  onRemove: (character: Character) => void;
  onClear: () => void;
}

const rowText = (c: Character) => `${fullName(c)} (${c.age})`;

interface HistoryRowProps {
  character: Character;
  isCurrent: boolean;
  onSelect: (character: Character) => void;
  onRemove: (character: Character) => void;
}

/** One history entry; memoised so a new character re-renders only the rows that changed. */
const HistoryRow = memo(function HistoryRow({
  character,
  isCurrent,
  onSelect,
  onRemove,
}: HistoryRowProps) {
  const icons = (
    <ListItemIcon sx={{ minWidth: 0, mr: 1, gap: 0.5, display: 'flex' }}>
      <RaceIcon race={character.race} fontSize="small" />
      <ClassIcon characterClass={character.characterClass} fontSize="small" />
    </ListItemIcon>
  );
  const text = (
    <ListItemText
      primary={rowText(character)}
      slotProps={{ primary: { sx: { fontWeight: isCurrent ? 700 : 400 } } }}
    />
  );
  return (
    <ListItem
      disablePadding
      aria-current={isCurrent ? 'true' : undefined}
      secondaryAction={
        <IconButton
          edge="end"
          size="small"
          aria-label={`Delete ${rowText(character)} from history`}
          onClick={() => onRemove(character)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      }
    >
      {isCurrent ? (
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 0.5, width: '100%' }}>
          {icons}
          {text}
        </Box>
      ) : (
        <ListItemButton
          aria-label={`Show ${rowText(character)}`}
          onClick={() => onSelect(character)}
        >
          {icons}
          {text}
        </ListItemButton>
      )}
    </ListItem>
  );
});

/** Every character that has been on screen, newest first. */
export function HistoryCard({ history, currentId, onSelect, onRemove, onClear }: HistoryCardProps) {
  const { armed, activate, disarm } = useTwoStepConfirm(onClear);
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  const newestFirst = history.slice(Math.max(0, history.length - shown)).reverse();
  const older = history.length - newestFirst.length;
  return (
    <Card component="section" aria-labelledby="history-title">
      <CardHeader
        title="History"
        slotProps={{ title: { id: 'history-title', component: 'h2', variant: 'h5' } }}
        action={
          <ClickAwayListener onClickAway={disarm}>
            <Button
              color={armed ? 'error' : 'primary'}
              variant={armed ? 'contained' : 'text'}
              disabled={history.length === 0}
              onClick={activate}
              sx={{ mt: 0.5 }}
            >
              {armed ? 'Confirm?' : 'Clear History'}
            </Button>
          </ClickAwayListener>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {history.length === 0 ? (
          <Typography color="text.secondary">No history yet</Typography>
        ) : (
          <Box sx={{ maxHeight: 500, overflowY: 'auto' }}>
            <List dense aria-label="Generated characters">
              {newestFirst.map((character) => (
                <HistoryRow
                  key={character.id}
                  character={character}
                  isCurrent={character.id === currentId}
                  onSelect={onSelect}
                  onRemove={onRemove}
                />
              ))}
            </List>
            {older > 0 && (
              <Button
                size="small"
                onClick={() => setShown((n) => n + HISTORY_PAGE_SIZE)}
                sx={{ ml: 1, mb: 1 }}
              >
                Show older ({older})
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
