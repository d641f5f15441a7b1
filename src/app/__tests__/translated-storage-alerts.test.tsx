import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ARRIVES, AS_WRITTEN, loadCatalogs } from '@/testing/languages';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { useCampaignEdits } from '@/state/campaign-edits';
import { useCard } from '@/state/card';
import { useT } from '@/components/i18n';
import { AlertStack } from '@/components/alert-stack';
import { storageFullAlert } from '@/state/storage-full';
import { localText } from '@/domain/i18n/text';

beforeAll(loadCatalogs);

/** A button that makes a campaign, and one that shows another character (History keeps the old). */
function Actions() {
  const { createCampaign } = useCampaignEdits();
  const { showCharacter } = useCard();
  return (
    <>
      <h1>{useT()('nav.settings')}</h1>
      <button onClick={() => createCampaign('Lost Mines')}>campaign</button>
      <button onClick={() => showCharacter(makeCharacter({ id: 'next' }))}>next</button>
    </>
  );
}

const SETTINGS: Record<string, string> = {
  de: 'Einstellungen',
  fr: 'Paramètres',
  pl: 'Ustawienia',
};

/** The screen in `language`, once its messages are in; then every write is refused as full. */
async function inLanguage(language: string) {
  const storage = new MemoryStorage({ interfaceLanguage: JSON.stringify(language) });
  const shown = renderWithProviders(<Actions />, { storage });
  await screen.findByRole('heading', { name: SETTINGS[language] }, ARRIVES);
  storage.failWrites = true;
  return shown;
}

const alertText = async () => {
  const alert = await screen.findByRole('alert', {}, ARRIVES);
  return within(alert);
};

test.each([
  [
    'de',
    'Die Kampagne konnte nicht erstellt werden: Der Browserspeicher ist voll. Gespeicherte Charaktere belegen 0 KB, der Verlauf 0 KB. Exportiere eine Sicherung und lösche dann Charaktere, die du nicht mehr brauchst, oder leere den Verlauf, um Platz zu schaffen.',
  ],
  [
    'fr',
    'Impossible de créer la campagne\u00a0: le stockage du navigateur est plein. Les personnages enregistrés occupent 0\u00a0Ko et l’historique 0\u00a0Ko. Exportez une sauvegarde, puis supprimez les personnages dont vous n’avez plus besoin ou effacez l’historique pour libérer de la place.',
  ],
  [
    'pl',
    'Nie udało się utworzyć kampanii: pamięć przeglądarki jest pełna. Zapisane postacie zajmują 0 KB, a historia 0 KB. Wyeksportuj kopię zapasową, a potem usuń niepotrzebne postacie lub wyczyść historię, aby zrobić miejsce.',
  ],
])(
  'in %s a campaign refused by a full storage is said in that language',
  async (language, text) => {
    const { user } = await inLanguage(language);
    await user.click(screen.getByRole('button', { name: 'campaign' }));
    expect((await alertText()).getByText(text, AS_WRITTEN)).toBeInTheDocument();
  },
);

test.each([
  [
    'de',
    /^Der Verlauf konnte nicht gespeichert werden: Der Browserspeicher ist voll\. Was auf dem Bildschirm steht, bleibt, bis du die Seite verlässt oder neu lädst\. Gespeicherte Charaktere belegen 0 KB, der Verlauf \d+ KB\./,
  ],
  [
    'fr',
    /^Impossible d’enregistrer l’historique\u00a0: le stockage du navigateur est plein\. .* l’historique \d+\u00a0Ko\./,
  ],
  [
    'pl',
    /^Nie udało się zapisać historii: pamięć przeglądarki jest pełna\. .* a historia \d+ KB\./,
  ],
])('in %s History refused by a full storage is said in that language', async (language, text) => {
  const { user } = await inLanguage(language);
  await user.click(screen.getByRole('button', { name: 'next' }));
  const alert = await alertText();
  expect(alert.getByText(text, AS_WRITTEN)).toBeInTheDocument();
  expect(alert.queryByText(/browser storage|Saved characters/)).not.toBeInTheDocument();
});

/** A storage-full warning shown by a screen that can export and go to My Characters. */
function FullWarning() {
  const warning = storageFullAlert(null, 'Failed.', localText('storage.failure.import'));
  return (
    <>
      <h1>{useT()('nav.settings')}</h1>
      <AlertStack
        alerts={[{ id: 1, ...warning }]}
        removeAlert={() => undefined}
        commands={{ export: () => undefined, myCharacters: () => undefined }}
      />
    </>
  );
}

test('a full storage’s buttons are named in the language shown', async () => {
  const storage = new MemoryStorage({ interfaceLanguage: JSON.stringify('de') });
  renderWithProviders(<FullWarning />, { storage });
  await screen.findByRole('heading', { name: 'Einstellungen' }, ARRIVES);
  expect(screen.getByRole('button', { name: 'Exportieren' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Charaktere löschen' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Delete characters' })).not.toBeInTheDocument();
});
