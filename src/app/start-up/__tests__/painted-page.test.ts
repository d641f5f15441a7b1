import { adoptsPaintedPage, type Visit } from '../painted-page';
import { paths } from '@/config/paths';

const firstVisit: Visit = {
  painted: true,
  pathname: paths.generator,
  sharePending: false,
  storedItems: 0,
  wide: true,
};

test('a first visitor on a wide screen: the app adopts the page painted at build time', () => {
  expect(adoptsPaintedPage(firstVisit)).toBe(true);
  expect(adoptsPaintedPage({ ...firstVisit, pathname: `${paths.generator}/` })).toBe(true);
  expect(adoptsPaintedPage({ ...firstVisit, pathname: paths.settings })).toBe(true);
});

test.each<[string, Partial<Visit>]>([
  ['a returning visitor (anything stored)', { storedItems: 3 }],
  ['storage refused', { storedItems: null }],
  ['a phone (the page was painted for a wide screen)', { wide: false }],
  ['a shared character about to replace the card', { sharePending: true }],
  ['My Characters (its first paint depends on what is saved)', { pathname: paths.characters }],
  ['any other address', { pathname: '/' }],
  ['a page with nothing painted (the development server)', { painted: false }],
])('%s: the app draws afresh', (_, change) => {
  expect(adoptsPaintedPage({ ...firstVisit, ...change })).toBe(false);
});
