import {
  appendToList,
  readList,
  updateList,
  readValue,
  StorageWriteError,
  subscribeToOtherTabs,
  writeJson,
} from '../local-storage';
import { MemoryStorage } from '@/testing/memory-storage';

describe('readList', () => {
  test('a missing key reads as an empty list with no problem', () => {
    const read = readList(new MemoryStorage(), 'characters');
    expect(read).toMatchObject({ items: [], missing: true, problem: null });
  });

  test('a bare array is today’s format', () => {
    const storage = new MemoryStorage({ characters: '[1,2]' });
    expect(readList(storage, 'characters').items).toEqual([1, 2]);
  });

  test('a versioned envelope of today’s version is read', () => {
    const storage = new MemoryStorage({ characters: '{"version":1,"items":[3]}' });
    expect(readList(storage, 'characters').items).toEqual([3]);
  });

  test.each([
    ['{not json', 'is not valid JSON'],
    ['null', 'is not a list'],
    ['{"a":1}', 'is not a list'],
    ['{"version":99,"items":[]}', 'format this version of the app does not know'],
  ])('%s is copied aside and read as empty', (raw, why) => {
    const storage = new MemoryStorage({ characters: raw });
    const read = readList(storage, 'characters', { now: () => 1234 });
    expect(read.items).toEqual([]);
    expect(read.problem?.message).toContain(why);
    expect(read.problem?.copiedTo).toBe('characters.corrupt-1234');
    expect(storage.getItem('characters.corrupt-1234')).toBe(raw);
    expect(read.problem?.message).toContain('characters.corrupt-1234');
  });

  test('without quarantine nothing is copied', () => {
    const storage = new MemoryStorage({ characters: '{oops' });
    readList(storage, 'characters', { quarantineBad: false });
    expect(storage.keysStartingWith('characters.corrupt')).toEqual([]);
  });

  test('storage that throws on read reads as missing', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readList(storage, 'characters').missing).toBe(true);
  });
});

describe('writeJson', () => {
  test('writes JSON', () => {
    const storage = new MemoryStorage();
    writeJson(storage, 'k', { a: 1 });
    expect(storage.getItem('k')).toBe('{"a":1}');
  });

  test('a refused write throws StorageWriteError and changes nothing', () => {
    const storage = new MemoryStorage({ k: '"old"' });
    storage.failWrites = true;
    expect(() => writeJson(storage, 'k', 'new')).toThrow(StorageWriteError);
    expect(storage.getItem('k')).toBe('"old"');
  });

  test('no storage at all is a write error', () => {
    expect(() => writeJson(null, 'k', 1)).toThrow(StorageWriteError);
  });
});

describe('appendToList', () => {
  test('extends a stored array and reads back as the whole list', () => {
    const storage = new MemoryStorage({ k: JSON.stringify([{ id: 'a' }]) });
    expect(appendToList(storage, 'k', [{ id: 'b' }, { id: 'c' }])).toBeNull();
    expect(JSON.parse(storage.getItem('k') as string)).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ]);
  });

  test('starts an empty or missing list', () => {
    const empty = new MemoryStorage({ k: '[]' });
    appendToList(empty, 'k', [{ id: 'a' }]);
    expect(empty.getItem('k')).toBe('[{"id":"a"}]');
    const missing = new MemoryStorage();
    appendToList(missing, 'k', [{ id: 'a' }]);
    expect(missing.getItem('k')).toBe('[{"id":"a"}]');
  });

  test('a versioned list is read, extended and written as today’s format', () => {
    const storage = new MemoryStorage({ k: JSON.stringify({ version: 1, items: [{ id: 'a' }] }) });
    appendToList(storage, 'k', [{ id: 'b' }]);
    expect(JSON.parse(storage.getItem('k') as string)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  test('unreadable text is copied aside and reported; the new items are kept', () => {
    const storage = new MemoryStorage({ k: '{oops' });
    const problem = appendToList(storage, 'k', [{ id: 'a' }]);
    expect(problem?.message).toMatch(/^Stored data "k" is not valid JSON/);
    expect(storage.getItem(problem?.copiedTo as string)).toBe('{oops');
    expect(JSON.parse(storage.getItem('k') as string)).toEqual([{ id: 'a' }]);
  });

  test('a refused write throws and leaves the stored list as it was', () => {
    const storage = new MemoryStorage({ k: '[1]' });
    storage.failWrites = true;
    expect(() => appendToList(storage, 'k', [2])).toThrow(StorageWriteError);
    expect(storage.getItem('k')).toBe('[1]');
    expect(() => appendToList(null, 'k', [2])).toThrow(StorageWriteError);
  });
});

describe('updateList', () => {
  test('reads, changes and writes the list', () => {
    const storage = new MemoryStorage({ k: '[1,2,3]' });
    expect(updateList(storage, 'k', (items) => items.filter((n) => n !== 2))).toBeNull();
    expect(storage.getItem('k')).toBe('[1,3]');
  });

  test('a refused write throws and changes nothing', () => {
    const storage = new MemoryStorage({ k: '[1,2,3]' });
    storage.failWrites = true;
    expect(() => updateList(storage, 'k', () => [])).toThrow(StorageWriteError);
    expect(storage.getItem('k')).toBe('[1,2,3]');
  });
});

test('readValue takes JSON, or plain text as a string', () => {
  const storage = new MemoryStorage({ a: 'true', b: '"x"', c: 'http://plain' });
  expect(readValue(storage, 'a')).toBe(true);
  expect(readValue(storage, 'b')).toBe('x');
  expect(readValue(storage, 'c')).toBe('http://plain');
  expect(readValue(storage, 'none')).toBeUndefined();
});

test('subscribeToOtherTabs reports only the watched keys, and all of them on clear', () => {
  const seen: string[] = [];
  const stop = subscribeToOtherTabs(['a', 'b'], (key) => seen.push(key));
  window.dispatchEvent(new StorageEvent('storage', { key: 'a' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'zzz' }));
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  stop();
  window.dispatchEvent(new StorageEvent('storage', { key: 'b' }));
  expect(seen).toEqual(['a', 'a', 'b']);
});
