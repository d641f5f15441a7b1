import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { fullName, type Character } from '@/domain/character';
import { SAVED_CHARACTER_ROWS } from '@/domain/character-rows';
import { rowLabelId } from '@/domain/i18n/catalogs';
import { useT } from '@/components/i18n';
import { CharacterShareActions, type ShareHandlers } from '@/components/character-share-actions';
import { notesExcerpt } from '@/domain/library';
import { Portrait } from '@/components/portrait';
import { DeleteCharacterButton } from './delete-character-button';
import { LabelledLines } from '@/components/labelled-lines';

/** The portrait's height on a card. */
const CARD_PORTRAIT_HEIGHT = 256;
/** The least height left to the portrait where the text takes the room. */
const CARD_PORTRAIT_MIN_HEIGHT = 120;

export interface SavedCharacterCardProps {
  character: Character;
  width: number;
  onDelete: (character: Character) => void;
  /** Opens the whole character (story and notes). */
  onRead: (character: Character) => void;
  /** Share, Copy as text and Print; the same object for every card, so cards stay memoised. */
  shareHandlers: ShareHandlers;
}

/** The labelled lines Gender, Age, Race, Class and Alignment. */
function CardLines({ lines }: { lines: readonly (readonly [string, string])[] }) {
  return <LabelledLines lines={lines} variant="body2" sx={{ px: 2 }} />;
}

/** A line of the notes, whole in its tooltip. */
function NotesLine({ notes, excerpt }: { notes: string; excerpt: string }) {
  const t = useT();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      title={notes}
      sx={{
        px: 2,
        mt: 1,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      <Box component="span" sx={{ fontWeight: 500 }}>
        {t('characters.notesLabel')}
      </Box>{' '}
      {excerpt}
    </Typography>
  );
}

/**
 * One saved character: the full name as heading, the epithet and the one-line summary At the
 * table under it, the labelled lines Gender, Age, Race, Class and Alignment, a line of the
 * notes, the portrait and Read story.
 * A card is drawn again only when its own character changes, so typing in the search field
 * does not redraw the cards that stay.
 */
export const SavedCharacterCard = memo(function SavedCharacterCard({
  character,
  width,
  onDelete,
  onRead,
  shareHandlers,
}: SavedCharacterCardProps) {
  const headingId = useId();
  const excerpt = notesExcerpt(character.notes);
  const summary = character.tableReady?.summary;
  const t = useT();
  const name = fullName(character) || t('characters.unnamed');
  const lines = SAVED_CHARACTER_ROWS.map(
    (row) => [t(rowLabelId(row.property)), row.read(character)] as const,
  );
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      elevation={3}
      sx={{ width, height: '100%', flexShrink: 0, display: 'flex', flexDirection: 'column' }}
    >
      {/* The text comes whole: the portrait under it gives up height for it (a long summary, a
          large text size), down to a small picture. Only text longer than that is cut off (the
          whole character is in Read story). */}
      <Box sx={{ flex: '0 1 auto', minHeight: 0, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={headingId}
              variant="h6"
              component="h2"
              sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              <bdi>{name}</bdi>
            </Typography>
            {character.epithet && (
              // A subheading in looks only: as a heading it would skip levels under the name.
              <Typography
                variant="subtitle1"
                component="p"
                color="text.secondary"
                sx={{ fontStyle: 'italic', lineHeight: 1.4, overflowWrap: 'anywhere' }}
              >
                {character.epithet}
              </Typography>
            )}
            {summary && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {summary}
              </Typography>
            )}
          </Box>
          <Box sx={{ mt: -0.5, mr: -1 }}>
            {/* Its own for each character: a card redrawn for another one starts unarmed. */}
            <DeleteCharacterButton
              key={character.id}
              name={name}
              onConfirm={() => onDelete(character)}
            />
          </Box>
        </Box>
        <CardLines lines={lines} />
        {excerpt && <NotesLine notes={character.notes ?? ''} excerpt={excerpt} />}
      </Box>
      {/* The picture sits at the foot of the card, so portraits line up across a page; it takes
          the height the text leaves, at most its full size. */}
      <Box
        sx={{
          flex: '1 0 0',
          minHeight: CARD_PORTRAIT_MIN_HEIGHT,
          mb: 2,
          pt: 1.5,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-end',
        }}
      >
        <Box
          sx={{
            height: '100%',
            maxHeight: CARD_PORTRAIT_HEIGHT,
            aspectRatio: '2 / 3',
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          {/* A new picture for another character: the last one's never shows under this name
              while the new one loads. */}
          <Portrait key={character.id} character={character} height="100%" width="100%" />
        </Box>
      </Box>
      <Box
        sx={{
          px: 2,
          pb: 1.5,
          mt: -0.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Button
          size="small"
          startIcon={<MenuBookIcon />}
          aria-describedby={headingId}
          onClick={() => onRead(character)}
        >
          {t('characters.readStory')}
        </Button>
        <CharacterShareActions character={character} handlers={shareHandlers} compact />
      </Box>
    </Card>
  );
});
