import type { TextStore } from '@/adapters/storage/indexed-texts';

/** IndexedDB's texts stood in for; `failWrites` refuses every write as a full storage does. */
export class MemoryTexts implements TextStore {
  readonly data = new Map<string, string>();
  failWrites = false;
  /** Every read rejects, as a browser that refuses its IndexedDB. */
  failReads = false;

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.data.set(k, v);
  }

  read = (key: string): Promise<string | null> =>
    this.failReads
      ? Promise.reject(new Error('refused'))
      : Promise.resolve(this.data.get(key) ?? null);

  write = (key: string, text: string): Promise<void> => {
    if (this.failWrites) {
      return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    }
    this.data.set(key, text);
    return Promise.resolve();
  };

  remove = (key: string): Promise<void> => {
    this.data.delete(key);
    return Promise.resolve();
  };

  keysStartingWith(prefix: string): string[] {
    return [...this.data.keys()].filter((k) => k.startsWith(prefix));
  }
}
