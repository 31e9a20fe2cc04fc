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

/**
 * Why a field is refused, as a code: the payment page looks up the Spanish words
 * (src/features/payment/cardMessages.ts). The `…Required` codes are fields left empty.
 */
export type CardProblem =
  | 'holderRequired'
  | 'numberRequired'
  | 'numberLength'
  | 'numberLuhn'
  | 'expiryRequired'
  | 'expiryMalformed'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid';

export type CardProblems = Partial<Record<CardField, CardProblem>>;

const EMPTY_FIELD_PROBLEMS: ReadonlySet<CardProblem> = new Set<CardProblem>([
  'holderRequired',
  'numberRequired',
  'expiryRequired',
  'cvcRequired',
]);

/** Whether the problem is an empty field (spec §5's 'Información incompleta'). */
export const isEmptyFieldProblem = (problem: CardProblem): boolean =>
  EMPTY_FIELD_PROBLEMS.has(problem);

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

export function checkHolder(holder: string): CardProblem | undefined {
  return holder.trim() ? undefined : 'holderRequired';
}

export function checkCardNumber(number: string): CardProblem | undefined {
  const digits = digitsOf(number);
  if (!digits) return 'numberRequired';
  if (digits.length < MIN_CARD_DIGITS || digits.length > MAX_CARD_DIGITS) return 'numberLength';
  return passesLuhn(digits) ? undefined : 'numberLuhn';
}

export function checkExpiry(text: string, now: Date): CardProblem | undefined {
  if (!text.trim()) return 'expiryRequired';
  const expiry = parseExpiry(text);
  if (!expiry) return 'expiryMalformed';
  return isExpiryCurrent(expiry, now) ? undefined : 'expiryPast';
}

export function checkCvc(cvc: string): CardProblem | undefined {
  const text = cvc.trim();
  if (!text) return 'cvcRequired';
  return /^\d{3,4}$/.test(text) ? undefined : 'cvcInvalid';
}

export function checkDemoCard(values: CardValues, now: Date): CardProblems {
  const found: [CardField, CardProblem | undefined][] = [
    ['holder', checkHolder(values.holder)],
    ['number', checkCardNumber(values.number)],
    ['expiry', checkExpiry(values.expiry, now)],
    ['cvc', checkCvc(values.cvc)],
  ];
  const problems: CardProblems = {};
  for (const [field, problem] of found) if (problem) problems[field] = problem;
  return problems;
}

/**
 * The one problem a refused payment names: an empty field first (the member has not finished), then
 * the first wrong field on screen. Undefined when nothing is wrong.
 */
export function problemToName(
  problems: CardProblems,
): { readonly field: CardField; readonly problem: CardProblem } | undefined {
  const listed = cardFields.flatMap((field) => {
    const problem = problems[field];
    return problem ? [{ field, problem }] : [];
  });
  return listed.find(({ problem }) => isEmptyFieldProblem(problem)) ?? listed[0];
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
