import { Fragment, useEffect, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import {
  fullName,
  isGender,
  shownValue,
  type Character,
  type RerollableProperty,
} from '@/domain/character';
import { CharacterShareActions } from '@/components/character-share-actions';
import { GenderIcon } from '@/components/fantasy-icons';
import { HydrateLater } from '@/components/hydrate-later';
import { Portrait } from '@/components/portrait';
import { RerollButton } from '@/components/reroll-button';
import type { LockableProperty, Locks } from '@/domain/locks';
import { BackgroundSection } from './background-section';
import { EditableValue } from './editable-value';
import { LockButton } from './lock-button';
import { BOTTOM_BAR, STACKED } from './bottom-bar';
import { GenerationProgress } from './generation-progress';

const ROWS: { label: string; property: LockableProperty }[] = [
  { label: 'First Name', property: 'firstName' },
  { label: 'Last Name', property: 'lastName' },
  { label: 'Epithet', property: 'epithet' },
  { label: 'Race', property: 'race' },
  { label: 'Class', property: 'characterClass' },
  { label: 'Gender', property: 'gender' },
  { label: 'Age', property: 'age' },
  { label: 'Alignment', property: 'alignment' },
];

/**
 * Where the portrait fits beside the text: a tablet held upright has the room too, though it
 * gets the stacked layout of a phone.
 */
const PORTRAIT_ROOM = '(min-width: 720px)';

export interface CharacterCardProps {
  character: Character;
  loading: boolean;
  saved: boolean;
  onGenerate: () => void;
  onSave: () => void;
  onReroll: (property: RerollableProperty) => void;
  onStop: () => void;
  locks: Locks;
  onToggleLock: (property: LockableProperty) => void;
  onEdit: (property: LockableProperty, value: string | number) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/** The character on screen, its rerolls, its background and the Generate and Save buttons. */
export function CharacterCard({
  character,
  loading,
  saved,
  onGenerate,
  onSave,
  onReroll,
  onStop,
  locks,
  onToggleLock,
  onEdit,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: CharacterCardProps) {
  // The build-time render has no screen to measure: it includes the portrait and CSS hides it
  // on phones. In the browser the portrait is only rendered (and downloaded) where it shows.
  const wide = useMediaQuery(PORTRAIT_ROOM, {
    noSsr: true,
    defaultMatches: typeof window === 'undefined',
  });
  const name = fullName(character);

  // Buttons are disabled while a request runs, which drops keyboard focus; it comes back to the
  // button that was pressed once the request is over.
  const lastPressed = useRef<HTMLElement | null>(null);
  const rememberPressed = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest('button');
    // Stop goes away with the request: focus then returns to the button that started it.
    if (button && !button.closest('[data-generation-progress]')) lastPressed.current = button;
  };
  useEffect(() => {
    if (loading) return;
    const button = lastPressed.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (button && button.isConnected && lost) button.focus();
  }, [loading]);

  // Undo or Redo pressed to its last step turns itself off: the keyboard moves to the other one.
  const undoRef = useRef<HTMLButtonElement>(null);
  const redoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const pressed = lastPressed.current;
    const active = document.activeElement;
    // Browsers differ: a focused button that turns disabled leaves focus on the page or keeps it.
    const lost =
      active === null || active === document.body || (active as HTMLButtonElement).disabled;
    if (!lost || loading) return;
    if (pressed === undoRef.current && !canUndo && canRedo) redoRef.current?.focus();
    if (pressed === redoRef.current && !canRedo && canUndo) undoRef.current?.focus();
  }, [canUndo, canRedo, loading]);

  return (
    <Card
      component="article"
      aria-label="Character"
      aria-busy={loading}
      onClickCapture={rememberPressed}
      // Clipped without becoming a scroll container, so the action bar can stick to the screen.
      sx={{ position: 'relative', overflow: 'clip' }}
    >
      {/* Reserved space, so the bar appearing moves nothing. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Generating" />}</Box>
      <GenerationProgress onStop={onStop} />
      {/* The page painted at build time hides this part from a returning visitor until the app
          shows their own character. */}
      <CardContent
        data-starter-character
        sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}
      >
        {wide && (
          <Box sx={{ display: 'none', [`@media ${PORTRAIT_ROOM}`]: { display: 'contents' } }}>
            <Portrait character={character} height={512} width="30%" />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h2"
            tabIndex={-1}
            // Below the phone's fixed app bar when scrolled to.
            sx={{ overflowWrap: 'anywhere', scrollMarginTop: 72, outline: 'none' }}
          >
            {name}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            {shownValue(character.race)} {shownValue(character.characterClass)}
            {isGender(character.gender) && (
              <GenderIcon gender={character.gender} fontSize="small" />
            )}
          </Typography>
          {/* Plain dt/dd styled once by the list: eight rows stay cheap to render. Their 24 buttons
              and tooltips are adopted after Generate. */}
          <HydrateLater>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                // Each reroll button right after the values, not at the far edge of a wide card.
                gridTemplateColumns: 'max-content minmax(0, max-content) max-content',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 0.25,
                my: 2,
                '& dt': { fontSize: '0.875rem', lineHeight: 1.43, fontWeight: 500 },
                '& dd': { m: 0, fontSize: '1rem', lineHeight: 1.5, overflowWrap: 'anywhere' },
              }}
            >
              {ROWS.map(({ label, property }) => (
                <Fragment key={property}>
                  <dt>{label}</dt>
                  <dd>
                    <EditableValue
                      label={label}
                      property={property}
                      character={character}
                      disabled={loading}
                      onEdit={onEdit}
                    />
                  </dd>
                  <dd style={{ whiteSpace: 'nowrap' }}>
                    <RerollButton
                      label={label}
                      disabled={loading}
                      onClick={() => onReroll(property)}
                    />
                    <LockButton
                      label={label}
                      locked={locks[property]}
                      onToggle={() => onToggleLock(property)}
                    />
                  </dd>
                </Fragment>
              ))}
            </Box>
          </HydrateLater>
          <HydrateLater>
            <BackgroundSection
              key={character.id}
              background={character.background}
              disabled={loading}
              onReroll={() => onReroll('background')}
            />
          </HydrateLater>
          {/* On phones and tablets the action row sticks to the bottom of the screen, so Generate
              and Save are in reach without scrolling past the whole story. */}
          <Box
            data-action-bar
            sx={{
              display: 'flex',
              gap: 2,
              mt: 3,
              flexWrap: 'wrap',
              [STACKED]: {
                position: 'sticky',
                bottom: 0,
                zIndex: 1,
                mx: -2,
                ...BOTTOM_BAR,
              },
            }}
          >
            <Button
              variant="contained"
              startIcon={<AutoFixHighIcon />}
              disabled={loading}
              onClick={onGenerate}
            >
              Generate
            </Button>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={saved ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
              disabled={loading || saved}
              onClick={onSave}
            >
              {saved ? 'Saved' : 'Save Character'}
            </Button>
            <Button ref={undoRef} startIcon={<UndoIcon />} disabled={!canUndo} onClick={onUndo}>
              Undo
            </Button>
            <Button ref={redoRef} startIcon={<RedoIcon />} disabled={!canRedo} onClick={onRedo}>
              Redo
            </Button>
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <HydrateLater>
              <CharacterShareActions character={character} disabled={loading} />
            </HydrateLater>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
