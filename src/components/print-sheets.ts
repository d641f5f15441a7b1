import { fullName, shownValue, type Character } from '@/domain/character';
import { DEFAULT_PORTRAIT, portraitAlt, portraitPath } from '@/domain/portrait';

/**
 * Printing a character: a sheet per character is put at the end of the page, shown only in print
 * (where everything else on the page is hidden), printed with the browser's own dialog and taken
 * away afterwards. The sheets are plain elements filled with text, so nothing in a character's
 * values can become markup.
 */

const ROOT_CLASS = 'cg-print-root';

const STYLE = `
.${ROOT_CLASS} { display: none; }
@media print {
  @page { margin: 11mm; }
  html, body { background: #fff !important; }
  body > *:not(.${ROOT_CLASS}) { display: none !important; }
  .${ROOT_CLASS} {
    display: block; color: #000; background: #fff;
    font: 11pt/1.32 Georgia, 'Times New Roman', Times, serif;
  }
  .${ROOT_CLASS} .cg-sheet { break-after: page; }
  .${ROOT_CLASS} .cg-sheet:last-child { break-after: auto; }
  .${ROOT_CLASS} h1 { font-size: 20pt; line-height: 1.2; margin: 0; }
  .${ROOT_CLASS} .cg-epithet { font-size: 13pt; font-style: italic; margin: 1mm 0 3mm; }
  .${ROOT_CLASS} .cg-sheet > img {
    float: right; width: 46mm; max-height: 66mm; object-fit: contain; margin: 0 0 3mm 6mm;
  }
  .${ROOT_CLASS} dl {
    display: grid; grid-template-columns: max-content 1fr max-content 1fr; gap: 1mm 4mm;
    margin: 0 0 4mm;
  }
  .${ROOT_CLASS} dt { font-weight: bold; }
  .${ROOT_CLASS} dd { margin: 0; overflow-wrap: anywhere; }
  .${ROOT_CLASS} h2 { font-size: 14pt; margin: 0 0 2mm; }
  .${ROOT_CLASS} p { margin: 0 0 2mm; text-align: justify; orphans: 3; widows: 3; }
  .${ROOT_CLASS} .cg-notes { margin-top: 4mm; white-space: pre-wrap; }
}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** One character's sheet: name, epithet, portrait, every attribute, the whole story, notes. */
function sheet(character: Character): HTMLElement {
  const article = element('article', undefined, 'cg-sheet');
  // The portrait floats beside the name and attributes, and a long story flows round it.
  const img = element('img');
  img.alt = portraitAlt(character);
  img.src = portraitPath(character);
  img.addEventListener('error', () => {
    if (!img.src.endsWith(DEFAULT_PORTRAIT)) img.src = DEFAULT_PORTRAIT;
  });
  article.append(img, element('h1', fullName(character) || 'Unnamed character'));
  if (character.epithet) article.append(element('p', character.epithet, 'cg-epithet'));
  const list = element('dl');
  const rows: [string, string | number | null][] = [
    ['First Name', character.firstName],
    ['Last Name', character.lastName],
    ['Epithet', character.epithet],
    ['Race', character.race],
    ['Class', character.characterClass],
    ['Gender', character.gender],
    ['Age', character.age],
    ['Alignment', character.alignment],
  ];
  for (const [label, value] of rows) {
    list.append(element('dt', label), element('dd', shownValue(value)));
  }
  article.append(list);
  if (character.background.title) article.append(element('h2', character.background.title));
  for (const paragraph of character.background.content) article.append(element('p', paragraph));
  if (character.notes?.trim()) {
    article.append(element('h2', 'Notes'), element('p', character.notes.trim(), 'cg-notes'));
  }
  return article;
}

/** Waits until every picture has loaded or failed (the default portrait included), briefly. */
function picturesReady(root: HTMLElement, timeoutMs = 3000): Promise<void> {
  const pending = [...root.querySelectorAll('img')].map(
    (img) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (img.complete && (img.naturalWidth > 0 || img.src.endsWith(DEFAULT_PORTRAIT))) {
            resolve();
          } else {
            setTimeout(check, 50);
          }
        };
        check();
      }),
  );
  return Promise.race([
    Promise.all(pending).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}

/** Removes the sheets left by an earlier print, if any. */
export function removePrintSheets(): void {
  document.querySelectorAll(`.${ROOT_CLASS}`).forEach((node) => node.remove());
}

/**
 * Prints the characters, one per page, and returns once the print dialog has closed (or right
 * away where the browser prints in the background).
 */
export async function printCharacters(characters: readonly Character[]): Promise<void> {
  removePrintSheets();
  const root = element('div', undefined, ROOT_CLASS);
  root.append(element('style', STYLE), ...characters.map(sheet));
  document.body.append(root);
  await picturesReady(root);
  window.addEventListener('afterprint', () => root.remove(), { once: true });
  window.print();
}
