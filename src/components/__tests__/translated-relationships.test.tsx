import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ARRIVES, loadCatalogs } from '@/testing/languages';
import { MemoryStorage } from '@/testing/memory-storage';
import { RelationshipsRow } from '../relationships-row';
import type { Relationship } from '@/domain/character';

beforeAll(loadCatalogs);

const RELATIONSHIPS: Relationship[] = [
  { kind: 'rival of', id: 'ann', name: 'Ann Bell' },
  { kind: 'owes money to', id: 'tam', name: 'Tam Reed' },
  { kind: 'sworn enemy of', id: 'gone', name: 'Vex' },
];

function row(language: string | null, openable = true) {
  const storage = new MemoryStorage(
    language ? { interfaceLanguage: JSON.stringify(language) } : {},
  );
  const opener = jest.fn();
  renderWithProviders(
    <RelationshipsRow
      relationships={RELATIONSHIPS}
      openerFor={(id) => (openable && id !== 'gone' ? opener : null)}
    />,
    { storage },
  );
  return opener;
}

/** The row's line as a reader sees it. */
const line = () => screen.getByRole('definition').textContent;

test.each([
  ['de', 'Beziehungen', 'Rivale von Ann Bell; schuldet Tam Reed Geld; sworn enemy of Vex'],
  ['fr', 'Relations', 'rival de Ann Bell; doit de l’argent à Tam Reed; sworn enemy of Vex'],
  [
    'pl',
    'Relacje',
    'rywal osoby Ann Bell; jest winien pieniądze osobie Tam Reed; sworn enemy of Vex',
  ],
])('in %s the row and its relation words read in that language', async (language, label, text) => {
  const opener = row(language);
  expect(await screen.findByText(label, {}, ARRIVES)).toBeInTheDocument();
  expect(line()).toBe(text);
  // The names stay as they are, and still open the other character.
  screen.getByRole('button', { name: 'Tam Reed' }).click();
  expect(opener).toHaveBeenCalled();
});

test('in English the row reads as it always has', () => {
  row(null);
  expect(screen.getByText('Relationships')).toBeInTheDocument();
  expect(line()).toBe('rival of Ann Bell; owes money to Tam Reed; sworn enemy of Vex');
});

test('a member without a name reads as someone, in the language shown', async () => {
  const storage = new MemoryStorage({ interfaceLanguage: JSON.stringify('fr') });
  renderWithProviders(
    <RelationshipsRow
      relationships={[{ kind: 'child of', id: 'x', name: '' }]}
      openerFor={() => null}
    />,
    { storage },
  );
  await screen.findByText('Relations', {}, ARRIVES);
  expect(line()).toBe('enfant de quelqu’un');
});
