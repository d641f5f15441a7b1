import { htmlToBlocks } from '../html-text';

const para = (text: string) => ({ text, heading: false });
const heading = (text: string) => ({ text, heading: true });

test.each([
  ['paragraphs', '<p>one</p><p>two</p>', [para('one'), para('two')]],
  [
    'a heading before the story',
    '<h2>The Oath</h2><p>She swore.</p>',
    [heading('The Oath'), para('She swore.')],
  ],
  [
    'inline markup kept as its text',
    '<p>a <em>very</em> <strong>old</strong> oath</p>',
    [para('a very old oath')],
  ],
  [
    'a line break inside a paragraph',
    '<p>first line<br>second line</p>',
    [para('first line\nsecond line')],
  ],
  ['source line breaks and runs of spaces', '<p>  wide\n   apart  </p>', [para('wide apart')]],
  ['list items each a block', '<ul><li>one</li><li>two</li></ul>', [para('one'), para('two')]],
  ['text outside any element', 'plain words', [para('plain words')]],
  [
    'entities decoded once',
    '<p>salt &amp; iron &lt;3 &#233;&#x1F409;</p>',
    [para('salt & iron <3 é🐉')],
  ],
  [
    'an entity written twice stays once decoded',
    '<p>two &amp;amp; &bogus;</p>',
    [para('two &amp; &bogus;')],
  ],
  ['empty blocks dropped', '<p> </p><div><p></p></div><p>kept</p>', [para('kept')]],
])('%s', (_what, html, blocks) => {
  expect(htmlToBlocks(html)).toEqual(blocks);
});

test('scripts, styles and templates leave nothing, closed or not', () => {
  expect(htmlToBlocks('<p>a</p><script>evil()')).toEqual([para('a')]);
  expect(htmlToBlocks('<style>p{}</style><template><p>x</p></template><p>b</p>')).toEqual([
    para('b'),
  ]);
});

test("a gamemaster's secret and the details written after the story are not read as the story", () => {
  const html =
    '<p>Told.</p><section class="secret"><p>Hidden.</p></section>' +
    '<section class="character-details"><p>Age: 40</p></section>';
  expect(htmlToBlocks(html)).toEqual([para('Told.')]);
});

test('a broken tag swallows what the browser would swallow, and nothing runs', () => {
  const ran = jest.fn();
  (window as unknown as { ran: () => void }).ran = ran;
  expect(htmlToBlocks('<p>one<img src=x onerror=ran() </p><p>two</p>')).toEqual([
    para('one'),
    para('two'),
  ]);
  expect(ran).not.toHaveBeenCalled();
});
