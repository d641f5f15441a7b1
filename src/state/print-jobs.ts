import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { imagesReady, printPage } from '@/adapters/browser/print';
import type { Character } from '@/domain/character';
import { DEFAULT_PORTRAIT } from '@/domain/portrait';
import type { CharacterPrintProps } from '@/components/character-print';
import { failed, said, type Outcome } from '@/use-cases/outcome';
import { notLoaded } from '@/use-cases/transfer';
import { localText } from '@/domain/i18n/text';

/** A portrait is ready to print once it has loaded, or once the default one has failed too. */
const portraitReady = (img: HTMLImageElement) =>
  img.complete && (img.naturalWidth > 0 || img.src.endsWith(DEFAULT_PORTRAIT));

/** The characters being printed: their sheets are on the page (for print only) meanwhile. */
type PrintJob = CharacterPrintProps['job'];

type Announce = (outcome: Outcome | null) => void;

/** Prints through sheets a screen renders: a job at a time, taken away when printing is over. */
export function usePrintJobs(announce: Announce) {
  const [job, setJob] = useState<PrintJob>(null);
  const lastId = useRef(0);
  const print = useCallback(
    (characters: readonly Character[], { compact = false }: { compact?: boolean } = {}) => {
      lastId.current += 1;
      setJob({ id: lastId.current, characters, compact });
    },
    [],
  );
  const onReady = useCallback(
    async (root: HTMLElement) => {
      const id = lastId.current;
      // The sheets go as soon as the print is over, so the page is the app again.
      const done = () => flushSync(() => setJob((j) => (j?.id === id ? null : j)));
      try {
        await imagesReady(root, { isReady: portraitReady });
        printPage(done);
      } catch (error) {
        done();
        announce(failed(said('Could not print', localText('transfer2.printFailed')), error));
      }
    },
    [announce],
  );
  const onLoadFailed = useCallback(() => {
    setJob(null);
    announce(notLoaded());
  }, [announce]);
  const printing = useMemo(
    () => ({ job, onReady: (root: HTMLElement) => void onReady(root), onLoadFailed }),
    [job, onReady, onLoadFailed],
  );
  return { print, printing };
}
