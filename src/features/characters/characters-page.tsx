import { useCallback, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { paths } from '@/config/paths';
import type { Character } from '@/domain/character';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useCharacters } from '@/state/characters';
import { BackupToolbar } from './backup-toolbar';
import { CharacterCarousel } from './character-carousel';

/** What the screen shows before anything is saved. */
function NoCharacters() {
  return (
    // The page painted at build time hides this from a visitor who has saved characters, until
    // the app shows them.
    <Paper
      variant="outlined"
      data-starter-character
      sx={{ p: 3, maxWidth: 560, textAlign: 'center', mx: 'auto' }}
    >
      <Typography variant="h6" component="p" gutterBottom>
        No saved characters yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Generate a character and press Save Character to keep it here.
      </Typography>
      <Button
        component={RouterLink}
        to={paths.generator}
        variant="contained"
        startIcon={<AutoFixHighIcon />}
      >
        Go to the Character Generator
      </Button>
    </Paper>
  );
}

/** My Characters: the saved characters in a carousel, each deletable in two steps. */
export function CharactersPage() {
  const { characters, removeCharacter, restoreCharacter } = useCharacters();
  const { addAlert } = useAlertActions();
  const regionRef = useRef<HTMLDivElement>(null);

  const onDelete = useCallback(
    (character: Character) => {
      const index = characters.findIndex((c) => c.id === character.id);
      if (!removeCharacter(character)) return;
      addAlert({
        severity: 'success',
        message: 'Character removed',
        durationMs: UNDO_ALERT_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            if (restoreCharacter(character, index)) {
              addAlert({ severity: 'success', message: 'Character restored' });
            }
            regionRef.current?.focus({ preventScroll: true });
          },
        },
      });
      // The pressed button is gone with its card: keep the keyboard focus on the screen.
      regionRef.current?.focus({ preventScroll: true });
    },
    [characters, removeCharacter, restoreCharacter, addAlert],
  );

  return (
    <Box ref={regionRef} tabIndex={-1} sx={{ outline: 'none' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        My Characters
      </Typography>
      <BackupToolbar printable={characters} />
      {characters.length > 0 ? (
        <CharacterCarousel characters={characters} onDelete={onDelete} />
      ) : (
        <NoCharacters />
      )}
    </Box>
  );
}
