import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { Layout } from '@/app/layout';
import { SettingsPage } from '@/features/settings/settings-page';
import { resolveInterfaceLanguage } from '@/domain/i18n/locales';
import { modelLanguage } from '@/domain/languages';
import { paths } from '@/config/paths';
import { I18nProvider } from '@/app/i18n-provider';

/**
 * A language's messages and a lazy screen arrive as downloads do: the first import in a fresh
 * test process compiles them, which a busy machine can take seconds over.
 */
const ARRIVES = { timeout: 10000 };

/** The browser's preferred languages for one test. */
function preferLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const settingsScreen = (storage = new MemoryStorage()) =>
  renderWithProviders(<Layout />, {
    storage,
    route: paths.settings,
    routes: [
      {
        path: paths.settings,
        element: <Layout />,
        children: [{ index: true, element: <SettingsPage /> }],
      },
    ],
  });

describe('the interface language', () => {
  test('a first visit with a German browser comes up in German; English stays the default', async () => {
    preferLanguages(['de-AT', 'en']);
    renderWithProviders(<SettingsPage />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Einstellungen des Charaktergenerators' },
        ARRIVES,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache der Oberfläche' })).toHaveTextContent(
      'Deutsch',
    );
    expect(document.documentElement.lang).toBe('de');
    // Offline tables stay English: Settings says so in one line.
    expect(screen.getByText(/Offline-Tabellen und -Geschichten/)).toBeInTheDocument();
  });

  test('a browser in a language not offered shows English, and no note about offline text', () => {
    preferLanguages(['ja-JP', 'ko']);
    renderWithProviders(<SettingsPage />);
    expect(
      screen.getByRole('heading', { name: 'Character Generator Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Interface language' })).toHaveTextContent(
      'English',
    );
    expect(screen.queryByText(/stay in English; a model writes/)).not.toBeInTheDocument();
  });

  test('choosing Polski changes the screen at once and is remembered', async () => {
    preferLanguages(['en-US']);
    const { user, storage } = renderWithProviders(<SettingsPage />);
    await user.click(screen.getByRole('combobox', { name: 'Interface language' }));
    const options = within(screen.getByRole('listbox'));
    // Every language is named in its own language.
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Português (Brasil)',
      'Italiano',
      'Polski',
    ]);
    await user.click(options.getByRole('option', { name: 'Polski' }));
    expect(
      await screen.findByRole('heading', { name: 'Ustawienia generatora postaci' }, ARRIVES),
    ).toBeInTheDocument();
    expect(storage.getItem('interfaceLanguage')).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    // The story language follows the interface until the user picks another.
    expect(screen.getByRole('combobox', { name: 'Język generowanego tekstu' })).toHaveTextContent(
      'Taki sam jak interfejs',
    );
  });

  test('a stored choice wins over the browser’s language', async () => {
    preferLanguages(['de']);
    const storage = new MemoryStorage({ interfaceLanguage: 'fr' });
    settingsScreen(storage);
    expect(
      await screen.findByRole('link', { name: 'Mes personnages' }, ARRIVES),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        'Paramètres du générateur de personnages — Générateur de personnages fantasy',
      ),
    );
  });

  test('a language whose messages cannot be downloaded keeps the interface and says so', async () => {
    preferLanguages(['en']);
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const storage = new MemoryStorage({ interfaceLanguage: 'it' });
    renderWithProviders(
      <I18nProvider load={failing}>
        <SettingsPage />
      </I18nProvider>,
      { storage },
    );
    expect(
      await screen.findByText(
        /Italiano could not be loaded \(is the connection down\?\)/,
        {},
        ARRIVES,
      ),
    ).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getAllByRole('heading', { name: 'Character Generator Settings' })).toHaveLength(
      1,
    );
  });
});

describe('the language a model writes in', () => {
  test.each([
    ['interface', 'de', [], 'de'],
    ['interface', '', ['pt-BR'], 'pt'],
    ['interface', '', ['pt-PT'], 'pt'],
    ['interface', 'en-XA', [], 'en'],
    ['interface', '', ['ja'], 'en'],
    ['ja', 'de', [], 'ja'],
  ])('%s with interface %p and browser %p writes %s', (chosen, stored, preferred, expected) => {
    expect(
      modelLanguage({ generatedTextLanguage: chosen, interfaceLanguage: stored }, preferred),
    ).toBe(expected);
  });

  test('an unreadable stored choice is no choice', () => {
    expect(resolveInterfaceLanguage('klingon', ['it-CH'])).toBe('it');
  });
});
