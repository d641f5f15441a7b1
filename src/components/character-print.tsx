import {
  startTransition,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { Character } from '@/domain/character';
import { loadFaces } from './face-loader';
import { PortraitStyleContext } from './portrait-style';
import { PrintedPicturesContext, usePrintedPictures } from './uploaded-picture';

/**
 * The sheets' code, downloaded with the first print; with drawn faces, the drawing code too, so
 * the sheets never go to print before their faces.
 */
const loadSheets = (faces: boolean) =>
  Promise.all([
    import(/* webpackChunkName: "character-actions" */ './print-sheets'),
    faces ? loadFaces() : null,
  ]).then(([m]) => m.PrintSheets);

type Sheets = Awaited<ReturnType<typeof loadSheets>>;

/**
 * Up to this many characters, the sheets for the browser's own print stay on the page (hidden on
 * screen); a longer list is drawn only when the browser starts printing.
 */
const KEPT_READY = 50;

export interface CharacterPrintProps {
  /** The characters to print now (`compact`: several to a page), or none. */
  job: { id: number; characters: readonly Character[]; compact?: boolean } | null;
  onReady: (root: HTMLElement) => void;
  /** The sheets' code did not download. */
  onLoadFailed: () => void;
  /** What the browser's own print (its menu, Ctrl+P) shows instead of the screen. */
  browserPrint?: readonly Character[];
}

/**
 * Whether the browser is printing the page now (between its beforeprint and afterprint).
 * `beforePrint` runs in the same synchronous update, for state that must be on the page too.
 */
function useBrowserPrinting(enabled: boolean, beforePrint: () => void) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    // The sheets must be on the page before the browser lays it out for print.
    const before = () =>
      flushSync(() => {
        beforePrint();
        setPrinting(true);
      });
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [enabled, beforePrint]);
  return printing;
}

/**
 * Puts a print job's sheets on the page (downloading their code first), for print only. With
 * `browserPrint`, the code downloads once the page is idle, so the browser's own print finds
 * the sheets too.
 */
export function CharacterPrint({ job, onReady, onLoadFailed, browserPrint }: CharacterPrintProps) {
  const [sheets, setSheets] = useState<{ render: Sheets } | null>(null);
  // The code once downloaded, even while the sheets it draws are still being prepared.
  const loaded = useRef<{ render: Sheets } | null>(null);
  const forBrowser = browserPrint !== undefined;
  const faces = useContext(PortraitStyleContext) === 'faces';
  // Printing before the sheets are ready puts them on the page at once.
  const showLoaded = useCallback(() => {
    if (loaded.current) setSheets(loaded.current);
  }, []);
  const browserPrinting = useBrowserPrinting(forBrowser, showLoaded);
  const printed = usePrintedPictures(job?.characters);
  useEffect(() => {
    if ((!job && !forBrowser) || sheets) return;
    let current = true;
    const load = () =>
      loadSheets(faces).then(
        (render) => {
          if (!current) return;
          loaded.current = { render };
          // Sheets the user asked for come at once; the ones kept ready for the browser's own
          // print are drawn in short tasks, so a long list never holds up the page.
          if (job) setSheets(loaded.current);
          else startTransition(() => setSheets(loaded.current));
        },
        // Only a job the user asked for says so; the browser's print shows the screen instead.
        () => current && job && onLoadFailed(),
      );
    if (job) void load();
    const idle = job ? null : setTimeout(() => void load(), 1000);
    return () => {
      current = false;
      if (idle) clearTimeout(idle);
    };
  }, [job, forBrowser, sheets, onLoadFailed, faces]);
  // The sheets kept ready follow a change of the screen in a step of their own, after it is
  // drawn; once the browser prints, they show what is on the screen at once.
  const kept = useDeferredValue(browserPrint);
  const keptSheets = useMemo(() => {
    if (!sheets || !kept || kept.length > KEPT_READY) return null;
    const PrintSheets = sheets.render;
    return <PrintSheets key="browser" characters={kept} lazyPortraits />;
  }, [sheets, kept]);
  if (!sheets) return null;
  const PrintSheets = sheets.render;
  if (job) {
    // The job's sheets wait for its uploaded pictures, so the print waits for them in turn.
    if (!printed) return null;
    return (
      <PrintedPicturesContext.Provider value={printed}>
        <PrintSheets
          key={job.id}
          characters={job.characters}
          onReady={onReady}
          job
          compact={job.compact}
        />
      </PrintedPicturesContext.Provider>
    );
  }
  if (browserPrint && browserPrinting && (kept !== browserPrint || !keptSheets)) {
    return <PrintSheets key="browser" characters={browserPrint} lazyPortraits />;
  }
  return keptSheets;
}
