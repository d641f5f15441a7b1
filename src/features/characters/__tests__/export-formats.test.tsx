import { screen, waitFor, within } from '@testing-library/react';
import { unzipSync, strFromU8 } from 'fflate';
import { CharactersPage } from '../characters-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { SRD_ATTRIBUTION } from '@/domain/srd5/stat-block';
import type { Character } from '@/domain/character';

const stats = { level: 3, scores: { str: 10, dex: 17, con: 14, int: 13, wis: 12, cha: 8 } };
const ada = makeCharacter({ id: 'a', firstName: 'Ada', characterClass: 'Rogue', stats });
const bea = makeCharacter({ id: 'b', firstName: 'Bea' });

/** My Characters with these saved, and the files it hands to the downloads. */
function setup(characters: Character[], settings: Record<string, string> = {}) {
  const storage = new MemoryStorage({ characters: JSON.stringify(characters), ...settings });
  const blobs = new Map<string, Blob>();
  const downloads: { name: string; blob: Blob }[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return {
    downloads,
    ...renderWithProviders(<CharactersPage />, { storage, route: '/characters' }),
  };
}

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

test('Export is a menu of the backups and formats, and Escape closes it back onto Export', async () => {
  const { user } = setup([ada]);
  const exportButton = screen.getByRole('button', { name: 'Export' });
  await user.click(exportButton);
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Backup (JSON)',
    'Backup with portraits (ZIP)',
    'Foundry VTT (JSON)',
    'Markdown (Obsidian)',
    'Spreadsheet (CSV)',
  ]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(exportButton).toHaveFocus();
});

test('Foundry VTT (JSON) with several saved: a zip of one actor each', async () => {
  const { user, downloads } = setup([ada, bea], { gameSystem: 'srd5' });
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Foundry VTT (JSON)' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0]!.name).toMatch(/^characters-foundry-vtt-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(downloads[0]!.blob.type).toBe('application/zip');
  const files = unzipSync(await bytes(downloads[0]!.blob));
  expect(Object.keys(files)).toEqual(['Ada Stormwind.json', 'Bea Stormwind.json']);
  const actor = JSON.parse(strFromU8(files['Ada Stormwind.json']!));
  expect(actor).toMatchObject({ type: 'npc', system: { abilities: { dex: { value: 17 } } } });
});

test('Markdown (Obsidian) and Spreadsheet (CSV) download their files; without a game system no numbers', async () => {
  const { user, downloads } = setup([ada]);
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Markdown (Obsidian)' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0]!.name).toBe('Ada Stormwind.md');
  const note = await downloads[0]!.blob.text();
  expect(note).toMatch(/^---\nname: "Ada Stormwind"/);
  expect(note).not.toContain('statblock');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Spreadsheet (CSV)' }));
  await waitFor(() => expect(downloads).toHaveLength(2));
  expect(downloads[1]!.name).toMatch(/^characters-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(downloads[1]!.blob.type).toBe('text/csv');
});

test('a card offers Copy stat block only with a game system and numbers, and copies the layout', async () => {
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  const { user } = setup([ada, bea], { gameSystem: 'srd5' });
  const adaCard = screen.getByRole('article', { name: /Ada/ });
  const beaCard = screen.getByRole('article', { name: /Bea/ });
  expect(
    within(beaCard).queryByRole('button', { name: 'Copy stat block' }),
  ).not.toBeInTheDocument();
  expect(within(beaCard).getByRole('button', { name: 'Export to Foundry VTT' })).toBeEnabled();
  await user.click(within(adaCard).getByRole('button', { name: 'Copy stat block' }));
  await screen.findByText('Stat block copied');
  const text = writeText.mock.calls[0]?.[0] ?? '';
  expect(text).toMatch(/^Ada Stormwind\nMedium Humanoid \(Human\), Lawful Good\nArmor Class 14/);
  expect(text).toContain('DEX');
  expect(text).toContain(`\nAttribution. ${SRD_ATTRIBUTION}\n`);
});

test('without a game system no card offers Copy stat block', () => {
  setup([ada]);
  expect(screen.queryByRole('button', { name: 'Copy stat block' })).not.toBeInTheDocument();
});

test('Export to Foundry VTT on a card downloads that one actor', async () => {
  const { user, downloads } = setup([ada, bea]);
  const beaCard = screen.getByRole('article', { name: /Bea/ });
  await user.click(within(beaCard).getByRole('button', { name: 'Export to Foundry VTT' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0]!.name).toBe('Bea Stormwind.json');
  expect(JSON.parse(await downloads[0]!.blob.text())).toMatchObject({
    name: 'Bea Stormwind',
    type: 'npc',
  });
});

test('Read story: Add stat block gives a saved character made without numbers its own, kept', async () => {
  const { user, storage } = setup([bea], { gameSystem: 'srd5' });
  await user.click(screen.getByRole('button', { name: /Read story/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByText('Stat block')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add stat block' }));
  await within(dialog).findByText('Stat block');
  expect(within(dialog).queryByRole('button', { name: 'Add stat block' })).not.toBeInTheDocument();
  await screen.findByText('Stat block added');
  const [saved] = JSON.parse(storage.getItem('characters') as string) as Character[];
  // The same saved character, with numbers: nothing else changed.
  const { stats: added, updatedAt: _when, ...rest } = saved!;
  expect(rest).toEqual(bea);
  expect(added).toMatchObject({ level: expect.any(Number), scores: expect.any(Object) });
});
