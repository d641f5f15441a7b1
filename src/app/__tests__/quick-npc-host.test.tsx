import { fireEvent, screen, within } from '@testing-library/react';
import { Layout } from '../layout';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import type { Character } from '@/domain/character';

// The dialog's code, the NPC maker and the numbers load on first use; loaded here, once per file.
beforeAll(() =>
  Promise.all([
    import('@/features/quick-npc/quick-npc'),
    import('@/domain/quick-npc'),
    import('@/domain/srd5/rolls'),
  ]),
);

const dialog = (options?: { timeout: number }) =>
  screen.findByRole('dialog', { name: 'Quick NPC' }, options);

test('Ctrl+K opens Quick NPC over the screen, the field ready for words', async () => {
  renderWithProviders(<Layout />);
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  const shown = await dialog({ timeout: 4000 });
  expect(within(shown).getByRole('combobox', { name: 'Who do you need?' })).toBeInTheDocument();
});

test('⌘K opens it too, and each opening starts with a new NPC', async () => {
  renderWithProviders(<Layout />);
  fireEvent.keyDown(window, { key: 'K', metaKey: true });
  const first = await dialog({ timeout: 4000 });
  const id = within(first).getByRole('article').getAttribute('data-npc-id');
  fireEvent.keyDown(first, { key: 'Escape' });
  fireEvent.keyDown(window, { key: 'k', metaKey: true });
  const second = await dialog();
  expect(within(second).getByRole('article').getAttribute('data-npc-id')).not.toBe(id);
});

test('the Quick NPC button opens it; with D&D 5e chosen the NPC saved has its numbers', async () => {
  const storage = new MemoryStorage({ gameSystem: 'srd5' });
  renderWithProviders(<Layout />, { storage });
  // One in the phone's app bar, one in the wide screen's menu: CSS shows one of them.
  const buttons = screen.getAllByRole('button', { name: 'Quick NPC' });
  expect(buttons).toHaveLength(2);
  fireEvent.click(buttons[1] as HTMLElement);
  const shown = await dialog({ timeout: 4000 });
  expect(within(shown).getByText(/ · level \d+$/)).toBeInTheDocument();
  fireEvent.click(within(shown).getByRole('button', { name: 'Save NPC' }));
  const saved = JSON.parse(storage.getItem(STORAGE_KEYS.characters) ?? '[]') as Character[];
  expect(saved).toHaveLength(1);
  expect(saved[0]?.stats?.level).toBeGreaterThan(0);
});
