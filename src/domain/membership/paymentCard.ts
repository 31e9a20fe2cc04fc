// Checks of the demo card form (spec §5 Payment), used when no card provider key is configured: the
// number passes the Luhn check, the expiry month has not ended, the CVC has 3 or 4 digits and the
// holder is named. Nothing is charged; these checks only keep the demo honest about what a card is.

export type CardField = 'holder' | 'number' | 'expiry' | 'cvc';

export interface CardValues {
  readonly holder: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type CardErrors = Partial<Record<CardField, string>>;

export const cardMessages = {
  holderRequired: 'Escribe el nombre del titular, como aparece en la tarjeta.',
  numberRequired: 'Escribe el número de tu tarjeta.',
  numberInvalid: 'El número de tarjeta no es válido.',
  expiryRequired: 'Escribe la fecha de vencimiento.',
  expiryMalformed: 'Escribe la fecha de vencimiento como MM/AA.',
  expiryPast: 'La tarjeta está vencida.',
  cvcInvalid: 'El CVC tiene 3 o 4 dígitos.',
} as const;

/** Field order on screen, so the first error found is the first the member sees. */
export const cardFields: readonly CardField[] = ['holder', 'number', 'expiry', 'cvc'];

const MIN_CARD_DIGITS = 12;
export const MAX_CARD_DIGITS = 19;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The Luhn check digit test that every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/** 'MM/AA', 'MM/AAAA', 'MM AA' or 'MMAA'; null when it is not a month and a year. */
export function parseExpiry(text: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*[/\-\s]?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2]!;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month, in the member's calendar. */
export function isExpiryCurrent(expiry: CardExpiry, now: Date): boolean {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) >= thisMonth;
}

export function checkHolder(holder: string): string | undefined {
  return holder.trim() ? undefined : cardMessages.holderRequired;
}

export function checkDemoCard(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  const holder = checkHolder(values.holder);
  if (holder) errors.holder = holder;

  const digits = digitsOf(values.number);
  if (!digits) errors.number = cardMessages.numberRequired;
  else if (
    digits.length < MIN_CARD_DIGITS ||
    digits.length > MAX_CARD_DIGITS ||
    !passesLuhn(digits)
  ) {
    errors.number = cardMessages.numberInvalid;
  }

  if (!values.expiry.trim()) errors.expiry = cardMessages.expiryRequired;
  else {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) errors.expiry = cardMessages.expiryMalformed;
    else if (!isExpiryCurrent(expiry, now)) errors.expiry = cardMessages.expiryPast;
  }

  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = cardMessages.cvcInvalid;
  return errors;
}

/** Groups the digits in fours as the member types: '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Puts the slash in as the member types the month and year: '12/3' → '12/3'. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
