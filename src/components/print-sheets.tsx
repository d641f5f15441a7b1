import { memo, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Character } from '@/domain/character';
import { CHARACTER_ROWS } from '@/domain/character-rows';
import { CharacterSheet } from './character-sheet';
import { useT } from './i18n';

const ROOT_CLASS = 'cg-print-root';
/** The sheets of a print the user asked for (not those kept ready for the browser's own print). */
const JOB_CLASS = 'cg-print-job';
/** Several sheets to a page (a group's members). */
const COMPACT_CLASS = 'cg-print-compact';

/**
 * Shown only in print, where everything else on the page is hidden: one sheet per character in
 * an 11 pt serif, the portrait floating right, the attributes in two pairs of columns, so a
 * six-paragraph story fits one A4 or Letter page.
 */
const PRINT_STYLE = `
.${ROOT_CLASS} { display: none; }
@media print {
  @page { margin: 11mm; }
  html, body { background: #fff !important; }
  body > *:not(.${ROOT_CLASS}) { display: none !important; }
  /* A print asked for shows its own sheets only, not the ones another part of the screen keeps
     ready for the browser's print (the card's, under a group). */
  body:has(> .${JOB_CLASS}) > .${ROOT_CLASS}:not(.${JOB_CLASS}) { display: none !important; }
  .${ROOT_CLASS} {
    display: block; color: #000; background: #fff;
    font: 11pt/1.32 Georgia, 'Times New Roman', Times, serif;
  }
  .${ROOT_CLASS} .cg-sheet * { font: inherit; color: inherit; letter-spacing: normal; }
  .${ROOT_CLASS} .cg-sheet { break-after: page; }
  .${ROOT_CLASS} .cg-sheet:last-child { break-after: auto; }
  .${ROOT_CLASS} .cg-sheet h1 { font-size: 20pt; line-height: 1.2; font-weight: bold; margin: 0; }
  .${ROOT_CLASS} .cg-sheet .cg-epithet { font-size: 13pt; font-style: italic; margin: 1mm 0 3mm; }
  .${ROOT_CLASS} .cg-sheet .cg-portrait {
    display: block; float: right; width: 46mm; margin: 0 0 3mm 6mm; padding: 0; background: none;
  }
  .${ROOT_CLASS} .cg-sheet .cg-portrait a { display: block; width: 100%; height: auto; }
  .${ROOT_CLASS} .cg-sheet .cg-portrait img {
    display: block; width: 46mm; height: auto; max-height: 66mm; object-fit: contain;
  }
  .${ROOT_CLASS} .cg-sheet dl {
    display: grid; grid-template-columns: max-content 1fr max-content 1fr; gap: 1mm 4mm;
    margin: 0 0 4mm;
  }
  .${ROOT_CLASS} .cg-sheet dl.cg-table-ready { grid-template-columns: max-content 1fr; }
  .${ROOT_CLASS} .cg-sheet dt { font-weight: bold; }
  .${ROOT_CLASS} .cg-sheet dd { margin: 0; overflow-wrap: anywhere; }
  .${ROOT_CLASS} .cg-sheet h2 { font-size: 14pt; font-weight: bold; margin: 0 0 2mm; }
  .${ROOT_CLASS} .cg-sheet p { margin: 0 0 2mm; text-align: justify; hyphens: auto; orphans: 3; widows: 3; }
  .${ROOT_CLASS} .cg-sheet .cg-notes { margin-top: 4mm; white-space: pre-wrap; }
  .${ROOT_CLASS} .cg-sheet dl.cg-abilities { grid-template-columns: repeat(6, 1fr); text-align: center; }
  .${ROOT_CLASS} .cg-sheet :is(h1, h2, p) { overflow-wrap: anywhere; }
  .${ROOT_CLASS} .cg-sheet dl.cg-abilities dd { white-space: nowrap; }
  .${ROOT_CLASS} .cg-sheet :is(.cg-actions-label, .cg-actions) { grid-column: 1 / -1; }
  .${ROOT_CLASS} .cg-sheet .cg-actions p { margin: 0 0 1mm; }
  .${ROOT_CLASS} .cg-sheet .cg-spells { list-style: none; margin: 0 0 1mm; padding: 0; }
  .${ROOT_CLASS} .cg-sheet .cg-actions strong { font-weight: bold; font-style: italic; }
  .${ROOT_CLASS} .cg-sheet .cg-attribution { font-size: 7.5pt; text-align: left; margin: 0 0 4mm; }
  .${ROOT_CLASS}.${COMPACT_CLASS} { font-size: 8.5pt; line-height: 1.2; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet .cg-story { column-count: 2; column-gap: 5mm; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet {
    break-after: auto; break-inside: avoid; display: flow-root;
    padding: 0 0 3mm; margin: 0 0 3mm; border-bottom: 0.3mm solid #000;
  }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet:last-child { border-bottom: none; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet h1 { font-size: 12pt; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet .cg-epithet { font-size: 10pt; margin: 0 0 1.5mm; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet h2 { font-size: 10.5pt; margin: 0 0 1mm; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet dl { margin: 0 0 2mm; gap: 0.5mm 3mm; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet p { margin: 0 0 1mm; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet .cg-portrait { width: 26mm; margin: 0 0 2mm 4mm; }
  .${ROOT_CLASS}.${COMPACT_CLASS} .cg-sheet .cg-portrait img { width: 26mm; max-height: 36mm; }
}
`;

/**
 * One character's sheet. Kept ready for the browser's print, the sheets follow the list shown:
 * a search redraws only the sheets that come or go, not every one.
 */
const PrintedSheet = memo(function PrintedSheet({
  character,
  lazyPortrait,
  compact,
}: {
  character: Character;
  lazyPortrait: boolean | undefined;
  compact: boolean;
}) {
  const notes = character.notes?.trim();
  const t = useT();
  return (
    <CharacterSheet
      character={character}
      rows={CHARACTER_ROWS}
      variant="print"
      lazyPortrait={lazyPortrait}
      compact={compact}
    >
      {notes && <h2>{t('sheet.notes')}</h2>}
      {notes && <p className="cg-notes">{notes}</p>}
    </CharacterSheet>
  );
});

export interface PrintSheetsProps {
  characters: readonly Character[];
  /** The sheets are on the page (pictures perhaps still loading). */
  onReady?: (root: HTMLElement) => void;
  /** Sheets kept ready for the browser's own print: portraits download only when printed. */
  lazyPortraits?: boolean;
  /** A print the user asked for: on paper, only its sheets show. */
  job?: boolean;
  /** Several sheets to a page where they fit, in smaller type (a group's members). */
  compact?: boolean;
}

/**
 * The characters' sheets at the end of the page, for print only. They are the Read story
 * dialog's sheet with every attribute and the notes as text; values are text, never markup.
 */
export function PrintSheets({
  characters,
  onReady,
  lazyPortraits,
  job = false,
  compact = false,
}: PrintSheetsProps) {
  const className = [ROOT_CLASS, job && JOB_CLASS, compact && COMPACT_CLASS]
    .filter(Boolean)
    .join(' ');
  const root = useRef<HTMLDivElement>(null);
  // Once per job: the sheets are keyed by it, and the callback stays the same meanwhile.
  useEffect(() => {
    if (root.current) onReady?.(root.current);
  }, [onReady]);
  return createPortal(
    <div ref={root} className={className}>
      <style>{PRINT_STYLE}</style>
      {characters.map((character) => (
        <PrintedSheet
          key={character.id}
          character={character}
          lazyPortrait={lazyPortraits}
          compact={compact}
        />
      ))}
    </div>,
    document.body,
  );
}
