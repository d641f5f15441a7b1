import { htmlToBlocks } from '@/adapters/browser/html-text';
import { makeCharacter } from '@/testing/fixtures';
import { buildExport, parseImport } from '../character-export';
import { createRandom } from '../random';
import { decodeSharedCharacter, encodeSharedCharacter } from '../share-codec';
import { normaliseStoredCharacter, normaliseStoredCharacters } from '../stored-character';
import { rollTableReady } from '../table-ready';

const newId = () => 'new-id';
const base = makeCharacter({ id: 'tr' });
const tableReady = rollTableReady(base, createRandom(3));
const character = { ...base, tableReady };
const stored = (raw: unknown) => normaliseStoredCharacter(raw, newId);

describe('a stored character', () => {
  test('keeps its rows At the table, secret included', () => {
    const read = stored(JSON.parse(JSON.stringify(character)));
    expect(read?.tableReady).toEqual(tableReady);
    expect(read?.tableReady?.secret).toBe(tableReady.secret);
  });

  test('saved before the rows existed, it loads without them', () => {
    expect(stored({ ...base, tableReady: undefined })).not.toHaveProperty('tableReady');
    expect(stored(base)).not.toHaveProperty('tableReady');
  });

  test.each([null, 42, 'Smuggler', [], ['a'], {}, { occupation: 7, traits: {} }])(
    'with unusable rows (%p) still loads, without them',
    (value) => {
      const read = stored({ ...base, tableReady: value });
      expect(read?.firstName).toBe(base.firstName);
      expect(read).not.toHaveProperty('tableReady');
    },
  );

  test('with some good rows keeps those, tidied, and leaves the others empty', () => {
    const read = stored({
      ...base,
      tableReady: { occupation: ' Ferryman ', traits: 'Calm, wry', secret: 12, look: '' },
    });
    expect(read?.tableReady).toEqual({
      occupation: 'Ferryman',
      summary: '',
      look: '',
      voice: '',
      traits: ['Calm', 'wry'],
      ideal: '',
      bond: '',
      flaw: '',
      secret: '',
    });
  });

  test('in a stored list (History, My Characters) keeps them too', () => {
    const { characters } = normaliseStoredCharacters(
      JSON.parse(JSON.stringify([character, base])),
      newId,
    );
    expect(characters.map((c) => c.tableReady)).toEqual([tableReady, undefined]);
  });
});

test('a share link carries the rows, the secret only when asked for, and not the notes', async () => {
  const shared = { ...character, notes: 'Private' };
  const asked = await encodeSharedCharacter(shared, { includeSecret: true });
  const decoded = await decodeSharedCharacter(asked, newId);
  expect(decoded.tableReady).toEqual(tableReady);
  expect(decoded).not.toHaveProperty('notes');
  const plain = await decodeSharedCharacter(await encodeSharedCharacter(shared), newId);
  expect(plain.tableReady).toEqual({ ...tableReady, secret: '' });
});

test('export and import carry the rows of saved characters and History; bad rows are dropped', () => {
  const history = { ...makeCharacter({ id: 'h' }), tableReady: { ...tableReady, flaw: '' } };
  const file = JSON.parse(JSON.stringify(buildExport([character], [history])));
  file.characters.push({ ...base, id: 'bad', tableReady: 'garbage' });
  const read = parseImport(JSON.stringify(file), newId, htmlToBlocks);
  expect(read.unreadable).toBe(0);
  expect(read.characters[0]?.tableReady).toEqual(tableReady);
  expect(read.characters[1]?.id).toBe('bad');
  expect(read.characters[1]).not.toHaveProperty('tableReady');
  expect(read.history[0]?.tableReady).toEqual({ ...tableReady, flaw: '' });
});
