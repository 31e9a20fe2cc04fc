// The one <form> of the app: it draws a form's fields from their definitions through the field
// registry, and on submit commits the errors, then focuses the first field to fix (read with its
// error), or hands the valid values on.
import type { FocusEvent, FormEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { FormField } from '../../content/types/form';
import { fieldControlId } from './fieldIds';
import type { ControlExtras } from './fieldInputProps';
import { fieldInputFor, fieldRegistry, type FieldRegistry } from './fieldRegistry';
import * as styles from './Form.css';
import type { FormState } from './useForm';

/** What the renderer needs of a submit's outcome; a form hook may say more (a triage result). */
export interface SubmitResult {
  readonly ok: boolean;
  readonly firstInvalidFieldId?: string | undefined;
}

/** A group of a form's fields under a heading, e.g. the general danger signs of a triage test. */
export interface FormSection {
  readonly id: string;
  /** The group's name: its legend, read with each question inside it. */
  readonly title: string;
  readonly description?: string;
  /** Its fields, in the order of `fields`; a field in no section is drawn after the sections. */
  readonly fieldIds: readonly string[];
  /** Drawn after its fields (a button that answers them all). */
  readonly footer?: ReactNode;
}

/** The part of a form's state the renderer draws and drives. */
export type FormBinding<O extends SubmitResult> = Pick<
  FormState,
  'values' | 'errors' | 'setValue' | 'blur'
> & { submit(): O };

export interface FormProps<O extends SubmitResult> {
  readonly fields: readonly FormField[];
  readonly form: FormBinding<O>;
  /** Makes the ids of this form's controls unique on a page with several forms. */
  readonly idPrefix: string;
  /** The form element's id, for a submit button outside it (a dialog's footer). */
  readonly id?: string;
  readonly className?: string;
  /** Lays the fields out together (a grid of short number fields), apart from header and buttons. */
  readonly fieldsClassName?: string;
  /** Kinds only this form has (Stripe's card element), added to the shared registry. */
  readonly kinds?: FieldRegistry;
  /** Locks every control (while saving or paying). */
  readonly disabled?: boolean;
  readonly busy?: boolean;
  /**
   * 'beside' (default): each field says its own problem. 'summary': the first problem is said once
   * above the fields, and every field with a problem points at it (the login's one message).
   */
  readonly errorDisplay?: 'beside' | 'summary';
  /** Run-time attributes by field id, e.g. today's date as a birth date's max. */
  readonly extras?: Readonly<Record<string, ControlExtras>>;
  /** Drawn before the fields (a notice). */
  readonly header?: ReactNode;
  /** Groups the fields under headings (a fieldset each); without it the fields are drawn flat. */
  readonly sections?: readonly FormSection[];
  /** Called after every submit, once errors or values are committed and focus has moved. */
  readonly onSubmit: (outcome: O) => void;
  /** Drawn after the fields: the buttons. */
  readonly children?: ReactNode;
}

/**
 * Focus moving to a button (Guardar, a password's toggle) does not show the field's problem yet: the
 * message would push the button down while it is being pressed, and the click would miss it. A
 * submit shows every problem anyway.
 */
function leavesForButton(event: FocusEvent): boolean {
  return event.relatedTarget instanceof HTMLButtonElement;
}

/** Each section as a fieldset with its fields; the fields in no section after them. */
function sectioned(
  fields: readonly FormField[],
  sections: readonly FormSection[],
  inputFor: (field: FormField) => ReactNode,
): ReactNode[] {
  const placed = new Set(sections.flatMap((section) => section.fieldIds));
  const groups = sections.map((section) => (
    <fieldset
      key={section.id}
      className={styles.section}
      aria-describedby={section.description ? `${section.id}-description` : undefined}
    >
      <legend className={styles.sectionTitle}>{section.title}</legend>
      {section.description && (
        <p id={`${section.id}-description`} className={styles.sectionDescription}>
          {section.description}
        </p>
      )}
      {fields.filter((field) => section.fieldIds.includes(field.id)).map(inputFor)}
      {section.footer}
    </fieldset>
  ));
  return [...groups, ...fields.filter((field) => !placed.has(field.id)).map(inputFor)];
}

export function Form<O extends SubmitResult>({
  fields,
  form,
  idPrefix,
  id,
  className,
  fieldsClassName,
  kinds,
  disabled,
  busy,
  errorDisplay = 'beside',
  extras,
  header,
  sections,
  onSubmit,
  children,
}: FormProps<O>) {
  const registry = kinds ? { ...fieldRegistry, ...kinds } : fieldRegistry;
  const summaryId = `${idPrefix}-error`;
  const firstShown = fields.find((field) => form.errors[field.id] !== undefined);
  const summary = errorDisplay === 'summary' && firstShown ? form.errors[firstShown.id] : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let outcome: O | undefined;
    flushSync(() => {
      outcome = form.submit();
    });
    if (!outcome) return;
    if (!outcome.ok && outcome.firstInvalidFieldId !== undefined) {
      document.getElementById(fieldControlId(idPrefix, outcome.firstInvalidFieldId))?.focus();
    }
    onSubmit(outcome);
  }

  const inputFor = (field: FormField) => {
    const Input = fieldInputFor(field, registry);
    return (
      <Input
        key={field.id}
        field={field}
        id={fieldControlId(idPrefix, field.id)}
        value={form.values[field.id]}
        error={form.errors[field.id]}
        sharedErrorId={errorDisplay === 'summary' ? summaryId : undefined}
        disabled={disabled}
        extras={extras?.[field.id]}
        onChange={(value) => form.setValue(field.id, value)}
        onBlur={(event) => {
          if (!leavesForButton(event)) form.blur(field.id);
        }}
      />
    );
  };
  const inputs =
    sections === undefined ? fields.map(inputFor) : sectioned(fields, sections, inputFor);

  return (
    <form
      id={id}
      className={className ?? styles.form}
      noValidate
      aria-busy={busy}
      onSubmit={handleSubmit}
    >
      {header}
      {summary && (
        <p id={summaryId} className={styles.summary} role="alert">
          {summary}
        </p>
      )}
      {fieldsClassName === undefined ? inputs : <div className={fieldsClassName}>{inputs}</div>}
      {children}
    </form>
  );
}
