import { describe, expect, it } from 'vitest';
import {
  fractionOf,
  multiply,
  remainderAfterPercent,
  toCentsHalfUp,
} from '../../../src/domain/format/exactFraction';

const value = (numerator: bigint, denominator: bigint) => ({ numerator, denominator });

describe('fractionOf', () => {
  it.each([
    [199, 199n, 1n],
    [12.5, 125n, 10n],
    [0.1, 1n, 10n],
    [-3.25, -325n, 100n],
    [1e-7, 1n, 10_000_000n],
    [1e21, 10n ** 21n, 1n],
    [0, 0n, 1n],
  ])('reads %d as the decimal it prints as', (input, numerator, denominator) => {
    expect(fractionOf(input)).toEqual(value(numerator, denominator));
  });

  it('refuses NaN and infinity', () => {
    expect(() => fractionOf(Number.NaN)).toThrow(RangeError);
    expect(() => fractionOf(Infinity)).toThrow(RangeError);
  });
});

describe('toCentsHalfUp', () => {
  it.each([
    [value(964_155n, 1000n), 96_416],
    [value(9_641_549n, 10_000n), 96_415],
    [value(5n, 1000n), 1],
    [value(49n, 10_000n), 0],
    [value(0n, 1n), 0],
    [value(-5n, 1000n), -1],
  ])('rounds %o to %i cents', (amount, cents) => {
    expect(toCentsHalfUp(amount)).toBe(cents);
  });
});

describe('discount arithmetic', () => {
  it('keeps 199 × 0.85 × 2 × 3 × 0.95 exact at 964.155', () => {
    const amount = multiply(
      fractionOf(199),
      remainderAfterPercent(15),
      value(6n, 1n),
      remainderAfterPercent(5),
    );
    expect(amount.numerator * 1000n).toBe(964_155n * amount.denominator);
  });
});
