import {
  storedItemCount,
  appendToListText,
  copyAside,
  parseList,
  readText,
  StorageWriteError,
  subscribeToOtherTabs,
  writeText,
} from '../local-storage';
import { MemoryStorage } from '@/testing/memory-storage';

describe('parseList', () => {
  test('a bare array is today’s format', () => {
    expect(parseList('[1,2]')).toEqual({ items: [1, 2] });
  });

  test('a versioned envelope of today’s version is read', () => {
    expect(parseList('{"version":1,"items":[3]}')).toEqual({ items: [3] });
  });

  test.each([
    ['{not json', 'is not valid JSON'],
    ['null', 'is not a list'],
    ['{"a":1}', 'is not a list'],
    [
      '{"version":99,"items":[]}',
      'has a format this version of the app does not know (version 99)',
    ],
  ])('%s is not a list this version can read', (raw, why) => {
    expect(parseList(raw)).toEqual({ why });
  });
});

describe('readText and writeText', () => {
  test('storage that throws on read reads as nothing stored', () => {
    const storage = new MemoryStorage({ k: 'v' });
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readText(storage, 'k')).toBeNull();
    expect(readText(null, 'k')).toBeNull();
  });

  test('a refused write throws StorageWriteError and changes nothing', () => {
    const storage = new MemoryStorage({ k: 'old' });
    storage.failWrites = true;
    expect(() => writeText(storage, 'k', 'new')).toThrow(StorageWriteError);
    expect(storage.getItem('k')).toBe('old');
    expect(() => writeText(null, 'k', 'new')).toThrow(StorageWriteError);
  });
});

test('copyAside keeps the text under a timestamped key, or says it could not', () => {
  const storage = new MemoryStorage();
  expect(copyAside(storage, 'k', '{oops', () => 1234)).toBe('k.corrupt-1234');
  expect(storage.getItem('k.corrupt-1234')).toBe('{oops');
  storage.failWrites = true;
  expect(copyAside(storage, 'k', '{oops', () => 5678)).toBeNull();
});

describe('appendToListText', () => {
  test('extends a stored array as text, reading back as the whole list', () => {
    const text = appendToListText(JSON.stringify([{ id: 'a' }]), [{ id: 'b' }, { id: 'c' }]);
    expect(JSON.parse(text as string)).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  test('starts an empty list', () => {
    expect(appendToListText('[]', [{ id: 'a' }])).toBe('[{"id":"a"}]');
    expect(appendToListText('[ ]', [{ id: 'a' }])).toBe('[{"id":"a"}]');
  });

  test.each([[null], ['{"version":1,"items":[]}'], ['{oops']])(
    'anything but a bare array (%p) is left to the caller',
    (raw) => {
      expect(appendToListText(raw, [{ id: 'a' }])).toBeNull();
    },
  );
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

describe('storedItemCount', () => {
  afterEach(() => jest.restoreAllMocks());

  test('counts what browser storage holds', () => {
    localStorage.clear();
    localStorage.setItem('a', '1');
    localStorage.setItem('b', '2');
    expect(storedItemCount()).toBe(2);
  });

  test('storage that refuses even its length (some privacy settings) counts as refused', () => {
    jest.spyOn(Storage.prototype, 'length', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storedItemCount()).toBeNull();
  });
});
