import { useEffect, useState } from 'react';
import type { Character } from '@/domain/character';

/** The sheets' code, downloaded with the first print. */
const loadSheets = () =>
  import(/* webpackChunkName: "character-actions" */ './print-sheets').then((m) => m.PrintSheets);

type Sheets = Awaited<ReturnType<typeof loadSheets>>;

export interface CharacterPrintProps {
  /** The characters to print now, or none. */
  job: { id: number; characters: readonly Character[] } | null;
  onReady: (root: HTMLElement) => void;
  /** The sheets' code did not download. */
  onLoadFailed: () => void;
}

/** Puts a print job's sheets on the page (downloading their code first), for print only. */
export function CharacterPrint({ job, onReady, onLoadFailed }: CharacterPrintProps) {
  const [sheets, setSheets] = useState<{ render: Sheets } | null>(null);
  useEffect(() => {
    if (!job || sheets) return;
    let current = true;
    loadSheets().then(
      (render) => current && setSheets({ render }),
      () => current && onLoadFailed(),
    );
    return () => {
      current = false;
    };
  }, [job, sheets, onLoadFailed]);
  if (!job || !sheets) return null;
  const PrintSheets = sheets.render;
  return <PrintSheets key={job.id} characters={job.characters} onReady={onReady} />;
}
