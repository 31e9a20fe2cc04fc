import type { StorageLike } from '../../src/state/persistedSlice';

/** An in-memory Storage; `failWrites` makes setItem throw like a full or blocked localStorage. */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failWrites = false;

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  /** What `key` holds, parsed as JSON; null when it holds nothing. */
  json(key: string): unknown {
    return JSON.parse(this.getItem(key) ?? 'null');
  }
}

/** Waits for valtio's batched subscribers to run. */
export const flushSubscriptions = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 0));
