import {
  BACKGROUND_PREVIEW_LIMIT,
  SHORTEST_CUT_PARAGRAPH,
  truncateParagraphs,
} from '../background-preview';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('truncateParagraphs', () => {
  test('paragraphs that fit are returned whole and not marked as cut', () => {
    const paragraphs = ['A short start.', 'A short end.'];
    expect(truncateParagraphs(paragraphs)).toEqual({ paragraphs, truncated: false });
  });

  test('a paragraph is cut at a word boundary, never inside a word, with an ellipsis', () => {
    // 'Moonlight ' repeated: the limit falls inside a word.
    const text = Array.from({ length: 80 }, () => 'Moonlight').join(' ');
    const { paragraphs, truncated } = truncateParagraphs([text], 105);
    expect(truncated).toBe(true);
    expect(paragraphs).toHaveLength(1);
    const shown = paragraphs[0]!;
    expect(shown.endsWith('Moonlight…')).toBe(true);
    expect(shown.length - 1).toBeLessThanOrEqual(105);
    for (const word of shown.slice(0, -1).split(' ')) expect(word).toBe('Moonlight');
  });

  test('a limit that falls just after a word keeps that word', () => {
    const { paragraphs } = truncateParagraphs(['alpha beta gamma delta'], 10);
    expect(paragraphs).toEqual(['alpha beta…']);
  });

  test('trailing punctuation before the cut is dropped in favour of the ellipsis', () => {
    const { paragraphs } = truncateParagraphs([`${words(10)}, and more words follow here`], 51);
    expect(paragraphs[0]).toBe(`${words(10)}…`);
  });

  test('a last paragraph that would show a stub is dropped whole', () => {
    const first = 'x'.repeat(BACKGROUND_PREVIEW_LIMIT - 3);
    const result = truncateParagraphs([first, 'Mordecai the wanderer came home at last.']);
    expect(result).toEqual({ paragraphs: [first], truncated: true });
    expect(result.paragraphs.join(' ')).not.toMatch(/\b\w…$/);
  });

  test('a last paragraph with room for a readable piece is shown cut', () => {
    const first = 'y'.repeat(BACKGROUND_PREVIEW_LIMIT - 60);
    const second = words(40, 'river');
    const { paragraphs } = truncateParagraphs([first, second]);
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]!.length).toBeGreaterThanOrEqual(SHORTEST_CUT_PARAGRAPH);
    expect(paragraphs[1]!.endsWith('river…')).toBe(true);
  });

  test('a piece shorter than the minimum because of the word boundary is also dropped', () => {
    // 45 characters left, but the next word ends at 50: only 'aaaa…' (4 letters) would remain.
    const first = 'z'.repeat(BACKGROUND_PREVIEW_LIMIT - 45);
    const second = `aaaa ${'b'.repeat(60)} tail`;
    expect(truncateParagraphs([first, second]).paragraphs).toEqual([first]);
  });

  test('one word longer than the limit is cut where the limit falls', () => {
    const giant = 'Q'.repeat(800);
    const { paragraphs, truncated } = truncateParagraphs([giant]);
    expect(truncated).toBe(true);
    expect(paragraphs).toEqual([`${'Q'.repeat(BACKGROUND_PREVIEW_LIMIT)}…`]);
  });

  test('empty input and empty paragraphs do not break it', () => {
    expect(truncateParagraphs([])).toEqual({ paragraphs: [], truncated: false });
    expect(truncateParagraphs(['', ''])).toEqual({ paragraphs: ['', ''], truncated: false });
  });
});
