import { lazy, Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { paths } from '@/config/paths';
import type { Character } from '@/domain/character';
import { changePortrait, PORTRAIT_BASE, type PortraitChange } from '@/domain/portrait';
import { useAddStatBlock } from '@/state/add-stat-block';
import { UNDO_ALERT_MS, useAlertActions } from '@/state/alerts';
import { useCharacters } from '@/state/characters';
import { useCampaigns } from '@/state/campaigns';
import { ALL_CAMPAIGNS } from '@/domain/campaigns';
import { useCharacterTransfer } from '@/state/character-transfer';
import { CharacterPrint } from '@/components/character-print';
import { RelationshipsRow } from '@/components/relationships-row';
import { CharacterShareActions, type ShareHandlers } from '@/components/character-share-actions';
import type { LibraryView } from '@/domain/library-view';
import { BackupToolbar } from './backup-toolbar';
import { useCard } from '@/state/card';
import { CAROUSEL_HEIGHT } from './carousel-layout';
import { CharacterCarousel } from './character-carousel';
import { CharacterGrid } from './character-grid';
import { CharacterList } from './character-list';
import { LibraryToolbar } from './library-toolbar';
import { useCharacterSearch } from './use-character-search';
import { CampaignButtons, CampaignFilterField } from './campaign-controls';
import { CampaignRows } from './campaign-rows';
import { paintedPart } from '@/config/first-paint';
import { useT } from '@/components/i18n';

/** Read story's `Add stat block`, for a saved character made before a game system was chosen. */
function AddSavedStatBlock({ character }: { character: Character }) {
  const { offered, addToSaved } = useAddStatBlock();
  const t = useT();
  if (!offered(character)) return null;
  return (
    <Button size="small" startIcon={<ListAltIcon />} onClick={() => void addToSaved(character)}>
      {t('statBlock.add')}
    </Button>
  );
}

/** What the screen shows before anything is saved. */
function NoCharacters() {
  const t = useT();
  return (
    // The page painted at build time hides this from a visitor who has saved characters, until
    // the app shows them.
    <Paper
      variant="outlined"
      {...paintedPart('starterCharacter')}
      {...paintedPart('noCharacters')}
      sx={{ p: 3, maxWidth: 560, textAlign: 'center', mx: 'auto' }}
    >
      <Typography variant="h6" component="p" gutterBottom>
        {t('characters.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('characters.empty.text')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.generator}
        variant="contained"
        startIcon={<AutoFixHighIcon />}
      >
        {t('characters.empty.go')}
      </Button>
    </Paper>
  );
}

/**
 * The page painted at build time cannot know a returning visitor's characters. It carries card
 * frames with a light outline portrait, shown only when the page's head script found saved
 * characters, so the screen has its shape and its pictures before the app's code arrives; the
 * app then draws the real cards in their place.
 */
function SavedCardsPlaceholder() {
  return (
    <Box
      {...paintedPart('savedOnly')}
      aria-hidden
      // Room for the search bar the real list has above it.
      sx={{ display: 'flex', gap: 2, justifyContent: 'center', pt: 11 }}
    >
      {[0, 1, 2].map((index) => (
        <Card
          key={index}
          sx={{
            width: 300,
            height: CAROUSEL_HEIGHT - 70,
            flexShrink: 0,
            flexDirection: 'column',
            p: 2,
            gap: 0.5,
            // One card on phones, two on medium screens, three on wide ones, as the carousel.
            display: index === 0 ? 'flex' : { xs: 'none', [index === 1 ? 'sm' : 'lg']: 'flex' },
          }}
        >
          <Skeleton variant="text" width="75%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="text" width="55%" />
          {[0, 1, 2, 3, 4].map((line) => (
            <Skeleton key={line} variant="text" width="65%" />
          ))}
          <Box
            component="img"
            src={`${PORTRAIT_BASE}/portrait-placeholder.svg`}
            alt=""
            sx={{
              display: 'block',
              mx: 'auto',
              mt: 'auto',
              mb: 5,
              width: 171,
              height: 256,
              objectFit: 'contain',
            }}
          />
        </Card>
      ))}
    </Box>
  );
}

// The dialog (and the dialog code of MUI) is downloaded on the first Read story.
const CharacterDialog = lazy(() =>
  import(/* webpackChunkName: "character-dialog" */ './character-dialog').then((module) => ({
    default: module.CharacterDialog,
  })),
);

/** Focuses the heading of the screen now shown, once it is there (its code may still load). */
function focusScreenHeading(left: string, tries = 60) {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && heading.textContent !== left) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  } else if (tries > 0) {
    requestAnimationFrame(() => focusScreenHeading(left, tries - 1));
  }
}

/** What a search that matches nobody shows, with the way back to every character. */
function NoMatch({
  query,
  onClear,
  onAllCampaigns,
}: {
  query: string;
  onClear: () => void;
  onAllCampaigns: () => void;
}) {
  // With no search, it is the campaign chosen that has nobody in it.
  const searching = !!query.trim();
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, textAlign: 'center', mx: 'auto' }}>
      <Typography variant="h6" component="p" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {searching ? t('characters.noMatch', { name: query }) : t('characters.noneInCampaign')}
      </Typography>
      <Button variant="outlined" onClick={searching ? onClear : onAllCampaigns}>
        {searching ? t('characters.clearSearch') : t('characters.allCampaigns')}
      </Button>
    </Paper>
  );
}

/**
 * The character open in Read story, and the notes typed there that could not be stored. An open
 * story has its own entry in the browser's history, so Back closes it (on a phone, where it fills
 * the screen, Back is how people leave it) rather than leaving My Characters.
 */
function useReading(characters: Character[], updateNotes: (id: string, notes: string) => boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const inHistory = (location.state as { readStory?: unknown } | null)?.readStory;
  const readInHistory = typeof inHistory === 'string' ? inHistory : null;
  // The character being read. The id stays set while the dialog closes, so it does not go blank.
  const [reading, setReading] = useState<{ id: string; open: boolean } | null>(() =>
    readInHistory ? { id: readInHistory, open: true } : null,
  );
  const readCharacter = reading ? (characters.find((c) => c.id === reading.id) ?? null) : null;
  const open = !!reading?.open && readInHistory === reading.id;
  // Notes the browser refused to store, by character: shown (and tried again) when reopened.
  const [unsavedNotes, setUnsavedNotes] = useState<Record<string, string>>({});

  const here = `${location.pathname}${location.search}`;
  const onRead = useCallback(
    (character: Character) => {
      setReading({ id: character.id, open: true });
      void navigate(here, { state: { readStory: character.id } });
    },
    [navigate, here],
  );
  const onClose = useCallback(() => {
    setReading((r) => (r ? { ...r, open: false } : r));
    // Closed by its button or Escape: its history entry goes too, so Back leaves the screen.
    if (readInHistory) void navigate(-1);
  }, [navigate, readInHistory]);

  const onSaveNotes = useCallback(
    (character: Character, notes: string) => {
      const ok = updateNotes(character.id, notes);
      setUnsavedNotes((all) => {
        if (ok && !(character.id in all)) return all;
        const next = { ...all };
        if (ok) delete next[character.id];
        else next[character.id] = notes;
        return next;
      });
      return ok;
    },
    [updateNotes],
  );
  return {
    reading,
    setReading,
    open,
    onClose,
    readInHistory,
    readCharacter,
    unsavedNotes,
    onRead,
    onSaveNotes,
  };
}

/**
 * Deletes a saved character with an `Undo` on its alert. The pressed button is gone with its
 * card, so the keyboard focus stays on the screen.
 */
function useDeleteWithUndo(regionRef: RefObject<HTMLDivElement | null>) {
  const { characters, removeCharacter, restoreCharacter } = useCharacters();
  const { addAlert } = useAlertActions();
  const t = useT();
  return useCallback(
    (character: Character) => {
      const index = characters.findIndex((c) => c.id === character.id);
      if (!removeCharacter(character)) return;
      addAlert({
        severity: 'success',
        message: t('characters.removed'),
        durationMs: UNDO_ALERT_MS,
        action: {
          label: t('generator.undo'),
          onClick: () => {
            // The picture waits out the Undo window (see forgetPictureAfterUndo), so it is still there.
            if (restoreCharacter(character, index)) {
              addAlert({ severity: 'success', message: t('characters.restored') });
            }
            regionRef.current?.focus({ preventScroll: true });
          },
        },
      });
      regionRef.current?.focus({ preventScroll: true });
    },
    [characters, removeCharacter, restoreCharacter, addAlert, regionRef, t],
  );
}

/** Read story of a saved character: its story, notes, portrait, campaigns and relationships. */
function ReadStory({
  story,
  characters,
  onOpenInGenerator,
  shareHandlers,
  onPortraitChange,
}: {
  story: ReturnType<typeof useReading>;
  characters: Character[];
  onOpenInGenerator: (character: Character) => void;
  shareHandlers: ShareHandlers;
  onPortraitChange: (character: Character, change: PortraitChange) => void;
}) {
  if (!story.reading) return null;
  return (
    <Suspense fallback={null}>
      <CharacterDialog
        character={story.readCharacter}
        open={story.open}
        onClose={story.onClose}
        onOpenInGenerator={onOpenInGenerator}
        onSaveNotes={story.onSaveNotes}
        onPortraitChange={onPortraitChange}
        actions={(character) => (
          <>
            <AddSavedStatBlock character={character} />
            <CharacterShareActions character={character} handlers={shareHandlers} />
          </>
        )}
        unsavedNotes={story.unsavedNotes[story.reading.id]}
        related={(character) => (
          <>
            <CampaignRows character={character} />
            <RelationshipsRow
              relationships={character.relationships}
              openerFor={(id) => {
                const other = characters.find((c) => c.id === id);
                return other ? () => story.onRead(other) : null;
              }}
            />
          </>
        )}
      />
    </Suspense>
  );
}

/** The characters the search and filter leave, in the chosen view, or why there are none. */
function ShownCharacters({
  characters,
  view,
  sort,
  query,
  onDelete,
  onRead,
  shareHandlers,
  onClearSearch,
  onAllCampaigns,
}: {
  characters: Character[];
  view: LibraryView;
  sort: string;
  query: string;
  onDelete: (character: Character) => void;
  onRead: (character: Character) => void;
  shareHandlers: ShareHandlers;
  onClearSearch: () => void;
  onAllCampaigns: () => void;
}) {
  if (characters.length === 0) {
    return <NoMatch query={query} onClear={onClearSearch} onAllCampaigns={onAllCampaigns} />;
  } else if (view === 'grid') {
    return (
      <CharacterGrid
        characters={characters}
        onDelete={onDelete}
        onRead={onRead}
        shareHandlers={shareHandlers}
      />
    );
  } else if (view === 'list') {
    // A new `Sort by` order replaces a sort by column.
    return <CharacterList key={sort} characters={characters} onRead={onRead} />;
  } else {
    return (
      // A new search or order starts again from the first page.
      <CharacterCarousel
        key={`${sort}\n${query}`}
        characters={characters}
        onDelete={onDelete}
        onRead={onRead}
        shareHandlers={shareHandlers}
      />
    );
  }
}

/**
 * My Characters: the saved characters, found by search, sorted, in a carousel, a grid or a list; each
 * one can be read whole (with notes) and deleted in two steps.
 */
export function CharactersPage() {
  const { characters, updateNotes, view, setView, replaceSaved } = useCharacters();
  const { current, showCharacter, replaceCurrent } = useCard();
  const transfer = useCharacterTransfer();
  const shareHandlers = transfer.actions;
  const navigate = useNavigate();
  const regionRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const { query, setQuery, sort, setSort, campaign, setCampaign, visible } =
    useCharacterSearch(characters);

  const { campaigns } = useCampaigns();
  // With a campaign chosen, Export and Copy all act on the characters shown, named after it.
  const chosen = campaigns.find((c) => c.id === campaign);
  const scope = chosen ? { campaign: chosen, characters: visible } : undefined;

  const story = useReading(characters, updateNotes);
  const { onRead, setReading, readInHistory } = story;

  const onDelete = useDeleteWithUndo(regionRef);
  const t = useT();
  const myCharacters = t('nav.characters');

  const onOpenInGenerator = useCallback(
    (character: Character) => {
      setReading(null);
      // Already on the card (opened before): the card takes its latest notes.
      if (character.id === current.id) replaceCurrent(character);
      else showCharacter(character);
      // The button that was pressed leaves with this screen: the keyboard focus goes to the
      // generator's heading instead of being dropped on the page.
      // The open story's history entry gives way to the generator: Back returns to the list.
      void Promise.resolve(navigate(paths.generator, { replace: !!readInHistory })).then(() =>
        focusScreenHeading(myCharacters),
      );
    },
    [current.id, showCharacter, replaceCurrent, navigate, setReading, readInHistory, myCharacters],
  );

  const clearSearch = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <Box ref={regionRef} tabIndex={-1} sx={{ outline: 'none' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {myCharacters}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        <BackupToolbar
          printable={visible}
          onExport={(options) => void transfer.exportAll(scope, options)}
          onExportAs={(format) => void transfer.exportAs(format, scope)}
          onImport={(file) => void transfer.importFile(file)}
          onPrint={shareHandlers.print}
          onCopy={(shown) => void transfer.copyAll(shown, scope)}
        />
        <CampaignButtons />
      </Box>
      {/* The browser's own print shows the sheets of the characters listed, as Print all. */}
      <CharacterPrint {...transfer.printing} browserPrint={visible} />
      {characters.length > 0 ? (
        <>
          <LibraryToolbar
            query={query}
            onQueryChange={setQuery}
            sort={sort}
            onSortChange={setSort}
            view={view}
            onViewChange={setView}
            searchRef={searchRef}
            filter={<CampaignFilterField value={campaign} onChange={setCampaign} />}
          />
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            sx={{ mb: 1, minHeight: '1.43em' }}
          >
            {query.trim() && visible.length > 0
              ? `${visible.length} of ${characters.length} characters`
              : ''}
          </Typography>
          <ShownCharacters
            characters={visible}
            view={view}
            sort={sort}
            query={query}
            onDelete={onDelete}
            onRead={onRead}
            shareHandlers={shareHandlers}
            onClearSearch={clearSearch}
            onAllCampaigns={() => setCampaign(ALL_CAMPAIGNS)}
          />
          <ReadStory
            story={story}
            characters={characters}
            onOpenInGenerator={onOpenInGenerator}
            shareHandlers={shareHandlers}
            onPortraitChange={(character, change) =>
              replaceSaved({
                ...changePortrait(character, change),
                updatedAt: new Date().toISOString(),
              })
            }
          />
        </>
      ) : (
        <>
          <NoCharacters />
          {/* Only the build-time render has no saved characters to know of. */}
          {typeof window === 'undefined' && <SavedCardsPlaceholder />}
        </>
      )}
    </Box>
  );
}
