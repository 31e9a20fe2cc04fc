/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * A form the app draws through its one form layer (content/forms/*.json): each field's kind, label, hint, rules and Spanish messages. Change a label, a range or a message here; the form follows with no code change.
 */
export interface FormDefinition {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/form.schema.json.
   */
  $schema?: string;
  /**
   * The form's id; also the file name without .json.
   */
  id: string;
  /**
   * The fields in screen order: the first field with a problem takes focus on submit.
   */
  fields: FormField[];
  /**
   * When a field's problem first shows. 'leave' (default): once the member leaves a field they changed, or after the first submit. 'change': as soon as a changed field holds a value that breaks a rule, while the member types (spec § Profile: 'checked on change while editing, only when non-empty'); an empty required field still waits until it is left. Either way a shown problem then follows the value live.
   */
  errorTiming?: 'leave' | 'change';
  /**
   * Plausible ranges of values the form computes from its fields (the weight form's body mass index, 'bmi'), each with the toast shown outside them.
   */
  computedRanges?: {
    [k: string]: ComputedRange | undefined;
  };
  /**
   * Texts of the whole form that belong to no single field (toast titles, a message about several fields).
   */
  messages?: {
    [k: string]: string | undefined;
  };
}
export interface FormField {
  /**
   * The value's key, unique in the form.
   */
  id: string;
  /**
   * How the field is drawn: text, email, password, tel, textarea, date, time, datetime, number, bool, choice, or a kind a feature registers (stripeCard). A kind the app does not know is drawn as a notice and left blank.
   */
  kind: string;
  label: string;
  /**
   * Guidance under the control, read with it by screen readers.
   */
  hint?: string;
  placeholder?: string;
  /**
   * Shown after a number, e.g. 'mmHg'.
   */
  unit?: string;
  required?: boolean;
  /**
   * Smallest accepted number.
   */
  min?: number;
  /**
   * Largest accepted number.
   */
  max?: number;
  /**
   * A decimal step (0.1) says decimals are welcome; a whole step (1) refuses decimals with messages.step ('120,5' is not read as 120.5).
   */
  step?: number;
  /**
   * Show the accepted range under a number field (default true when min and max are set).
   */
  showRange?: boolean;
  danger?: FormFieldDanger;
  minLength?: number;
  /**
   * Most characters the control takes: typing or pasting more is refused at the input, and a counter 'n/max' shows from 80 % of it. Required for every field typed as text (text, email, tel, password, textarea).
   */
  maxLength?: number;
  /**
   * A regular expression the whole value (after trimming and removing `ignore`) must match.
   */
  pattern?: string;
  /**
   * A regular expression of characters a member may type that are dropped before the checks (spaces and dashes in a phone).
   */
  ignore?: string;
  /**
   * uppercase: the value is upper-cased as it is typed.
   */
  transform?: 'uppercase';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url' | 'none';
  readOnly?: boolean;
  /**
   * Lines of a textarea.
   */
  rows?: number;
  /**
   * Name of a password field's show/hide button.
   */
  toggleLabel?: string;
  /**
   * The choices of a choice field, in order.
   */
  options?: FormFieldOption[];
  messages?: FormFieldMessages;
}
/**
 * A number outside min..max that is also beyond one of these may be an emergency, not a typing mistake: the form keeps its range message and adds the emergency advice (the vitals form, issue 43).
 */
export interface FormFieldDanger {
  /**
   * A value above this may be an emergency.
   */
  above?: number;
  /**
   * A value below this may be an emergency.
   */
  below?: number;
  /**
   * Where the threshold comes from (a triage rule's id, a guideline), for clinical review.
   */
  source: string;
}
export interface FormFieldOption {
  id: string;
  label: string;
}
/**
 * The Spanish message of each rule the field breaks.
 */
export interface FormFieldMessages {
  required?: string;
  /**
   * Outside min..max (or not a number).
   */
  range?: string;
  /**
   * Shorter than minLength or longer than maxLength.
   */
  length?: string;
  pattern?: string;
  /**
   * Not a multiple of a whole step (decimals where whole numbers are asked for).
   */
  step?: string;
  /**
   * The value cannot be read (a rule the app checks in code, such as a date).
   */
  invalid?: string;
}
export interface ComputedRange {
  /**
   * Smallest plausible value.
   */
  min: number;
  /**
   * Largest plausible value.
   */
  max: number;
  /**
   * The toast's title.
   */
  title: string;
  /**
   * The toast's text: why the value is refused and what to check.
   */
  message: string;
}
