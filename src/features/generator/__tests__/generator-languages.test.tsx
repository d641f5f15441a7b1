import { render, screen, within } from '@testing-library/react';
import { GeneratorPage } from '../generator-page';
import { ProgressPanel } from '../generation-progress';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter, makeTableReady } from '@/testing/fixtures';
import { createRandom } from '@/domain/random';
import { IntlContext, makeIntl } from '@/components/i18n';
import polish from '@/domain/i18n/catalogs/pl.json';
import french from '@/domain/i18n/catalogs/fr.json';

beforeAll(() =>
  Promise.all([import('../stat-block-panel'), import('@/domain/i18n/catalogs/de.json')]),
);

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

const BUTTON = { selector: 'button' };
const section = (heading: HTMLElement) => heading.closest('section') as HTMLElement;

const STATS = { level: 3, scores: { str: 16, dex: 14, con: 13, int: 8, wis: 10, cha: 12 } };

function germanCard() {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  renderWithProviders(<GeneratorPage />, {
    storage: new MemoryStorage({ gameSystem: 'srd5' }),
    random: createRandom(7),
    createInitialCharacter: () =>
      makeCharacter({
        firstName: 'Aldric',
        race: 'Human',
        characterClass: 'Warrior',
        stats: STATS,
        tableReady: makeTableReady(),
      }),
  });
}

test('in German the card’s labels, buttons and tooltips read German; the data stays as it is', async () => {
  germanCard();
  // Looked up by label and text: role queries over the whole card are slow in a test's DOM.
  const card = await screen.findByLabelText('Charakter', { selector: 'article' }, ARRIVES);
  // German nouns keep their capital inside a name.
  expect(within(card).getByLabelText('Vorname sperren', BUTTON)).toBeInTheDocument();
  expect(within(card).getByLabelText('Volk neu würfeln', BUTTON)).toBeInTheDocument();
  expect(within(card).getByLabelText('Vorname bearbeiten', BUTTON)).toBeInTheDocument();
  expect(within(card).getByText('Vorname')).toBeInTheDocument();
  expect(within(card).getByText('Aldric')).toBeInTheDocument();
  const table = section(within(card).getByText('Am Spieltisch'));
  expect(within(table).getByText('Geheimnis zeigen')).toBeInTheDocument();
  expect(within(table).getByText('Verborgen')).toBeInTheDocument();
});

test('in German the stat block’s headings and labels read German; the figures stay', async () => {
  germanCard();
  const card = await screen.findByLabelText('Charakter', { selector: 'article' }, ARRIVES);
  const block = section(await within(card).findByText('Werteblock', {}, ARRIVES));
  for (const label of ['Stufe', 'STÄ', 'Rüstungsklasse', 'Trefferpunkte', 'Aktionen']) {
    expect(within(block).getByText(label)).toBeInTheDocument();
  }
  expect(within(block).getByLabelText('Stärke bearbeiten', BUTTON)).toBeInTheDocument();
  expect(within(block).getByLabelText('Attributswerte neu würfeln', BUTTON)).toBeInTheDocument();
});

const progress = (phase: 'writing' | 'retrying', receivedChars: number) => ({
  phase,
  receivedChars,
  text: '',
  startedAt: Date.now() - 2500,
  retry: { attempt: 2, attempts: 3, status: 503, delayMs: 1500 },
});

test.each([
  ['pl', polish, 'Ponowna próba, 2 z 3…', /odebrane znaki: 1234$/, /po 1,5 s oczekiwania/],
  ['fr', french, 'Nouvel essai, tentative 2 sur 3…', /1234 caractères reçus$/, /attente de 1,5 s/],
])(
  'in %s the progress of a model call reads in that language, with its decimal comma',
  (locale, messages, label, figures, reason) => {
    render(
      <IntlContext.Provider value={makeIntl(locale, messages)}>
        <ProgressPanel progress={progress('retrying', 1234)} onStop={() => undefined} />
      </IntlContext.Provider>,
    );
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('progress-figures')).toHaveTextContent(figures);
    expect(screen.getByTestId('progress-figures')).toHaveTextContent(/^\d+,\d s/);
    expect(screen.getByTestId('retry-reason')).toHaveTextContent(reason);
  },
);

test.each([
  [
    'fr',
    french,
    [
      '0 caractère reçu',
      '1 caractère reçu',
      '2 caractères reçus',
      '5 caractères reçus',
      '22 caractères reçus',
    ],
  ],
  [
    'pl',
    polish,
    [
      'odebrane znaki: 0',
      'odebrane znaki: 1',
      'odebrane znaki: 2',
      'odebrane znaki: 5',
      'odebrane znaki: 22',
    ],
  ],
])(
  'in %s the characters received are counted by the language’s own rules',
  (locale, messages, expected) => {
    const intl = makeIntl(locale, messages);
    const said = [0, 1, 2, 5, 22].map((count) =>
      intl.formatMessage({ id: 'progress.figures' }, { total: 1, count }),
    );
    expect(said).toEqual(expected.map((text) => `1,0 s · ${text}`));
  },
);
