import { readPartialReply } from '../partial-reply';

const full = JSON.stringify({
  firstName: 'Thalion',
  lastName: 'Brightwater',
  epithet: 'The Quiet Flame',
  background: { title: 'Ashes', content: ['First "quoted" line.', 'Second é line.'] },
});

test('reads every field of a finished reply', () => {
  expect(readPartialReply(full)).toEqual({
    firstName: 'Thalion',
    lastName: 'Brightwater',
    epithet: 'The Quiet Flame',
    title: 'Ashes',
    paragraphs: ['First "quoted" line.', 'Second é line.'],
  });
});

test('every prefix reads without throwing, and grows monotonically in paragraphs', () => {
  let last = 0;
  for (let cut = 0; cut <= full.length; cut += 1) {
    const partial = readPartialReply(full.slice(0, cut));
    const chars = partial.paragraphs.join('').length;
    expect(chars).toBeGreaterThanOrEqual(last);
    last = chars;
  }
});

test('an unfinished paragraph and a cut escape are shown as far as they go', () => {
  const cut = '{"firstName":"Ada","background":{"content":["One.","Two \\"half\\';
  expect(readPartialReply(cut)).toMatchObject({
    firstName: 'Ada',
    paragraphs: ['One.', 'Two "half'],
  });
});

test('content given as one string becomes one paragraph; junk gives nothing', () => {
  expect(readPartialReply('{"content":"All in one"}').paragraphs).toEqual(['All in one']);
  expect(readPartialReply('not json at all')).toEqual({ paragraphs: [] });
});
