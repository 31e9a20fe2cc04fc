// The stored payment lock's rule (issue 43): at any moment at most one tab may pay for a member, a
// tab always may take what it holds, and a hold never outlives its lease.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_LOCK_LEASE_MS,
  paymentLockFree,
  paymentLockHold,
  readPaymentLock,
} from '../../src/domain/membership/paymentLock';

const owner = fc.constantFrom('tab-a', 'tab-b', 'tab-c');
const member = fc.constantFrom('ana', 'luis');
const instant = fc.integer({ min: 0, max: 10 ** 12 });

describe('the stored payment lock', () => {
  it('lets at most one of two tabs pay for a member at once, while the hold lasts', () => {
    fc.assert(
      fc.property(
        member,
        owner,
        owner,
        instant,
        fc.nat(PAYMENT_LOCK_LEASE_MS - 1),
        (who, a, b, takenAt, later) => {
          const hold = paymentLockHold(who, a, takenAt);
          const now = takenAt + later;
          expect(paymentLockFree(hold, who, a, now)).toBe(true);
          expect(paymentLockFree(hold, who, b, now)).toBe(a === b);
        },
      ),
    );
  });

  it('frees every hold once its lease has passed', () => {
    fc.assert(
      fc.property(member, owner, owner, instant, fc.nat(10 ** 9), (who, a, b, takenAt, after) => {
        const hold = paymentLockHold(who, a, takenAt);
        expect(paymentLockFree(hold, who, b, takenAt + PAYMENT_LOCK_LEASE_MS + after)).toBe(true);
      }),
    );
  });

  it('never blocks another member', () => {
    fc.assert(
      fc.property(owner, owner, instant, (a, b, now) => {
        expect(paymentLockFree(paymentLockHold('ana', a, now), 'luis', b, now)).toBe(true);
      }),
    );
  });

  it('reads back what it wrote, and anything else as no hold', () => {
    fc.assert(
      fc.property(member, owner, instant, (who, a, now) => {
        const hold = paymentLockHold(who, a, now);
        expect(readPaymentLock(JSON.stringify(hold))).toEqual(hold);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const read = readPaymentLock(raw);
        expect(read === null || typeof read.owner === 'string').toBe(true);
      }),
    );
    expect(readPaymentLock(null)).toBeNull();
    expect(readPaymentLock('{"memberId":"ana","owner":"a","expiresAt":"mañana"}')).toBeNull();
  });
});
