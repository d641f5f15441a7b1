import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Character } from '@/domain/character';
import type { ShareHandlers } from '@/components/character-share-actions';
import {
  ARROW_GAP,
  CARD_GAP,
  CAROUSEL_HEIGHT,
  SHADOW_ROOM,
  carouselLayout,
  clampPage,
  pageCount,
  rebasePage,
} from './carousel-layout';
import { SavedCharacterCard } from './saved-character-card';
import { useElementWidth } from './use-element-width';
import { useT, type Translate } from '@/components/i18n';

export interface CharacterCarouselProps {
  characters: Character[];
  onDelete: (character: Character) => void;
  onRead: (character: Character) => void;
  shareHandlers: ShareHandlers;
}

/**
 * The page shown, kept in bounds. The page index is kept with the cards per page it was counted
 * in: when fewer or more cards fit, the page that holds the same first card is shown; when the
 * last card of the last page is deleted, the index steps back into bounds.
 */
function useCarouselPage(count: number, cardsPerPage: number) {
  const pages = pageCount(count, cardsPerPage);
  const [paging, setPaging] = useState({ page: 0, cardsPerPage });
  let page = paging.page;
  if (paging.cardsPerPage !== cardsPerPage)
    page = rebasePage(page, paging.cardsPerPage, cardsPerPage);
  page = clampPage(page, pages);
  if (page !== paging.page || paging.cardsPerPage !== cardsPerPage) {
    setPaging({ page, cardsPerPage });
  }

  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Neighbouring pages are rendered (and their portraits fetched) once the user starts paging,
  // so a first visit downloads only the portraits it shows.
  const [paged, setPaged] = useState(false);
  // The button just pressed is disabled at either end: the focus goes to the other one once the
  // new page is drawn (before that, the other one may still be disabled too, on two pages).
  const focusAfterPaging = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const arrow = focusAfterPaging.current;
    focusAfterPaging.current = null;
    arrow?.focus();
  }, [page]);
  const goTo = (target: number, byArrowKey = false) => {
    const next = clampPage(target, pages);
    if (next === page) return;
    setPaged(true);
    setPaging({ page: next, cardsPerPage });
    if (byArrowKey) return;
    if (next === pages - 1 && next > 0) focusAfterPaging.current = previousRef.current;
    if (next === 0 && pages > 1) focusAfterPaging.current = nextRef.current;
  };
  return { page, pages, paged, goTo, previousRef, nextRef };
}

type CarouselPage = ReturnType<typeof useCarouselPage>;

/** The arrows and the "Page n of m" line, placed by {@link arrange}. */
function pageControls({ page, pages, goTo, previousRef, nextRef }: CarouselPage, t: Translate) {
  return {
    previous: (
      <IconButton
        ref={previousRef}
        aria-label={t('library.previousPage')}
        disabled={page === 0}
        onClick={() => goTo(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
    ),
    next: (
      <IconButton
        ref={nextRef}
        aria-label={t('library.nextPage')}
        disabled={page >= pages - 1}
        onClick={() => goTo(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    ),
    position:
      pages > 1 ? (
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minWidth: 96 }}>
          {t('library.pageOf', { page: page + 1, pages })}
        </Typography>
      ) : null,
  };
}

/** How far a finger must travel sideways, and how much more than up or down, to page. */
const SWIPE_MIN_PX = 40;
const SWIPE_SLOPE = 1.5;

/**
 * A finger's sideways swipe pages the carousel: towards the left for the next page, towards the
 * right for the previous one. Only touch counts (a mouse drag selects text as usual). The
 * viewport leaves vertical moves to the browser (`touch-action: pan-y`), so the page still
 * scrolls under a finger that starts on a card.
 */
function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'touch' && event.isPrimary) {
        start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      }
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > SWIPE_SLOPE * Math.abs(dy)) {
        onSwipe(dx < 0 ? 1 : -1);
      }
    },
    // The browser took the gesture over (a scroll): no swipe.
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

interface TrackProps extends Omit<CharacterCarouselProps, 'characters'> {
  characters: Character[];
  layout: ReturnType<typeof carouselLayout>;
  page: number;
  paged: boolean;
  onSwipe: (step: 1 | -1) => void;
}

/** The row of cards that slides by a page; cards off the page are out of reach. */
function CarouselTrack({ characters, layout, page, paged, onSwipe, ...cardProps }: TrackProps) {
  const { cardsPerPage, cardWidth, viewportWidth, pageStep } = layout;
  // The slots of this page and the pages beside it; the ones further away are not drawn.
  const from = Math.max(0, page - 1) * cardsPerPage;
  const to = Math.min(characters.length, (page + 2) * cardsPerPage);
  return (
    <Box
      {...useSwipe(onSwipe)}
      sx={{
        touchAction: 'pan-y pinch-zoom',
        width: viewportWidth,
        maxWidth: '100%',
        height: CAROUSEL_HEIGHT,
        overflow: 'hidden',
        p: `${SHADOW_ROOM}px`,
        boxSizing: 'border-box',
        flexShrink: 0,
      }}
    >
      <Box
        data-testid="carousel-track"
        sx={{
          display: 'flex',
          gap: `${CARD_GAP}px`,
          height: '100%',
          transform: `translateX(${-page * pageStep}px)`,
          transition: (theme) =>
            theme.transitions.create('transform', {
              duration: theme.transitions.duration.complex,
              easing: theme.transitions.easing.easeInOut,
            }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        {from > 0 && (
          // Stands for the slots of the pages before: the track's place stays the same.
          <div style={{ width: from * (cardWidth + CARD_GAP) - CARD_GAP, flexShrink: 0 }} />
        )}
        {characters.slice(from, to).map((character, offset) => {
          const cardPage = Math.floor((from + offset) / cardsPerPage);
          const onPage = cardPage === page;
          return (
            // A plain element with inline style, and only for the pages a slide can show, so a
            // filter over thousands of characters draws a few slots, not one per character.
            // Keyed by place, not by character: a filter or a search redraws the cards in place.
            <div
              key={(from + offset).toString()}
              aria-hidden={!onPage || undefined}
              inert={!onPage}
              style={{ width: cardWidth, height: '100%', flexShrink: 0 }}
            >
              {(onPage || (paged && Math.abs(cardPage - page) <= 1)) && (
                <SavedCharacterCard character={character} width={cardWidth} {...cardProps} />
              )}
            </div>
          );
        })}
      </Box>
    </Box>
  );
}

/** Arrows beside the cards where there is room, under them otherwise. */
function arrange(
  arrowsBeside: boolean,
  viewport: ReactNode,
  { previous, next, position }: ReturnType<typeof pageControls>,
) {
  if (arrowsBeside) {
    return (
      <>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: `${ARROW_GAP}px`,
          }}
        >
          {previous}
          {viewport}
          {next}
        </Box>
        {position && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>{position}</Box>
        )}
      </>
    );
  }
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>{viewport}</Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
        {previous}
        {position && <Box sx={{ textAlign: 'center' }}>{position}</Box>}
        {next}
      </Box>
    </>
  );
}

/**
 * The saved characters, a page of cards at a time. The arrows move one page per click within
 * bounds and the row of cards slides left or right. Cards off the current page are hidden from
 * assistive technology and the keyboard; once the user pages, the pages next to the current one
 * are rendered too, so a long list does not fetch every portrait at once.
 */
export function CharacterCarousel({ characters, ...cardProps }: CharacterCarouselProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const layout = carouselLayout(useElementWidth(container));
  const paging = useCarouselPage(characters.length, layout.cardsPerPage);
  const { page, goTo } = paging;
  const t = useT();

  // Left and Right page the carousel while the focus is in it. A card's own control that pages
  // out of view would take the focus with it: the carousel keeps it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    if (target !== container && target.closest('[data-testid="carousel-track"]')) {
      container?.focus();
    }
    goTo(page + (event.key === 'ArrowRight' ? 1 : -1), true);
  };

  const viewport = (
    <CarouselTrack
      characters={characters}
      layout={layout}
      page={page}
      paged={paging.paged}
      onSwipe={(step) => goTo(page + step, true)}
      {...cardProps}
    />
  );
  return (
    <Box
      ref={setContainer}
      role="region"
      aria-roledescription={t('library.carouselRole')}
      aria-label={t('library.saved')}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {arrange(layout.arrowsBeside, viewport, pageControls(paging, t))}
    </Box>
  );
}
