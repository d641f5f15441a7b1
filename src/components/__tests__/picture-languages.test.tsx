import { screen } from '@testing-library/react';
import { PasteReplyDialog } from '../paste-reply-dialog';
import { PictureCropDialog } from '../picture-crop-dialog';
import { Portrait } from '../portrait';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';

beforeAll(() => import('@/domain/i18n/catalogs/it.json'));

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

const italian = () => ({ storage: new MemoryStorage({ interfaceLanguage: 'it' }) });

test('in Italian the chat step reads Italian, and a failed copy says so in Italian', async () => {
  const { user } = renderWithProviders(
    <PasteReplyDialog
      prompt="Describe a dwarf"
      error={null}
      onCopy={() => Promise.reject(new Error('denied'))}
      onUse={() => true}
      onCancel={() => undefined}
    />,
    italian(),
  );
  expect(
    await screen.findByRole('dialog', { name: 'Usa qualsiasi chat' }, ARRIVES),
  ).toHaveAccessibleDescription(
    'Copia il prompt in una chat in un’altra scheda o app, poi incolla qui sotto l’intera risposta della chat.',
  );
  expect(screen.getByRole('textbox', { name: 'Incolla la risposta' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copia prompt' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Impossibile copiare il prompt: denied. Selezionalo qui sopra e copialo a mano.',
  );
  expect(screen.getByRole('button', { name: 'Usa risposta' })).toBeInTheDocument();
});

test('in Italian the crop step reads Italian', async () => {
  renderWithProviders(
    <PictureCropDialog
      picture={{ width: 300, height: 200 } as never}
      preview="data:,"
      onCancel={() => undefined}
      onUse={() => Promise.resolve()}
    />,
    italian(),
  );
  expect(
    await screen.findByRole('dialog', { name: 'Posiziona l’immagine' }, ARRIVES),
  ).toBeVisible();
  expect(screen.getByRole('group', { name: 'Immagine nella cornice del ritratto' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Usa immagine' })).toBeInTheDocument();
});

test('in Italian a portrait of unknown race and class says so in Italian', async () => {
  renderWithProviders(<Portrait character={{}} height={90} />, italian());
  expect(
    await screen.findByRole('img', { name: 'razza sconosciuta classe sconosciuta' }, ARRIVES),
  ).toBeInTheDocument();
});
