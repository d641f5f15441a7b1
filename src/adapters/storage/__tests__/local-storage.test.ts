import {
  readList,
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
