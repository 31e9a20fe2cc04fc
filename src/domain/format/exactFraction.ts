// Exact arithmetic for money. A price of 199 with discounts of 15 % and 5 % is exactly 964.155 for two
// members over three months, but floating point multiplies it out to 964.1549999…, which rounds the
// wrong way. Numbers are read as the decimal the editor wrote and kept as BigInt fractions instead.

export interface Fraction {
  readonly numerator: bigint;
  /** Always positive. */
  readonly denominator: bigint;
}

/**
 * The decimal a JSON number was written as, exactly: 12.5 → 125/10. JavaScript prints a number with the
 * fewest digits that read back as the same number, which is what an editor typed in a JSON file.
 */
export function fractionOf(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [mantissa = '0', exponentText = '0'] = value.toString().toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [whole = '0', decimals = ''] = mantissa.replace('-', '').split('.');
  const exponent = Number(exponentText) - decimals.length;
  const digits = BigInt(`${whole}${decimals}`) * (negative ? -1n : 1n);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

export function multiply(...factors: readonly Fraction[]): Fraction {
  return factors.reduce<Fraction>(
    (product, factor) => ({
      numerator: product.numerator * factor.numerator,
      denominator: product.denominator * factor.denominator,
    }),
    { numerator: 1n, denominator: 1n },
  );
}

/** 1 − percent / 100, exactly: the share left to pay after a discount. */
export function remainderAfterPercent(percent: number): Fraction {
  const share = fractionOf(percent);
  return {
    numerator: share.denominator * 100n - share.numerator,
    denominator: share.denominator * 100n,
  };
}

/** percent / 100, exactly. */
export function percentShare(percent: number): Fraction {
  const share = fractionOf(percent);
  return { numerator: share.numerator, denominator: share.denominator * 100n };
}

/** The amount in whole cents, rounding a half cent up (away from zero: amounts are never negative). */
export function toCentsHalfUp(amount: Fraction): number {
  const scaled = amount.numerator * 100n;
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = scaled * sign;
  const cents = (magnitude * 2n + amount.denominator) / (amount.denominator * 2n);
  return Number(cents * sign);
}
