import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ARRIVES, AS_WRITTEN, loadCatalogs } from '@/testing/languages';
import { MemoryStorage } from '@/testing/memory-storage';
import { usePortraitTools } from '@/state/portrait-tools';
import { PictureFileInput, usePictureUpload } from '@/components/picture-upload';
import { useT } from '@/components/i18n';
import { useRef } from 'react';

beforeAll(() => Promise.all([loadCatalogs(), import('@/use-cases/pictures')]));

/** A picture upload as the portrait's menu has it, with the app's own picture tools. */
function Upload() {
  const input = useRef<HTMLInputElement>(null);
  const { picked, cropStep } = usePictureUpload(usePortraitTools(), {
    onSaved: () => undefined,
    focusAfter: () => undefined,
  });
  return (
    <>
      <h1>{useT()('nav.settings')}</h1>
      <PictureFileInput inputRef={input} label="picture" onPicked={picked} />
      {cropStep}
    </>
  );
}

const SETTINGS: Record<string, string> = {
  de: 'Einstellungen',
  fr: 'Paramètres',
  pl: 'Ustawienia',
};

async function upload(language: string, file: File) {
  const storage = new MemoryStorage({ interfaceLanguage: JSON.stringify(language) });
  const { user } = renderWithProviders(<Upload />, { storage });
  await screen.findByRole('heading', { name: SETTINGS[language] }, ARRIVES);
  await user.upload(screen.getByLabelText('picture'), file);
  return within(await screen.findByRole('alert', {}, ARRIVES));
}

/** A picture file with nothing in it (a download cut short). */
const empty = () => new File([], 'portrait.png', { type: 'image/png' });
const photo = () => new File(['jpeg bytes'], 'holiday.jpg', { type: 'image/jpeg' });

test.each([
  ['de', 'Dieses Bild konnte nicht verwendet werden: Die Datei ist leer.'],
  ['fr', 'Impossible d’utiliser cette image\u00a0: le fichier est vide.'],
  ['pl', 'Nie udało się użyć tego obrazu: plik jest pusty.'],
])('in %s an empty picture file is refused in that language', async (language, text) => {
  const alert = await upload(language, empty());
  expect(alert.getByText(text, AS_WRITTEN)).toBeInTheDocument();
});

test('in German a picture this browser cannot read is said with its reason in German', async () => {
  // The test's browser has no picture decoder, as some old browsers.
  const alert = await upload('de', photo());
  expect(
    alert.getByText(
      'Dieses Bild konnte nicht verwendet werden: Dieser Browser kann keine Bilder lesen.',
    ),
  ).toBeInTheDocument();
  expect(alert.queryByText(/picture|browser cannot/)).not.toBeInTheDocument();
});

test('in English the refusal reads as it always has', async () => {
  const { user } = renderWithProviders(<Upload />);
  await user.upload(screen.getByLabelText('picture'), empty());
  const alert = within(await screen.findByRole('alert', {}, ARRIVES));
  expect(alert.getByText('Could not use this picture: the file is empty.')).toBeInTheDocument();
});
