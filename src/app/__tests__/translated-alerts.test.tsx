import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { fakeModel } from '@/testing/fake-model';
import { useGeneration } from '@/state/generation';
import { ModelHttpError, ModelNetworkError } from '@/domain/model-errors';
import { CampaignDialogs } from '@/features/characters/campaign-dialogs';
import { useT } from '@/components/i18n';

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

beforeAll(() =>
  Promise.all([
    import('@/domain/i18n/catalogs/de.json'),
    import('@/domain/i18n/catalogs/pl.json'),
    import('@/domain/i18n/catalogs/fr.json'),
  ]),
);

/** Text as written, its non-breaking spaces (French, before a colon) kept. */
const AS_WRITTEN = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const LOCAL = { useOllamaAPI: 'true', ollamaModelName: '"llama3"' };

/** Generate, named in the language shown: its name says the language's messages are in. */
function GenerateButton() {
  const { generate } = useGeneration();
  return <button onClick={() => void generate()}>{useT()('generator.generate')}</button>;
}

function withLanguage(language: string, error: unknown) {
  const model = fakeModel({ error });
  return renderWithProviders(<GenerateButton />, {
    storage: new MemoryStorage({ ...LOCAL, interfaceLanguage: JSON.stringify(language) }),
    createModelClient: model.createModelClient,
  });
}

const alertRegion = () => screen.findByRole('region', { name: 'Notifications' });

test.each([
  [
    'de',
    'Erstellen',
    'Benachrichtigungen',
    'Fehler',
    'Ollama konnte keine Daten erzeugen: Der Server hat mit einem Fehler geantwortet (Status 500): boom',
  ],
  [
    'pl',
    'Generuj',
    'Powiadomienia',
    'Błąd',
    'Nie udało się wygenerować danych przez API Ollama: Serwer odpowiedział błędem (status 500): boom',
  ],
  [
    'fr',
    'Générer',
    'Notifications',
    'Erreur',
    'Échec de la génération avec l’API Ollama\u00a0: Le serveur a répondu par une erreur (statut 500)\u00a0: boom',
  ],
])(
  'in %s a model answering 500 is said in that language, with the server’s own words kept',
  async (language, generate, region, title, message) => {
    const { user } = withLanguage(
      language,
      new ModelHttpError('Ollama call failed with status code 500: boom', 500, 'boom'),
    );
    await user.click(await screen.findByRole('button', { name: generate }, ARRIVES));
    const stack = await screen.findByRole('region', { name: region }, ARRIVES);
    expect(within(stack).getByText(title)).toBeInTheDocument();
    expect(within(stack).getByText(message, AS_WRITTEN)).toBeInTheDocument();
    expect(within(stack).getByRole('button', { name: /Schließen|Zamknij|Fermer/ })).toBeVisible();
  },
);

/** The local model's server not answering at its usual address. */
const outOfReach = () =>
  new ModelNetworkError(
    'Could not reach Ollama at http://localhost:11434.',
    'http://localhost:11434',
  );

test('in English a failed call keeps its detailed English words exactly', async () => {
  const { user } = withLanguage('en', outOfReach());
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  const stack = await alertRegion();
  expect(
    within(stack).getByText(
      'Failed to generate data from Ollama API: Could not reach Ollama at http://localhost:11434.',
    ),
  ).toBeInTheDocument();
});

test('in German a model out of reach names its address and the likely reasons', async () => {
  const { user } = withLanguage('de', outOfReach());
  await user.click(await screen.findByRole('button', { name: 'Erstellen' }, ARRIVES));
  expect(
    await screen.findByText(
      /Das Modell unter http:\/\/localhost:11434 ist nicht erreichbar/,
      {},
      ARRIVES,
    ),
  ).toBeInTheDocument();
});

test('in German a campaign without a name is refused in German, and one made is said in German', async () => {
  const { user } = renderWithProviders(<CampaignDialogs open="new" onClose={() => undefined} />, {
    storage: new MemoryStorage({ interfaceLanguage: '"de"' }),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Neue Kampagne' }, ARRIVES);
  await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
  expect(within(dialog).getByText('Gib einen Namen für die Kampagne ein.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Name der Kampagne'), 'Drachenhort');
  await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
  expect(await screen.findByText('Kampagne angelegt: Drachenhort')).toBeInTheDocument();
});
