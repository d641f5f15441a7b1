import type { TextBlock } from '@/domain/formats/foundry-read';

/** Elements that stand as blocks of their own: each starts and ends a block of text. */
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'BLOCKQUOTE',
  'SECTION',
  'ARTICLE',
  'HR',
  'TABLE',
  'TR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
]);

/**
 * What is never read into a story: anything scripts and styles hold, a gamemaster's secret, and
 * the details this app writes after the story (read back from their own fields).
 */
const LEFT_OUT = 'script, style, template, noscript, section.secret, section.character-details';

/** Runs of spaces as one, and no space at either end of a line. */
const tidy = (text: string) =>
  text
    .replace(/ +/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();

/**
 * HTML as plain-text blocks, headings marked, read by the browser's own parser. Its document is
 * inert: nothing in it runs or loads, and only text comes out of it, so no markup survives.
 * Line breaks (`<br>`) stay as line breaks within a block.
 */
export function htmlToBlocks(html: string, parser: DOMParser = new DOMParser()): TextBlock[] {
  const doc = parser.parseFromString(html, 'text/html');
  doc.querySelectorAll(LEFT_OUT).forEach((element) => element.remove());
  const blocks: TextBlock[] = [];
  let current: TextBlock = { text: '', heading: false };
  const flush = () => {
    const text = tidy(current.text);
    if (text !== '') blocks.push({ text, heading: current.heading });
    current = { text: '', heading: false };
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        // Source line breaks are white space; only <br> breaks a line.
        current.text += (child.nodeValue ?? '').replace(/\s+/g, ' ');
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const tag = (child as Element).tagName;
        if (tag === 'BR') current.text += '\n';
        else if (!BLOCKS.has(tag)) walk(child);
        else {
          flush();
          current.heading = /^H[1-6]$/.test(tag);
          walk(child);
          flush();
        }
      }
    }
  };
  walk(doc.body);
  flush();
  return blocks;
}
