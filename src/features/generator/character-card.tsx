import { memo, useCallback, useDeferredValue, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
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
import { changePortrait } from '@/domain/portrait';
import { useCard } from '@/state/card';
import type { LockableProperty, Locks } from '@/domain/locks';
import { CHARACTER_ROWS } from '@/domain/character-rows';
import { BackgroundSection } from './background-section';
import { StatBlockSection } from './stat-block-section';
import { ActionBar } from './action-bar';
import { CardTransferActions } from './card-transfer-actions';
import { GenerationProgress } from './generation-progress';
import { useCardFocus } from './use-card-focus';
import { TableReadySection } from './table-ready-section';
import { ValueRows } from './value-rows';
import { paintedPart } from '@/config/first-paint';
import { useModelCallRunning } from '@/state/generation-progress';
import { useSettings } from '@/state/settings';
import { useT } from '@/components/i18n';

/**
 * Where the portrait fits beside the text: a tablet held upright has the room too, though it
 * gets the stacked layout of a phone.
 */
const PORTRAIT_ROOM = '(min-width: 720px)';
/** Where the card is wide enough for the picture at its full height beside the text. */
const PORTRAIT_FULL_SIZE = '(min-width: 1200px)';
/** Where At the table and the stat block each have room for a column of their own. */
const SIDE_BY_SIDE = '(min-width: 1400px)';
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
 * The card's portrait, with `Change portrait` under it. Like any edit, a new face or picture
 * makes a new character that Undo takes back; a saved copy keeps its portrait until
 * `Update saved copy`.
 */
function CardPortrait({ character, loading }: { character: Character; loading: boolean }) {
  const { replaceCurrent } = useCard();
  return (
    <Portrait
      character={character}
      height={PORTRAIT_HEIGHT}
      onChange={(change) =>
        replaceCurrent({ ...changePortrait(character, change), id: newCharacterId() })
      }
      changeDisabled={loading}
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

type SectionsProps = Pick<
  CharacterCardProps,
  'character' | 'loading' | 'locks' | 'onEdit' | 'onReroll' | 'onToggleLock'
>;

/**
 * The card's grid where the portrait shows: the picture in the first column, the name and values
 * beside it; everything after them runs the card's full width under both, so no column stands
 * empty under the picture.
 */
const CARD_GRID = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: 3,
  alignItems: 'start',
  [`@media ${PORTRAIT_ROOM}`]: { gridTemplateColumns: '30% minmax(0, 1fr)' },
  [`@media ${PORTRAIT_FULL_SIZE}`]: {
    gridTemplateColumns: `${PORTRAIT_WIDTH}px minmax(0, 1fr)`,
  },
} as const;

/** The name and values: beside the portrait where it shows. */
const BESIDE_PORTRAIT = {
  gridColumn: '1 / -1',
  minWidth: 0,
  [`@media ${PORTRAIT_ROOM}`]: { gridColumn: 2, gridRow: 1 },
} as const;

/** A part of the card that runs its full width. */
const FULL_WIDTH = { gridColumn: '1 / -1', minWidth: 0 } as const;

/** With room, At the table goes under the portrait and the stat block beside it. */
const besideEachOther = (column: 1 | 2) => ({
  ...FULL_WIDTH,
  [`@media ${SIDE_BY_SIDE}`]: { gridColumn: column, gridRow: 2 },
});

/** The sections under the values: at the table, the numbers and the story. */
const Sections = memo(function Sections(props: SectionsProps) {
  const { character, loading, onReroll } = props;
  const rerollBackground = useCallback(() => onReroll('background'), [onReroll]);
  const numbers = useSettings().settings.gameSystem === 'srd5' && !!character.stats;
  return (
    <>
      <Box sx={numbers ? besideEachOther(1) : FULL_WIDTH}>
        <TableReadySection {...props} />
      </Box>
      <Box sx={numbers ? besideEachOther(2) : FULL_WIDTH}>
        <StatBlockSection character={character} loading={loading} />
      </Box>
      <Box sx={FULL_WIDTH}>
        <HydrateLater>
          <BackgroundSection
            key={character.id}
            background={character.background}
            disabled={loading}
            onReroll={rerollBackground}
          />
        </HydrateLater>
      </Box>
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
  const t = useT();

  return (
    <Card
      component="article"
      aria-label={t('card.name')}
      aria-busy={loading}
      onClickCapture={rememberPressed}
      // Clipped without becoming a scroll container, so the action bar can stick to the screen.
      // Brought into view below the phone's fixed app bar.
      sx={{ position: 'relative', overflow: 'clip', scrollMarginTop: 72 }}
    >
      {/* Reserved space, so the bar appearing moves nothing. */}
      <Box sx={{ height: 4 }}>
        {loading && <LinearProgress aria-label={t('card.generating')} />}
      </Box>
      <GenerationProgress onStop={onStop} />
      {/* The page painted at build time hides this part from a returning visitor until the app
          shows their own character. */}
      <CardContent
        {...paintedPart('starterCharacter')}
        inert={calling}
        data-previous-character={calling || undefined}
        sx={{ opacity: calling ? 0.5 : 1, transition: 'opacity 150ms' }}
      >
        <Box sx={CARD_GRID}>
          {wide && (
            <Box
              sx={{
                display: 'none',
                [`@media ${PORTRAIT_ROOM}`]: { display: 'block', gridColumn: 1, gridRow: 1 },
              }}
            >
              {/* On wide screens the picture itself is 512 px high, at its own proportions. */}
              <CardPortrait character={character} loading={loading} />
            </Box>
          )}
          <Box sx={BESIDE_PORTRAIT}>
            <CardHeading character={character} />
            {/* Plain dt/dd styled once by the list: eight rows stay cheap to render. Their 24
                buttons and tooltips are adopted after Generate. */}
            <HydrateLater>
              <ValueRows rows={CHARACTER_ROWS} {...props} />
            </HydrateLater>
            {props.relationships}
          </Box>
          <SectionsBelow
            character={character}
            drawn={props.drawn ?? false}
            loading={loading}
            locks={props.locks}
            onEdit={props.onEdit}
            onReroll={onReroll}
            onToggleLock={props.onToggleLock}
          />
        </Box>
        {/* Outside the grid, so it sticks to the screen all along the card. */}
        <ActionBar {...props} {...buttonRefs} />
        <Box sx={{ mt: 1.5 }}>
          <HydrateLater>
            <CardTransferActions character={character} disabled={loading} />
          </HydrateLater>
        </Box>
      </CardContent>
    </Card>
  );
}
