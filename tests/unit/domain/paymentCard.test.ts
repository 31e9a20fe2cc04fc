import { describe, expect, it } from 'vitest';
import {
  cardMessages,
  checkDemoCard,
  formatCardNumber,
  formatExpiry,
  isExpiryCurrent,
  parseExpiry,
  passesLuhn,
} from '../../../src/domain/membership/paymentCard';

const now = new Date(2026, 4, 20, 12); // 20 May 2026
const good = { holder: 'Ana López', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('passesLuhn', () => {
  it.each(['4242424242424242', '5555555555554444', '378282246310005', '4000056655665556'])(
    'accepts the test card %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it.each(['4242424242424241', '1234567812345678', '', '4242-4242'])('refuses %j', (digits) =>
    expect(passesLuhn(digits)).toBe(false),
  );
});

describe('parseExpiry and isExpiryCurrent', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1/27', { month: 1, year: 2027 }],
    ['05 / 2026', { month: 5, year: 2026 }],
    ['0526', { month: 5, year: 2026 }],
  ])('reads %j', (text, expiry) => expect(parseExpiry(text)).toEqual(expiry));

  it.each(['13/30', '00/30', '12', 'ab/cd', '12/3'])('does not read %j as a date', (text) =>
    expect(parseExpiry(text)).toBeNull(),
  );

  it('keeps a card good through the last day of its month, and not a day after', () => {
    expect(isExpiryCurrent({ month: 5, year: 2026 }, new Date(2026, 4, 31, 23, 59))).toBe(true);
    expect(isExpiryCurrent({ month: 5, year: 2026 }, new Date(2026, 5, 1, 0, 0))).toBe(false);
    expect(isExpiryCurrent({ month: 4, year: 2026 }, now)).toBe(false);
    expect(isExpiryCurrent({ month: 1, year: 2027 }, now)).toBe(true);
  });
});

describe('checkDemoCard', () => {
  it('accepts a complete card', () => {
    expect(checkDemoCard(good, now)).toEqual({});
  });

  it('names every missing field', () => {
    expect(checkDemoCard({ holder: ' ', number: '', expiry: '', cvc: '' }, now)).toEqual({
      holder: cardMessages.holderRequired,
      number: cardMessages.numberRequired,
      expiry: cardMessages.expiryRequired,
      cvc: cardMessages.cvcInvalid,
    });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number', cardMessages.numberInvalid],
    [{ number: '4242 4242 42' }, 'number', cardMessages.numberInvalid],
    [{ expiry: '04/26' }, 'expiry', cardMessages.expiryPast],
    [{ expiry: '14/26' }, 'expiry', cardMessages.expiryMalformed],
    [{ cvc: '12' }, 'cvc', cardMessages.cvcInvalid],
    [{ cvc: '12a' }, 'cvc', cardMessages.cvcInvalid],
  ])('refuses %o', (change, field, message) => {
    expect(checkDemoCard({ ...good, ...change }, now)).toEqual({ [field]: message });
  });

  it('accepts a card expiring this month and a 4-digit CVC', () => {
    expect(checkDemoCard({ ...good, expiry: '05/26', cvc: '1234' }, now)).toEqual({});
  });
});

describe('formatting as the member types', () => {
  it('groups the card number in fours and stops at 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('puts the slash between month and year', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });
});
