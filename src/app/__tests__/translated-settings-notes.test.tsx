import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ARRIVES, AS_WRITTEN, loadCatalogs } from '@/testing/languages';
import { MemoryStorage } from '@/testing/memory-storage';
import { useSettings } from '@/state/settings';
import { useT } from '@/components/i18n';

beforeAll(loadCatalogs);

/** The page's heading in the language shown, and a switch that stores a setting. */
function SettingsButton() {
  const { updateSettings } = useSettings();
  return (
    <>
      <h1>{useT()('nav.settings')}</h1>
      <button onClick={() => updateSettings({ useOllamaAPI: true })}>switch</button>
    </>
  );
}

const SETTINGS: Record<string, string> = {
  de: 'Einstellungen',
  fr: 'Paramètres',
  pl: 'Ustawienia',
};

async function visit(language: string, stored: Record<string, string> = {}) {
  const storage = new MemoryStorage({ ...stored, interfaceLanguage: JSON.stringify(language) });
  const shown = renderWithProviders(<SettingsButton />, { storage });
  await screen.findByRole('heading', { name: SETTINGS[language] }, ARRIVES);
  return { ...shown, storage };
}

const alertSays = async (text: string | RegExp) =>
  expect(await screen.findByText(text, AS_WRITTEN, ARRIVES)).toBeInTheDocument();

test.each([
  [
    'de',
    /^In den gespeicherten Einstellungen waren sowohl das lokale Modell \(Ollama\) als auch das Cloud-Modell \(Azure\) eingeschaltet\. .*„Azure-API aktivieren“ wurde ausgeschaltet\.$/,
  ],
  [
    'fr',
    /^Les réglages enregistrés activaient à la fois .* actif\u00a0: le modèle local est donc utilisé et «\u00a0Activer l’API Azure\u00a0» a été désactivé\.$/,
  ],
  [
    'pl',
    /^W zapisanych ustawieniach włączone były jednocześnie model lokalny \(Ollama\) i model w chmurze \(Azure\)\. .*„Włącz API Azure” zostało wyłączone\.$/,
  ],
])(
  'in %s stored settings with both models on are said in that language',
  async (language, text) => {
    await visit(language, { useOllamaAPI: 'true', useAzureAPI: 'true' });
    await alertSays(text);
    expect(screen.queryByText(/Stored settings/)).not.toBeInTheDocument();
  },
);

test('in German an unreadable switch is said in German, with where its value went', async () => {
  await visit('de', { usePasteChat: 'maybe' });
  await alertSays(
    /^Die Einstellung „Beliebigen Chat nutzen \(kopieren und einfügen\)“ hatte den gespeicherten Wert „maybe“, der weder wahr noch falsch ist; daher ist sie aus\. Der gespeicherte Wert bleibt im Browserspeicher als „usePasteChat\.corrupt-.+“ erhalten\.$/,
  );
});

test('in Polish settings refused by a full storage are said in Polish', async () => {
  const { user, storage } = await visit('pl');
  storage.failWrites = true;
  await user.click(screen.getByRole('button', { name: 'switch' }));
  await alertSays(
    'Ustawienia obowiązują tylko podczas tej wizyty: nie udało się zapisać „useOllamaAPI” w pamięci przeglądarki: pamięć przeglądarki jest pełna',
  );
});

test('in English an unreadable switch reads as it always has', async () => {
  renderWithProviders(<SettingsButton />, {
    storage: new MemoryStorage({ useAzureAPI: 'maybe' }),
  });
  await alertSays(
    /^The stored setting Enable Azure API read "maybe", which is neither true nor false, so it is off\. What was stored is kept in browser storage as "useAzureAPI\.corrupt-.+"\.$/,
  );
});
