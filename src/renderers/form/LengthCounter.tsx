// The counter a text field shows near its maximum length (content's `maxLength`): 'n/max' from 80 %
// of it, tied to the control by aria-describedby, so a member sees the limit coming before the input
// stops taking characters.
import type { FormField } from '../../content/types/form';
import * as styles from './LengthCounter.css';

/** From this share of `maxLength` on, the counter shows. */
const SHOW_FROM = 0.8;

/** 'n/max' once `length` reaches 80 % of `max`; undefined before that or without a maximum. */
export function lengthCounterText(length: number, max: number | undefined): string | undefined {
  if (max === undefined || length < Math.ceil(max * SHOW_FROM)) return undefined;
  return `${Math.min(length, max)}/${max}`;
}

const digitKeypads: ReadonlySet<FormField['inputMode']> = new Set(['numeric', 'decimal', 'tel']);

/**
 * Only free text counts its characters (a name, a dose, notes). A value of a fixed shape (a phone or
 * card number, a CURP: a pattern, a minimum length or a digit keypad) has its own message saying what
 * fits, and a counter beside it would only be noise.
 */
export function countsLength(field: FormField): boolean {
  return (
    !field.readOnly &&
    field.pattern === undefined &&
    field.minLength === undefined &&
    field.kind !== 'tel' &&
    !digitKeypads.has(field.inputMode)
  );
}

/** The counter's id, for the control's aria-describedby. */
export const lengthCounterId = (controlId: string): string => `${controlId}-count`;

export function LengthCounter({ id, text }: { readonly id: string; readonly text: string }) {
  return (
    <p id={id} className={styles.counter}>
      {text}
    </p>
  );
}
