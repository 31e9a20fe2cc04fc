import { describe, expect, it } from 'vitest';
import {
  checkDemoCard,
  formatCardNumber,
  formatExpiry,
  isExpiryCurrent,
  parseExpiry,
  passesLuhn,
  problemToName,
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

  it('names every missing field with a code', () => {
    expect(checkDemoCard({ holder: ' ', number: '', expiry: '', cvc: '' }, now)).toEqual({
      holder: 'holderRequired',
      number: 'numberRequired',
      expiry: 'expiryRequired',
      cvc: 'cvcRequired',
    });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number', 'numberLuhn'],
    [{ number: '4242 4242 42' }, 'number', 'numberLength'],
    [{ expiry: '04/26' }, 'expiry', 'expiryPast'],
    [{ expiry: '14/26' }, 'expiry', 'expiryMalformed'],
    [{ cvc: '12' }, 'cvc', 'cvcInvalid'],
    [{ cvc: '12a' }, 'cvc', 'cvcInvalid'],
  ])('refuses %o', (change, field, problem) => {
    expect(checkDemoCard({ ...good, ...change }, now)).toEqual({ [field]: problem });
  });

  it('accepts a card expiring this month and a 4-digit CVC', () => {
    expect(checkDemoCard({ ...good, expiry: '05/26', cvc: '1234' }, now)).toEqual({});
  });
});

describe('problemToName: what a refused payment names', () => {
  it('names the expiry of a filled card that has expired, not a missing field', () => {
    expect(problemToName(checkDemoCard({ ...good, expiry: '04/26' }, now))).toEqual({
      field: 'expiry',
      problem: 'expiryPast',
    });
  });

  it('names the number that fails Luhn and the short CVC', () => {
    expect(problemToName(checkDemoCard({ ...good, number: '4242424242424241' }, now))).toEqual({
      field: 'number',
      problem: 'numberLuhn',
    });
    expect(problemToName(checkDemoCard({ ...good, cvc: '12' }, now))).toEqual({
      field: 'cvc',
      problem: 'cvcInvalid',
    });
  });

  it('names an empty field before a wrong one, even when the wrong one comes first on screen', () => {
    expect(
      problemToName(checkDemoCard({ ...good, number: '4242424242424241', cvc: '' }, now)),
    ).toEqual({ field: 'cvc', problem: 'cvcRequired' });
  });

  it('names nothing when the card is good', () => {
    expect(problemToName(checkDemoCard(good, now))).toBeUndefined();
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
