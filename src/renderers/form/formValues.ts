/** What a form holds while the member types: the text of a text or number field, a yes/no, an option id. */
export type FormValue = boolean | string;

export type FormValues = Readonly<Record<string, FormValue>>;

/** The Spanish problem of each field that has one, by field id. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A field's text, '' when it is blank or holds a yes/no. */
export function textOf(values: FormValues, fieldId: string): string {
  const value = values[fieldId];
  return typeof value === 'string' ? value : '';
}
