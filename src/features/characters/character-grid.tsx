import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Character } from '@/domain/character';
import type { ShareHandlers } from '@/components/character-share-actions';
import { CARD_GAP, CARD_WIDTH, CAROUSEL_HEIGHT, SHADOW_ROOM } from './carousel-layout';
import { SavedCharacterCard } from './saved-character-card';
import { useElementWidth } from './use-element-width';
import { useRowsNearWindow } from './use-rows-near-window';
import { useT } from '@/components/i18n';

/** A card in the grid is as tall as in the carousel. */
const GRID_CARD_HEIGHT = CAROUSEL_HEIGHT - 2 * SHADOW_ROOM;
const ROW_HEIGHT = GRID_CARD_HEIGHT + CARD_GAP;
/** Rows rendered above and below the window, so scrolling and Tab never meet a gap. */
const OVERSCAN_ROWS = 1;
/** The widest a card grows to fill its column. */
const MAX_CARD_WIDTH = 380;

export interface CharacterGridProps {
  characters: Character[];
  onDelete: (character: Character) => void;
  onRead: (character: Character) => void;
  shareHandlers: ShareHandlers;
}

/** Columns of at least a card's width, as many as fit (one on a phone). */
function gridColumns(width: number | null): number {
  if (!width) return 3;
  return Math.max(1, Math.floor((width + CARD_GAP) / (CARD_WIDTH + CARD_GAP)));
}

/**
 * Every matching card in rows that scroll with the page. Only the rows near the window are
 * rendered (the rest is empty space of the right height), so a thousand characters scroll as
 * smoothly as ten and portraits load as they come near.
 */
export function CharacterGrid({ characters, onDelete, onRead, shareHandlers }: CharacterGridProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const measured = useElementWidth(container);
  const t = useT();
  const width = measured ? measured - 2 * SHADOW_ROOM : null;
  const columns = gridColumns(width);
  const rowCount = Math.ceil(characters.length / columns);
  const cardWidth = width
    ? Math.min(MAX_CARD_WIDTH, Math.floor((width - (columns - 1) * CARD_GAP) / columns))
    : CARD_WIDTH;

  const { first, last } = useRowsNearWindow(container, rowCount, ROW_HEIGHT, OVERSCAN_ROWS);
  const shown = characters.slice(first * columns, (last + 1) * columns);

  return (
    <Box
      ref={setContainer}
      role="region"
      aria-label={t('library.saved')}
      sx={{
        position: 'relative',
        height: Math.max(0, rowCount * ROW_HEIGHT - CARD_GAP),
        p: `${SHADOW_ROOM}px`,
        boxSizing: 'content-box',
      }}
    >
      <Box
        data-testid="grid-rows"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, ${cardWidth}px)`,
          gridAutoRows: `${GRID_CARD_HEIGHT}px`,
          gap: `${CARD_GAP}px`,
          justifyContent: 'center',
        }}
        style={{ transform: `translateY(${first * ROW_HEIGHT}px)` }}
      >
        {shown.map((character, offset) => (
          // Keyed by place in the list, not by character: a filter or a search that brings
          // other characters redraws the cards in place instead of building new ones, and
          // scrolling still builds only the rows that come into view.
          <SavedCharacterCard
            key={(first * columns + offset).toString()}
            character={character}
            width={cardWidth}
            onDelete={onDelete}
            onRead={onRead}
            shareHandlers={shareHandlers}
          />
        ))}
      </Box>
    </Box>
  );
}
