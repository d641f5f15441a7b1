import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { makeCharacter } from '@/testing/fixtures';
import { MemoryStorage } from '@/testing/memory-storage';
import { createRandom } from '@/domain/random';
import polish from '@/domain/i18n/catalogs/pl.json';
import german from '@/domain/i18n/catalogs/de.json';
import french from '@/domain/i18n/catalogs/fr.json';

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

beforeAll(() =>
  Promise.all([
    import('@/domain/groups'),
    import('../group-panel'),
    import('../group-section'),
    import('../member-strip'),
  ]),
);

function inGerman() {
  const rendered = renderWithProviders(<GeneratorPage />, {
    storage: new MemoryStorage({ interfaceLanguage: '"de"' }),
    random: createRandom(11),
    createInitialCharacter: () => makeCharacter({ firstName: 'Aldric', lastName: 'Stormwind' }),
  });
  return { ...rendered, user: userEvent.setup({ delay: null, skipHover: true }) };
}

test('in German a group is generated, shown, browsed and saved in German; names stay as they are', async () => {
  const { user } = inGerman();
  const card = await screen.findByRole('article', { name: 'Charakter' }, ARRIVES);
  await user.click(within(card).getByRole('button', { name: 'Mehrere erstellen' }));
  const panel = await screen.findByRole('dialog', { name: 'Mehrere erstellen' }, ARRIVES);
  expect(within(panel).getByText('2 bis 12 Charaktere')).toBeInTheDocument();
  fireEvent.change(within(panel).getByLabelText('Wie viele'), { target: { value: '13' } });
  await user.click(within(panel).getByRole('button', { name: 'Gruppe erstellen' }));
  expect(
    within(panel).getByText('Die Anzahl ist eine ganze Zahl von 2 bis 12'),
  ).toBeInTheDocument();
  fireEvent.change(within(panel).getByLabelText('Wie viele'), { target: { value: '3' } });
  expect(within(panel).getByRole('option', { name: 'Familie' })).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Gruppe erstellen' }));

  expect(await screen.findByText('Gruppe mit 3 Charakteren erstellt', {}, ARRIVES)).toBeVisible();
  const section = await screen.findByRole('region', { name: 'Gruppe' }, ARRIVES);
  const members = within(section).getByRole('list', { name: 'Mitglieder' });
  const first = within(members).getAllByRole('button')[0]!;
  const name = first.querySelector('h3')!.textContent!;
  await user.click(first);
  const strip = await screen.findByRole('navigation', { name: 'Gruppenmitglieder' }, ARRIVES);
  expect(within(strip).getByRole('button', { name: name })).toHaveAttribute('aria-current');
  expect(within(strip).getByRole('button', { name: 'Zurück zur Gruppe' })).toBeVisible();
  expect(within(section).getByText(/· auf der Karte$/)).toBeInTheDocument();

  const actions = within(section).getByRole('group', { name: 'Gruppenaktionen' });
  await user.click(within(actions).getByRole('button', { name: 'Gruppe speichern' }));
  expect(await screen.findByText('Gruppe gespeichert: 3 hinzugefügt')).toBeVisible();
  expect(within(actions).getByRole('button', { name: 'Gruppe gespeichert' })).toBeDisabled();
});

const format = (catalog: Record<string, string>, locale: string, id: string, count: number) =>
  createIntl({ locale, messages: catalog }).formatMessage({ id }, { count, added: count, kept: 1 });

test.each([
  [
    'pl',
    polish,
    [
      'Wygenerowano grupę: 1 postać',
      'Wygenerowano grupę: 2 postacie',
      'Wygenerowano grupę: 5 postaci',
      'Wygenerowano grupę: 22 postacie',
    ],
  ],
  [
    'de',
    german,
    [
      'Gruppe mit 1 Charakter erstellt',
      'Gruppe mit 2 Charakteren erstellt',
      'Gruppe mit 5 Charakteren erstellt',
      'Gruppe mit 22 Charakteren erstellt',
    ],
  ],
  [
    'fr',
    french,
    [
      'Groupe de 1 personnage généré',
      'Groupe de 2 personnages généré',
      'Groupe de 5 personnages généré',
      'Groupe de 22 personnages généré',
    ],
  ],
])('%s counts a generated group’s members by its own plural rules', (locale, catalog, said) => {
  expect([1, 2, 5, 22].map((n) => format(catalog, locale, 'group.generated', n))).toEqual(said);
});

test('Polish counts the members a saved group added, and those already saved', () => {
  expect([1, 2, 5, 22].map((n) => format(polish, 'pl', 'saved.groupKept', n))).toEqual([
    'Grupa zapisana: dodano 1 postać (1 już była zapisana)',
    'Grupa zapisana: dodano 2 postacie (1 już była zapisana)',
    'Grupa zapisana: dodano 5 postaci (1 już była zapisana)',
    'Grupa zapisana: dodano 22 postacie (1 już była zapisana)',
  ]);
});
