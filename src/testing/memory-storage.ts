import type { StorageLike } from '@/adapters/storage/local-storage';

/** An in-memory Storage for tests; `failWrites` makes every setItem throw like a full quota. */
export class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  failWrites = false;

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.data.set(k, v);
  }

  getItem(key: string): string | null {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.data.set(key, String(value));
  }

  removeItem(key: string): void {
    this.data.delete(key);
  }

  /** Keys that start with a prefix, e.g. the corrupt copies of a key. */
  keysStartingWith(prefix: string): string[] {
    return [...this.data.keys()].filter((k) => k.startsWith(prefix));
  }
}
