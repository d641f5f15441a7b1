import { firstRender, type Visit } from '../painted-page';

const firstVisit: Visit = {
  painted: true,
  pathname: '/character-generator',
  sharePending: false,
  storedItems: 0,
  wide: true,
  installed: false,
};

test('a first visitor on a wide screen: the app adopts the page painted at build time', () => {
  expect(firstRender(firstVisit)).toBe('adopt');
  expect(firstRender({ ...firstVisit, pathname: '/character-generator/' })).toBe('adopt');
  expect(firstRender({ ...firstVisit, pathname: '/settings' })).toBe('adopt');
});

test.each<[string, Partial<Visit>]>([
  ['a returning visitor (anything stored)', { storedItems: 3 }],
  ['storage refused', { storedItems: null }],
  ['a phone (the page was painted for a wide screen)', { wide: false }],
  ['a shared character about to replace the card', { sharePending: true }],
  ['My Characters (its first paint depends on what is saved)', { pathname: '/characters' }],
  ['any other address', { pathname: '/' }],
  ['a page with nothing painted (the development server)', { painted: false }],
])('%s: the app draws afresh, in short tasks', (_, change) => {
  expect(firstRender({ ...firstVisit, ...change })).toBe('in-slices');
});

test('served by the installed app, a returning visitor is drawn in one render; a first visitor is still adopted', () => {
  expect(firstRender({ ...firstVisit, storedItems: 3, installed: true })).toBe('at-once');
  expect(firstRender({ ...firstVisit, wide: false, installed: true })).toBe('at-once');
  expect(firstRender({ ...firstVisit, pathname: '/characters', installed: true })).toBe('at-once');
  expect(firstRender({ ...firstVisit, installed: true })).toBe('adopt');
});
