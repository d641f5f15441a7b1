import {
  DamagedShareLinkError,
  decodeSharedCharacter,
  decodeSharedLink,
  encodeSharedCharacter,
  MAX_SHARED_BYTES,
} from '../share-codec';
import { makeCharacter, makeTableReady } from '@/testing/fixtures';

const newId = () => 'fresh-id';

function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A link's content written by hand, with a correct checksum unless told otherwise. */
function linkJson(character: unknown): string {
  const body = JSON.stringify(character);
  let h = 0x811c9dc5;
  for (let i = 0; i < body.length; i += 1) {
    h ^= body.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `{"v":1,"c":${body},"s":"${h.toString(16)}"}`;
}

const damaged = (data: string) =>
  expect(decodeSharedCharacter(data, newId)).rejects.toBeInstanceOf(DamagedShareLinkError);

test('a character survives the round trip, HTML, accents and a long story included', async () => {
  const character = makeCharacter({
    id: 'abc',
    firstName: '<img src=x onerror=alert(1)>',
    lastName: 'Ørnsdóttir 龍',
    background: {
      title: 'A Life',
      content: Array.from({ length: 6 }, (_, i) => `Paragraph ${i} `.repeat(40)),
      templateId: 'human-warrior-1',
    },
  });
  const data = await encodeSharedCharacter(character);
  expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
  await expect(decodeSharedCharacter(data, newId)).resolves.toEqual(character);
});

test('private notes stay out of the link', async () => {
  const character = { ...makeCharacter({ id: 'n1' }), notes: 'Secret plans' };
  const decoded = await decodeSharedCharacter(await encodeSharedCharacter(character), newId);
  expect(decoded).not.toHaveProperty('notes');
  expect(decoded.id).toBe('n1');
});

test('every single changed letter of the data is noticed', async () => {
  const data = await encodeSharedCharacter(makeCharacter({ id: 'x1' }));
  for (let i = 0; i < data.length; i += 1) {
    const swapped = data[i] === 'A' ? 'B' : 'A';
    await damaged(data.slice(0, i) + swapped + data.slice(i + 1));
  }
});

test('truncated, empty, not base64url and not deflate data are damaged', async () => {
  const data = await encodeSharedCharacter(makeCharacter());
  await damaged(data.slice(0, Math.floor(data.length / 2)));
  await damaged(data.slice(0, -1));
  await damaged('');
  await damaged('abc+/=');
  await damaged('%3Cscript%3E');
  await damaged(toBase64Url(new TextEncoder().encode('plain text, not deflate')));
});

test('deflate data that is not a character (or not ours) is damaged', async () => {
  await damaged(toBase64Url(await deflate('not json')));
  await damaged(toBase64Url(await deflate('[1,2,3]')));
  await damaged(toBase64Url(await deflate(JSON.stringify(makeCharacter()))));
  await damaged(toBase64Url(await deflate(linkJson({ race: 'Elf' }))));
  await damaged(toBase64Url(await deflate(linkJson('a string'))));
  await damaged(toBase64Url(await deflate(linkJson(makeCharacter()).replace('"v":1', '"v":2'))));
});

test('a small link that inflates past 64 KB is refused', async () => {
  // About 60 MB of spaces compresses to a link of a few dozen kilobytes at most.
  const bomb = await deflate(' '.repeat(20 * 1024 * 1024));
  const data = toBase64Url(bomb);
  expect(data.length).toBeLessThan(48 * 1024);
  await damaged(data);
  // Just over the limit, as a real character with a huge story: still refused.
  const big = makeCharacter({
    background: { title: 't', content: ['x'.repeat(MAX_SHARED_BYTES)] },
  });
  await damaged(toBase64Url(await deflate(linkJson(big))));
});

test('a link leaves the secret out unless it is asked for; every other row travels', async () => {
  const tableReady = makeTableReady({ secret: 'Sold the ferry to the smugglers.' });
  const character = makeCharacter({ tableReady });
  const plain = await decodeSharedCharacter(await encodeSharedCharacter(character), newId);
  expect(plain.tableReady).toEqual({ ...tableReady, secret: '' });
  expect(JSON.stringify(plain)).not.toContain('smugglers');
  const asked = await decodeSharedCharacter(
    await encodeSharedCharacter(character, { includeSecret: true }),
    newId,
  );
  expect(asked.tableReady).toEqual(tableReady);
});

describe('campaigns in a link', () => {
  const campaigns = [
    { id: 'c1', name: 'Curse of the Hollow King' },
    { id: 'c2', name: 'Saltmarsh' },
    { id: 'c3', name: 'Not this one' },
  ];
  const filed = makeCharacter({ id: 'f1', campaigns: ['c1', 'c2', 'gone'], tags: ['villain'] });

  test("carry the names of the character's campaigns, and its tags", async () => {
    const data = await encodeSharedCharacter(filed, { campaigns });
    const shared = await decodeSharedLink(data, newId);
    expect(shared.campaigns).toEqual(campaigns.slice(0, 2));
    expect(shared.character.campaigns).toEqual(['c1', 'c2']);
    expect(shared.character.tags).toEqual(['villain']);
  });

  test('a link without campaign names leaves the ids that mean nothing here behind', async () => {
    const shared = await decodeSharedLink(await encodeSharedCharacter(filed), newId);
    expect(shared.campaigns).toEqual([]);
    expect(shared.character).not.toHaveProperty('campaigns');
  });

  test('a changed campaign name is noticed as damage', async () => {
    const data = await encodeSharedCharacter(filed, { campaigns });
    const stream = new Blob([Buffer.from(data, 'base64url')])
      .stream()
      .pipeThrough(new DecompressionStream('deflate-raw'));
    const text = await new Response(stream).text();
    expect(text).toContain('"k":[{"id":"c1","name":"Curse of the Hollow King"}');
    const forged = toBase64Url(await deflate(text.replace('Saltmarsh', 'Saltmarch')));
    await damaged(forged);
  });
});
