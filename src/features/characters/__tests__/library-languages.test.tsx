import { screen, within } from '@testing-library/react';
import { CharacterCarousel } from '../character-carousel';
import { CharacterList } from '../character-list';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';

beforeAll(() => import('@/domain/i18n/catalogs/es.json'));

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

const spanish = () => ({ storage: new MemoryStorage({ interfaceLanguage: 'es' }) });

test('in Spanish the list names its columns in Spanish, and a nameless character too', async () => {
  renderWithProviders(
    <CharacterList
      characters={[makeCharacter({ firstName: '', lastName: '', race: 'Elf' })]}
      onRead={() => undefined}
    />,
    spanish(),
  );
  const table = await screen.findByRole('table', { name: 'Personajes guardados' }, ARRIVES);
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['Nombre', 'Raza', 'Clase', 'Alineamiento', 'Edad', 'Notas']);
  expect(within(table).getByText('Personaje sin nombre')).toBeInTheDocument();
  // A race is the character's own value and stays as it was written.
  expect(within(table).getByText('Elf')).toBeInTheDocument();
});

test('in Spanish the carousel’s arrows are named in Spanish', async () => {
  renderWithProviders(
    <CharacterCarousel
      characters={[makeCharacter({ id: 'a' }), makeCharacter({ id: 'b' })]}
      onDelete={() => undefined}
      onRead={() => undefined}
      shareHandlers={{} as never}
    />,
    spanish(),
  );
  expect(
    await screen.findByRole('region', { name: 'Personajes guardados' }, ARRIVES),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
});
