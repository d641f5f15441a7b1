import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { createRandom } from '@/domain/random';
import { checkEdit, type EditCheck, type LockableProperty } from '@/domain/locks';
import { IntlContext, makeIntl, useLocalText } from '@/components/i18n';
import polish from '@/domain/i18n/catalogs/pl.json';

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

beforeAll(() => import('@/domain/i18n/catalogs/de.json'));

test('in German an empty last name is refused in German under the field, and Escape closes it', async () => {
  renderWithProviders(<GeneratorPage />, {
    storage: new MemoryStorage({ interfaceLanguage: '"de"' }),
    random: createRandom(7),
    createInitialCharacter: () => makeCharacter({ firstName: 'Aldric', lastName: 'Stormwind' }),
  });
  const user = userEvent.setup({ delay: null, skipHover: true });
  const card = await screen.findByRole('article', { name: 'Charakter' }, ARRIVES);
  await user.click(within(card).getByRole('button', { name: 'Nachname bearbeiten' }));
  const field = await within(card).findByRole('textbox', { name: 'Nachname' });
  await user.clear(field);
  await user.keyboard('{Enter}');
  expect(within(card).getByText('Nachname ist erforderlich')).toBeVisible();
  expect(field).toHaveAccessibleDescription('Nachname ist erforderlich');
  await user.keyboard('{Escape}');
  expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Aldric Stormwind');
});

/** A refusal as a Polish reader sees it. */
function Refusal({ check }: { check: EditCheck }) {
  const said = useLocalText();
  return <p>{check.ok ? 'ok' : said(check.message, check.text)}</p>;
}

const inPolish = (property: LockableProperty, raw: string) => {
  const { container, unmount } = render(
    <IntlContext.Provider value={makeIntl('pl', polish)}>
      <Refusal
        check={checkEdit(makeCharacter({ race: 'Human' }), property, raw, undefined, true)}
      />
    </IntlContext.Provider>,
  );
  const text = container.textContent;
  unmount();
  return text;
};

test('edit checks say why in Polish, with Polish plurals and the row’s own name', () => {
  expect(inPolish('summary', Array.from({ length: 26 }, () => 'słowo').join(' '))).toBe(
    'Streszczenie ma najwyżej 25 słów',
  );
  expect(inPolish('traits', 'a, b, c, d')).toBe(
    'Cechy to od 1 do 3 pozycji rozdzielonych przecinkami',
  );
  expect(inPolish('traits', 'x'.repeat(81))).toBe('Każda cecha ma najwyżej 80 znaków');
  expect(inPolish('occupation', 'x'.repeat(81))).toBe('Zajęcie: najwyżej 80 znaków');
  expect(inPolish('lastName', ' ')).toBe('Nazwisko: pole wymagane');
  expect(inPolish('age', '5000')).toMatch(/^Wiek musi wynosić od \d+ do \d+$/);
  expect(inPolish('firstName', 'Zbyszko')).toBe('ok');
});

test('without their messages asked for, edit checks stay as they always were', () => {
  expect(checkEdit(makeCharacter(), 'lastName', '')).toEqual({
    ok: false,
    message: 'Last name is required',
  });
});
