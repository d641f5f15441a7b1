import { unzipSync, strFromU8 } from 'fflate';
import { parse as parseYaml } from 'yaml';
import { exportFile } from '../export-files';
import { makeCharacter } from '@/testing/fixtures';
import type { Campaign } from '../../campaigns';

const now = new Date(2026, 10, 27, 12);
const campaigns: Campaign[] = [
  { id: 'c1', name: 'Curse of Strahd' },
  { id: 'c2', name: 'Waterdeep: Dragon Heist' },
];
const ada = makeCharacter({
  id: 'ada',
  firstName: 'Ada',
  lastName: 'Bell',
  campaigns: ['c1', 'c2'],
  tags: ['Zhentarim Agents', 'villain'],
});
const bram = makeCharacter({ id: 'bram', firstName: 'Bram', lastName: 'Reed', campaigns: ['c2'] });

/** The front matter of a note, read by a YAML parser. */
const frontOf = (note: string) =>
  parseYaml(/^---\n([\s\S]*?)\n---/.exec(note)?.[1] ?? '') as Record<string, unknown>;

test("a campaign's Markdown: a zip named after it, its index note linking each character by tag", async () => {
  const campaign = campaigns[1]!;
  const file = await exportFile('obsidian', [ada, bram], { now, campaigns, campaign });
  // The colon cannot be in a file name.
  expect(file.name).toBe('Waterdeep Dragon Heist-2026-11-27.zip');
  const files = unzipSync(file.data as Uint8Array);
  expect(Object.keys(files)).toEqual(['Waterdeep Dragon Heist.md', 'Ada Bell.md', 'Bram Reed.md']);
  const index = strFromU8(files['Waterdeep Dragon Heist.md']!);
  expect(frontOf(index)).toEqual({ campaign: 'Waterdeep: Dragon Heist', tags: ['campaign'] });
  expect(index).toContain(
    [
      '# Waterdeep: Dragon Heist',
      '',
      '## villain',
      '',
      '- [[Ada Bell]]',
      '',
      '## Zhentarim Agents',
      '',
      '- [[Ada Bell]]',
      '',
      '## Untagged',
      '',
      '- [[Bram Reed]]',
    ].join('\n'),
  );
  const front = frontOf(strFromU8(files['Ada Bell.md']!));
  expect(front.campaigns).toEqual(['Curse of Strahd', 'Waterdeep: Dragon Heist']);
  expect(front.tags).toEqual(expect.arrayContaining(['zhentarim-agents', 'villain']));
  expect(frontOf(strFromU8(files['Bram Reed.md']!)).campaigns).toEqual(['Waterdeep: Dragon Heist']);
});

test("a campaign's other formats are named after it too", async () => {
  const campaign = campaigns[0]!;
  await expect(exportFile('csv', [ada], { now, campaign })).resolves.toMatchObject({
    name: 'Curse of Strahd-2026-11-27.csv',
  });
  await expect(exportFile('foundry', [ada, bram], { now, campaign })).resolves.toMatchObject({
    name: 'Curse of Strahd-2026-11-27.zip',
  });
});
