import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../settings-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';

beforeAll(() =>
  Promise.all([import('@/domain/i18n/catalogs/de.json'), import('../settings-form')]),
);

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

function germanSettings(stored: Record<string, string> = {}) {
  renderWithProviders(<SettingsPage suggestionDelayMs={0} />, {
    storage: new MemoryStorage({ interfaceLanguage: 'de', ...stored }),
    route: '/settings',
  });
  return userEvent.setup({ delay: null, skipHover: true });
}

afterEach(() => jest.restoreAllMocks());

test('in German the model providers, portraits and default pictures read German', async () => {
  germanSettings();
  const ollama = await screen.findByRole('group', { name: 'Lokales Modell (Ollama)' }, ARRIVES);
  expect(within(ollama).getByRole('switch', { name: 'Ollama-API aktivieren' })).toBeInTheDocument();
  expect(within(ollama).getByLabelText('Ollama-Endpunkt')).toBeInTheDocument();
  expect(within(ollama).getByRole('button', { name: 'Verbindung testen' })).toBeInTheDocument();
  const cloud = screen.getByRole('group', { name: 'Cloud-Modell (Azure)' });
  expect(within(cloud).getByLabelText('Azure-Token')).toHaveAccessibleDescription(
    'Dein Token wird nur in diesem Browser gespeichert und nur an den Azure-Endpunkt oben gesendet.',
  );
  expect(within(cloud).getByRole('button', { name: 'Token anzeigen' })).toBeInTheDocument();
  expect(
    screen.getByRole('group', { name: 'Beliebiger Chat (kopieren und einfügen)' }),
  ).toBeVisible();
  expect(screen.getByRole('group', { name: 'Erzeugte Porträts' })).toBeInTheDocument();
  expect(screen.getByText('Standardbilder')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
});

test('in German a server that cannot be reached is said in German', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const user = germanSettings({ useOllamaAPI: 'true', ollamaModelName: 'llama3' });
  const ollama = await screen.findByRole('group', { name: 'Lokales Modell (Ollama)' }, ARRIVES);
  await user.click(within(ollama).getByRole('button', { name: 'Verbindung testen' }));
  expect(await within(ollama).findByRole('alert')).toHaveTextContent(
    'Keine Antwort vom Server. Prüfe die Adresse und ob der Server läuft.',
  );
});
