import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCardNumber,
  checkExpiry,
  isExpiryCurrent,
  passesLuhn,
} from '../../src/domain/membership/paymentCard';

/** The digit that makes `body` + digit pass Luhn, worked out apart from passesLuhn. */
function checkDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += Math.floor(digit / 10) + (digit % 10);
  });
  return String((10 - (sum % 10)) % 10);
}

const cardBody = fc.stringMatching(/^[0-9]{11,18}$/);

describe('Luhn', () => {
  it('a number with its check digit passes, and the number is then accepted', () => {
    fc.assert(
      fc.property(cardBody, (body) => {
        const number = body + checkDigit(body);
        expect(passesLuhn(number)).toBe(true);
        expect(checkCardNumber(number)).toBeUndefined();
      }),
    );
  });

  it('changing any one digit of a good number makes it fail, and the number is named', () => {
    fc.assert(
      fc.property(cardBody, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
        const number = body + checkDigit(body);
        const index = at % number.length;
        const changed =
          number.slice(0, index) +
          String((Number(number[index]) + shift) % 10) +
          number.slice(index + 1);
        expect(passesLuhn(changed)).toBe(false);
        expect(checkCardNumber(changed)).toBe('numberLuhn');
      }),
    );
  });
});

describe('expiry', () => {
  const anyNow = fc.date({
    min: new Date('2020-01-01'),
    max: new Date('2040-12-31'),
    noInvalidDate: true,
  });
  const anyExpiry = fc.record({
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 2018, max: 2045 }),
  });

  it('a card is current exactly while its month has not ended', () => {
    fc.assert(
      fc.property(anyNow, anyExpiry, (now, expiry) => {
        const current = isExpiryCurrent(expiry, now);
        const monthEnds = new Date(expiry.year, expiry.month, 1);
        expect(current).toBe(now.getTime() < monthEnds.getTime());
      }),
    );
  });

  it('a written past month is always named as expired, a written current or later month never', () => {
    fc.assert(
      fc.property(anyNow, fc.integer({ min: -120, max: 120 }), (now, offset) => {
        const at = new Date(now.getFullYear(), now.getMonth() + offset, 1);
        const text = `${String(at.getMonth() + 1).padStart(2, '0')}/${String(at.getFullYear() % 100).padStart(2, '0')}`;
        expect(checkExpiry(text, now)).toBe(offset < 0 ? 'expiryPast' : undefined);
      }),
    );
  });
});
