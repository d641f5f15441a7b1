import { memo, useCallback, useDeferredValue, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import GroupsIcon from '@mui/icons-material/Groups';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import RedoIcon from '@mui/icons-material/Redo';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import UndoIcon from '@mui/icons-material/Undo';
import {
  fullName,
  isGender,
  shownValue,
  type Character,
  type RerollableProperty,
} from '@/domain/character';
import { GenderIcon } from '@/components/fantasy-icons';
import { HydrateLater } from '@/components/hydrate-later';
import { Portrait } from '@/components/portrait';
import { newCharacterId } from '@/domain/random';
import { withNewFace } from '@/domain/portrait';
import { useCard } from '@/state/card';
import type { LockableProperty, Locks } from '@/domain/locks';
import { CHARACTER_ROWS } from '@/domain/character-rows';
import { BackgroundSection } from './background-section';
import { StatBlockSection } from './stat-block-section';
import { BOTTOM_BAR, STACKED } from './bottom-bar';
import { CardTransferActions } from './card-transfer-actions';
import { GenerationProgress } from './generation-progress';
import { useCardFocus } from './use-card-focus';
import { TableReadySection } from './table-ready-section';
import { ValueRows } from './value-rows';
import { paintedPart } from '@/config/first-paint';
import { useModelCallRunning } from '@/state/generation-progress';

/**
 * Where the portrait fits beside the text: a tablet held upright has the room too, though it
 * gets the stacked layout of a phone.
 */
const PORTRAIT_ROOM = '(min-width: 720px)';
/** Where the card is wide enough for the picture at its full height beside the text. */
const PORTRAIT_FULL_SIZE = '(min-width: 1200px)';
const PORTRAIT_HEIGHT = 512;
/** The portraits are drawn 2 wide by 3 high. */
const PORTRAIT_WIDTH = Math.round((PORTRAIT_HEIGHT * 2) / 3);

export interface CharacterCardProps {
  character: Character;
  loading: boolean;
  saved: boolean;
  onGenerate: () => void;
  onSave: () => void;
  /**
   * Replaces the saved character the card's one was edited from (`Update saved copy`); absent
   * when there is none, or it is the same.
   */
  onUpdateSaved?: (() => void) | undefined;
  onReroll: (property: RerollableProperty) => void;
  onStop: () => void;
  locks: Locks;
  /**
   * The character was just put on the card as another one (Generate, a History row): its name
   * and values are drawn first, the sections below them a moment after.
   */
  drawn?: boolean;
  onToggleLock: (property: LockableProperty) => void;
  onEdit: (property: LockableProperty, value: string | number) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Opens the panel of `Generate several`, beside Generate. */
  onGenerateSeveral?: () => void;
  /** The row of the character's relationships, under its values. */
  relationships?: ReactNode;
}

/**
 * The card's portrait, with `Draw a new face` under a drawn face. Like any edit, the new face
 * makes a new character that Undo takes back; a saved copy keeps its face until
 * `Update saved copy`.
 */
function CardPortrait({ character, loading }: { character: Character; loading: boolean }) {
  const { replaceCurrent } = useCard();
  return (
    <Portrait
      character={character}
      height={PORTRAIT_HEIGHT}
      onNewFace={() => replaceCurrent({ ...withNewFace(character), id: newCharacterId() })}
      newFaceDisabled={loading}
    />
  );
}

/** The name, and race and class under it. */
function CardHeading({ character }: { character: Character }) {
  return (
    <>
      <Typography
        variant="h4"
        component="h2"
        tabIndex={-1}
        // Below the phone's fixed app bar when scrolled to.
        sx={{ overflowWrap: 'anywhere', scrollMarginTop: 72, outline: 'none' }}
      >
        {fullName(character)}
      </Typography>
      <Typography
        variant="subtitle1"
        component="p"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
      >
        {shownValue(character.race)} {shownValue(character.characterClass)}
        {isGender(character.gender) && <GenderIcon gender={character.gender} fontSize="small" />}
      </Typography>
    </>
  );
}

type ActionBarProps = Pick<
  CharacterCardProps,
  | 'loading'
  | 'saved'
  | 'onGenerate'
  | 'onSave'
  | 'onUpdateSaved'
  | 'canUndo'
  | 'canRedo'
  | 'onUndo'
  | 'onRedo'
  | 'onGenerateSeveral'
> & {
  generateRef: Ref<HTMLButtonElement>;
  saveRef: Ref<HTMLButtonElement>;
  undoRef: Ref<HTMLButtonElement>;
  redoRef: Ref<HTMLButtonElement>;
};

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
 * Generate, Save, Undo and Redo. On phones and tablets the row sticks to the bottom of the
 * screen, so Generate and Save are in reach without scrolling past the whole story.
 */
function ActionBar({
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
  return (
    <Box
      data-action-bar
      data-bottom-bar
      sx={{
        display: 'flex',
        gap: 2,
        mt: 3,
        flexWrap: 'wrap',
        [STACKED]: { position: 'sticky', bottom: 0, zIndex: 1, mx: -2, ...BOTTOM_BAR },
      }}
    >
      <Button
        ref={generateRef}
        variant="contained"
        startIcon={<AutoFixHighIcon />}
        disabled={loading}
        onClick={onGenerate}
      >
        Generate
      </Button>
      {onGenerateSeveral && (
        <Button
          variant="outlined"
          startIcon={<GroupsIcon />}
          disabled={loading}
          onClick={onGenerateSeveral}
        >
          Generate several
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
        {saved ? 'Saved' : 'Save Character'}
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
          Update saved copy
        </Button>
      )}
      <Button
        ref={undoRef}
        startIcon={<UndoIcon />}
        disabled={!canUndo}
        onClick={onUndo}
        sx={ARROW_ONLY_ON_PHONES}
      >
        <span data-button-label>Undo</span>
      </Button>
      <Button
        ref={redoRef}
        startIcon={<RedoIcon />}
        disabled={!canRedo}
        onClick={onRedo}
        sx={ARROW_ONLY_ON_PHONES}
      >
        <span data-button-label>Redo</span>
      </Button>
    </Box>
  );
}

type SectionsProps = Pick<
  CharacterCardProps,
  'character' | 'loading' | 'locks' | 'onEdit' | 'onReroll' | 'onToggleLock'
>;

/** The sections under the values: at the table, the numbers and the story. */
const Sections = memo(function Sections(props: SectionsProps) {
  const { character, loading, onReroll } = props;
  const rerollBackground = useCallback(() => onReroll('background'), [onReroll]);
  return (
    <>
      <TableReadySection {...props} />
      <StatBlockSection character={character} loading={loading} />
      <HydrateLater>
        <BackgroundSection
          key={character.id}
          background={character.background}
          disabled={loading}
          onReroll={rerollBackground}
        />
      </HydrateLater>
    </>
  );
});

/**
 * Another character's name and values are drawn first; the long sections below them follow at
 * once in a step of their own, so a click on Generate shows its name in the next frame rather
 * than after the whole card is redrawn. An edit shows at once where it was made.
 */
function SectionsBelow({ character, drawn, ...props }: SectionsProps & { drawn: boolean }) {
  const deferred = useDeferredValue(character);
  return <Sections character={drawn ? deferred : character} {...props} />;
}

/** The character on screen, its rerolls, its background and the Generate and Save buttons. */
export function CharacterCard(props: CharacterCardProps) {
  const { character, loading, saved, onStop, onReroll, canUndo, canRedo } = props;
  // The build-time render has no screen to measure: it includes the portrait and CSS hides it
  // on phones. In the browser the portrait is only rendered (and downloaded) where it shows.
  const wide = useMediaQuery(PORTRAIT_ROOM, {
    noSsr: true,
    defaultMatches: typeof window === 'undefined',
  });
  const { rememberPressed, ...buttonRefs } = useCardFocus(
    loading,
    saved,
    canUndo,
    canRedo,
    !!props.onUpdateSaved,
  );
  // During a model call the character stays readable, dimmed, under the text arriving above it;
  // inert, so it is neither read out beside the new one nor reachable by Tab.
  const calling = useModelCallRunning();

  return (
    <Card
      component="article"
      aria-label="Character"
      aria-busy={loading}
      onClickCapture={rememberPressed}
      // Clipped without becoming a scroll container, so the action bar can stick to the screen.
      // Brought into view below the phone's fixed app bar.
      sx={{ position: 'relative', overflow: 'clip', scrollMarginTop: 72 }}
    >
      {/* Reserved space, so the bar appearing moves nothing. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Generating" />}</Box>
      <GenerationProgress onStop={onStop} />
      {/* The page painted at build time hides this part from a returning visitor until the app
          shows their own character. */}
      <CardContent
        {...paintedPart('starterCharacter')}
        inert={calling}
        data-previous-character={calling || undefined}
        sx={{
          display: 'flex',
          gap: 3,
          alignItems: 'flex-start',
          opacity: calling ? 0.5 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {wide && (
          <Box
            sx={{
              display: 'none',
              [`@media ${PORTRAIT_ROOM}`]: { display: 'block', flexShrink: 0, width: '30%' },
              // On wide screens the picture itself is 512 px high, at its own proportions.
              [`@media ${PORTRAIT_FULL_SIZE}`]: { width: PORTRAIT_WIDTH },
            }}
          >
            <CardPortrait character={character} loading={loading} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <CardHeading character={character} />
          {/* Plain dt/dd styled once by the list: eight rows stay cheap to render. Their 24 buttons
              and tooltips are adopted after Generate. */}
          <HydrateLater>
            <ValueRows rows={CHARACTER_ROWS} {...props} />
          </HydrateLater>
          {props.relationships}
          <SectionsBelow
            character={character}
            drawn={props.drawn ?? false}
            loading={loading}
            locks={props.locks}
            onEdit={props.onEdit}
            onReroll={onReroll}
            onToggleLock={props.onToggleLock}
          />
          <ActionBar {...props} {...buttonRefs} />
          <Box sx={{ mt: 1.5 }}>
            <HydrateLater>
              <CardTransferActions character={character} disabled={loading} />
            </HydrateLater>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
