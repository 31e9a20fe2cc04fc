// One payment attempt at a time per member across tabs (issue 43): with the Web Locks API a second
// tab is refused while the first holds the lock; without it, the hold in storage refuses it until
// released or lapsed; another member is never blocked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_LOCK_KEY,
  PAYMENT_LOCK_LEASE_MS,
  paymentLockName,
} from '../../../src/domain/membership/paymentLock';
import {
  takePaymentLock,
  type LockRequester,
  type PaymentLockEnvironment,
} from '../../../src/membership/paymentLock';
import { MemoryStorage } from '../../support/memoryStorage';

/** The browser's lock manager as one origin sees it: a name is held until its callback settles. */
class FakeLocks implements LockRequester {
  readonly held = new Set<string>();

  async request<T>(
    name: string,
    _options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T> {
    if (this.held.has(name)) return callback(null);
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      this.held.delete(name);
    }
  }
}

const tab = (owner: string, shared: Partial<PaymentLockEnvironment>): PaymentLockEnvironment => ({
  locks: null,
  storage: null,
  now: () => Date.now(),
  owner,
  ...shared,
});

afterEach(() => vi.useRealTimers());

describe('the payment lock with the Web Locks API', () => {
  it('refuses a second tab while the first pays, and lets it pay once the first is done', async () => {
    const locks = new FakeLocks();
    const first = await takePaymentLock('ana', tab('a', { locks }));
    expect(first).toBeTypeOf('function');
    expect(locks.held.has(paymentLockName('ana'))).toBe(true);
    expect(await takePaymentLock('ana', tab('b', { locks }))).toBeNull();

    first?.();
    await vi.waitFor(() => expect(locks.held.size).toBe(0));
    const second = await takePaymentLock('ana', tab('b', { locks }));
    expect(second).toBeTypeOf('function');
    second?.();
  });

  it('never blocks another member', async () => {
    const locks = new FakeLocks();
    const ana = await takePaymentLock('ana', tab('a', { locks }));
    const luis = await takePaymentLock('luis', tab('b', { locks }));
    expect(luis).toBeTypeOf('function');
    ana?.();
    luis?.();
  });

  it('falls back to the hold in storage when the browser refuses to be asked', async () => {
    const storage = new MemoryStorage();
    const broken: LockRequester = { request: () => Promise.reject(new Error('SecurityError')) };
    const first = await takePaymentLock('ana', tab('a', { locks: broken, storage }));
    expect(first).toBeTypeOf('function');
    expect(await takePaymentLock('ana', tab('b', { storage }))).toBeNull();
    first?.();
  });
});

describe('the payment lock in storage (no Web Locks API)', () => {
  it('refuses a second tab until the first releases it, and leaves nothing behind', async () => {
    const storage = new MemoryStorage();
    const first = await takePaymentLock('ana', tab('a', { storage }));
    expect(storage.json(PAYMENT_LOCK_KEY)).toMatchObject({ memberId: 'ana', owner: 'a' });
    expect(await takePaymentLock('ana', tab('b', { storage }))).toBeNull();
    first?.();
    expect(storage.getItem(PAYMENT_LOCK_KEY)).toBeNull();
    const second = await takePaymentLock('ana', tab('b', { storage }));
    expect(second).toBeTypeOf('function');
    second?.();
  });

  it('is renewed while held, so a long payment keeps it', async () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = await takePaymentLock('ana', tab('a', { storage }));
    vi.advanceTimersByTime(PAYMENT_LOCK_LEASE_MS * 2);
    expect(await takePaymentLock('ana', tab('b', { storage }))).toBeNull();
    first?.();
  });

  it('lapses when the tab that held it closed without releasing it', async () => {
    const storage = new MemoryStorage();
    const closedTabsHold = { memberId: 'ana', owner: 'closed', expiresAt: Date.now() - 1 };
    storage.setItem(PAYMENT_LOCK_KEY, JSON.stringify(closedTabsHold));
    const taken = await takePaymentLock('ana', tab('b', { storage }));
    expect(taken).toBeTypeOf('function');
    taken?.();
  });

  it('reads a damaged hold as no hold', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PAYMENT_LOCK_KEY, '{no es json');
    const taken = await takePaymentLock('ana', tab('a', { storage }));
    expect(taken).toBeTypeOf('function');
    taken?.();
  });
});
