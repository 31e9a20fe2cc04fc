const decimalPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads a typed number. A decimal comma is accepted as well as a point (phones set to Spanish often
 * offer only the comma); anything else is not a number.
 */
export function parseDecimal(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.');
  return decimalPattern.test(normalized) ? Number(normalized) : undefined;
}

/** Blank is undefined; text that is not a number is NaN, which every range check rejects. */
export function typedNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseDecimal(text) ?? Number.NaN;
}
