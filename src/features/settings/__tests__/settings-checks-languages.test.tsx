import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../settings-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';

beforeAll(() =>
  Promise.all([import('@/domain/i18n/catalogs/fr.json'), import('../settings-form')]),
);

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

test('in French the form’s checks say what is wrong in French, and the field takes the focus', async () => {
  renderWithProviders(<SettingsPage suggestionDelayMs={0} />, {
    storage: new MemoryStorage({ interfaceLanguage: 'fr', useOllamaAPI: 'true' }),
    route: '/settings',
  });
  const user = userEvent.setup({ delay: null, skipHover: true });
  const ollama = await screen.findByRole('group', { name: /Ollama/ }, ARRIVES);
  const endpoint = within(ollama).getByLabelText('Point de terminaison Ollama');
  await user.clear(endpoint);
  await user.clear(within(ollama).getByLabelText('Nom du modèle Ollama'));
  await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
  expect(await within(ollama).findByText('Saisissez une URL valide')).toBeInTheDocument();
  expect(within(ollama).getByText('Le nom du modèle est obligatoire')).toBeInTheDocument();
  expect(endpoint).toHaveFocus();
  expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument();
});
