import { Fragment, useContext, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fullName, type Character } from '@/domain/character';
import {
  CHARACTER_ROWS,
  TABLE_READY_ROWS,
  rowLines,
  type CharacterRow,
} from '@/domain/character-rows';
import { rowLabelId } from '@/domain/i18n/catalogs';
import { useT } from './i18n';
import { groupLines } from '@/domain/relationships';
import { deriveStatBlock } from '@/domain/srd5/stat-block';
import { tableReadyLines } from '@/domain/table-ready/read';
import { Portrait } from './portrait';
import { useFaces } from './face-loader';
import {
  PrintedPicturesContext,
  usePicturedSubject,
  usePortraitPictureId,
  useUploadedPicture,
} from './uploaded-picture';
import {
  DEFAULT_PORTRAIT,
  portraitAlt,
  portraitPath,
  type PortraitChange,
} from '@/domain/portrait';
import { PrintedStatBlock, StatBlockView } from './stat-block-view';
import { StatsShownContext } from './stats-shown';
import { LabelledLines } from './labelled-lines';

export interface CharacterSheetProps {
  character: Character;
  /** The labelled attributes the sheet lists. */
  rows: readonly CharacterRow[];
  /**
   * `dialog`: under the Read story dialog's title, the story in a section of its own. `print`: a
   * printed page headed by the name, the story flowing round the portrait.
   */
  variant: 'dialog' | 'print';
  /** What follows the story (the notes). */
  children?: ReactNode;
  /** The portrait downloads only once the sheet is shown (a sheet kept ready for print). */
  lazyPortrait?: boolean;
  /** A printed sheet among several to a page: the story in two columns. */
  compact?: boolean;
  /** Changes the character's portrait: `Change portrait` under it in the dialog. */
  onPortraitChange?: ((change: PortraitChange) => void) | undefined;
}

function SheetPortrait({
  character,
  onPortraitChange,
}: {
  character: Character;
  onPortraitChange?: ((change: PortraitChange) => void) | undefined;
}) {
  return (
    <Box
      className="cg-portrait"
      sx={{
        flex: { sm: '0 0 220px' },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        p: 1,
      }}
    >
      <Portrait character={character} height={256} onChange={onPortraitChange} />
    </Box>
  );
}

/** Labels beside their values, the list taking the room the portrait leaves. */
function SheetList({ lines, className }: { lines: [string, string][]; className?: string }) {
  return (
    <LabelledLines lines={lines} className={className} sx={{ flex: 1, alignContent: 'start' }} />
  );
}

/** The character's stat block, where the app shows numbers and the character has some. */
function SheetStatBlock({
  character,
  variant,
}: Pick<CharacterSheetProps, 'character' | 'variant'>) {
  const shown = useContext(StatsShownContext);
  const block = shown && character.stats && deriveStatBlock(character, character.stats);
  return block ? <StatBlockView block={block} heading={variant === 'print' ? 'h2' : 'h3'} /> : null;
}

/** Every labelled value of a character, by its English label. */
const ROW_BY_LABEL = new Map(
  [...CHARACTER_ROWS, ...TABLE_READY_ROWS].map((row) => [row.label, row.property]),
);

/** Lines with their labels in the language shown (a group's lines keep theirs). */
function useLabelled() {
  const t = useT();
  return (lines: [label: string, value: string][]): [label: string, value: string][] =>
    lines.map(([label, value]) => {
      const property = ROW_BY_LABEL.get(label);
      return [property ? t(rowLabelId(property)) : label, value];
    });
}

/**
 * The rows At the table, the secret included: the sheet is the gamemaster's own (a saved
 * character read in full, or printed). Nothing for a character saved before these rows.
 */
function AtTheTable({ character, variant }: Pick<CharacterSheetProps, 'character' | 'variant'>) {
  const headingId = useId();
  const t = useT();
  const lines = useLabelled()(tableReadyLines(character));
  if (lines.length === 0) return null;
  const dialog = variant === 'dialog';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: dialog ? 3 : 0 }}>
      <Typography id={headingId} variant="h6" component={dialog ? 'h3' : 'h2'} sx={{ mb: 1 }}>
        {t('tableReady.title')}
      </Typography>
      <SheetList lines={lines} className="cg-table-ready" />
    </Box>
  );
}

/** The story's title and every paragraph, as direct parts of the sheet. */
function StoryParagraphs({
  character,
  titleId,
  variant,
}: Pick<CharacterSheetProps, 'character' | 'variant'> & { titleId: string }) {
  const { title, content } = character.background;
  const dialog = variant === 'dialog';
  return (
    <>
      {(title || dialog) && (
        <Typography id={titleId} variant="h6" component={dialog ? 'h3' : 'h2'}>
          {title || 'Story'}
        </Typography>
      )}
      {dialog && content.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No story was stored with this character.
        </Typography>
      ) : (
        content.map((paragraph, i) => (
          <Typography key={i} sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {paragraph}
          </Typography>
        ))
      )}
    </>
  );
}

/**
 * The portrait on a printed page: the character's uploaded picture, or the user's picture for its
 * race and class (read before the print job's sheets go on the page), or else its drawn face,
 * with drawn faces, or its classic picture.
 */
function PrintedPortrait({ character, lazy }: { character: Character; lazy?: boolean }) {
  const pictureId = usePortraitPictureId(character);
  const read = useContext(PrintedPicturesContext).get(pictureId ?? '');
  const uploaded = useUploadedPicture(read ? undefined : pictureId);
  const { faces, wanted } = useFaces();
  const own = read ?? uploaded;
  if (own) {
    const alt = portraitAlt(character);
    return <PrintedImage src={own} alt={alt} lazy={lazy} uploaded />;
  }
  if (!wanted) return <ClassicPrintedPortrait character={character} lazy={lazy} />;
  const DrawnPortrait = faces?.DrawnPortrait;
  return (
    <div className="cg-portrait">
      {DrawnPortrait && (
        <DrawnPortrait variant="print" character={character} loading={lazy ? 'lazy' : undefined} />
      )}
    </div>
  );
}

/** A picture on a printed page, which opens in a new tab from the screen. */
function PrintedImage({
  src,
  alt,
  lazy,
  uploaded,
  onError,
}: {
  src: string;
  alt: string;
  lazy?: boolean | undefined;
  uploaded?: boolean;
  onError?: () => void;
}) {
  return (
    <div className="cg-portrait">
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open the portrait of ${alt} in a new tab`}
      >
        <img
          src={src}
          alt={alt}
          loading={lazy ? 'lazy' : undefined}
          onError={onError}
          data-uploaded-portrait={uploaded || undefined}
        />
      </a>
    </div>
  );
}

/** The classic picture on a printed page; a file that fails to load gives way to the default one. */
function ClassicPrintedPortrait({ character, lazy }: { character: Character; lazy?: boolean }) {
  const path = portraitPath(usePicturedSubject(character));
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === path ? DEFAULT_PORTRAIT : path;
  const alt = portraitAlt(character);
  return <PrintedImage src={src} alt={alt} lazy={lazy} onError={() => setFailed(path)} />;
}

/** A plain list of labels beside their values, for a printed page. */
function PrintedList({ lines, className }: { lines: [string, string][]; className?: string }) {
  return (
    <dl className={className}>
      {lines.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The printed page: the same parts as the dialog's sheet in plain elements, laid out by the print
 * sheet's own rules. Every saved character has one kept ready for the browser's print, so they
 * must be cheap to draw.
 */
function PrintedPage({
  character,
  rows,
  children,
  lazyPortrait,
  compact,
}: Omit<CharacterSheetProps, 'variant'>) {
  const tableId = useId();
  const t = useT();
  const labelled = useLabelled();
  const shown = useContext(StatsShownContext);
  const block = shown && character.stats && deriveStatBlock(character, character.stats);
  const table = labelled(tableReadyLines(character));
  const { title, content } = character.background;
  const paragraphs = content.map((paragraph, i) => <p key={i}>{paragraph}</p>);
  return (
    <article className="cg-sheet">
      <PrintedPortrait character={character} lazy={lazyPortrait} />
      <h1>
        <bdi>{fullName(character) || t('characters.unnamed')}</bdi>
      </h1>
      {character.epithet && <p className="cg-epithet">{character.epithet}</p>}
      {/* The group and the relationships with the attributes: a paper copy names them too. */}
      <PrintedList lines={[...labelled(rowLines(rows, character)), ...groupLines(character)]} />
      {table.length > 0 && (
        <section aria-labelledby={tableId}>
          <h2 id={tableId}>{t('tableReady.title')}</h2>
          <PrintedList lines={table} className="cg-table-ready" />
        </section>
      )}
      {block && <PrintedStatBlock block={block} />}
      {title && <h2>{title}</h2>}
      {compact ? <div className="cg-story">{paragraphs}</div> : paragraphs}
      {children}
    </article>
  );
}

/**
 * A character in full: epithet, portrait, the labelled attributes, the rows At the table, the
 * stat block (with a game system) and the whole story, then what the caller adds. The Read story
 * dialog and the printed page both show it.
 */
export function CharacterSheet({
  character,
  rows,
  variant,
  children,
  lazyPortrait,
  compact,
  onPortraitChange,
}: CharacterSheetProps) {
  const titleId = useId();
  const labelled = useLabelled();
  if (variant === 'print') {
    return (
      <PrintedPage character={character} rows={rows} lazyPortrait={lazyPortrait} compact={compact}>
        {children}
      </PrintedPage>
    );
  }
  const epithet = character.epithet && (
    <Typography
      className="cg-epithet"
      color="text.secondary"
      sx={{ fontStyle: 'italic', mb: 2, overflowWrap: 'anywhere' }}
    >
      {character.epithet}
    </Typography>
  );
  const story = <StoryParagraphs character={character} titleId={titleId} variant={variant} />;
  return (
    <div className="cg-sheet">
      {epithet}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'stretch', sm: 'flex-start' },
        }}
      >
        <SheetPortrait character={character} onPortraitChange={onPortraitChange} />
        <SheetList lines={labelled(rowLines(rows, character))} />
      </Box>
      <AtTheTable character={character} variant={variant} />
      <SheetStatBlock character={character} variant={variant} />
      <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
        {story}
      </Box>
      {children}
    </div>
  );
}
