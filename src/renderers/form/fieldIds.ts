/** The ids of a field's control and texts; the control's id is unique per form thanks to a prefix. */
export interface FieldIds {
  readonly control: string;
  readonly help: string;
  readonly error: string;
}

export function fieldControlId(formPrefix: string, fieldId: string): string {
  return `${formPrefix}-${fieldId}`;
}

export function fieldIds(controlId: string): FieldIds {
  return { control: controlId, help: `${controlId}-help`, error: `${controlId}-error` };
}

/** The aria-describedby value for a field: its help, then its error, when they are shown. */
export function describedBy(
  ids: FieldIds,
  hasHelp: boolean,
  hasError: boolean,
): string | undefined {
  const list = [hasHelp ? ids.help : null, hasError ? ids.error : null].filter(
    (id): id is string => id !== null,
  );
  return list.length > 0 ? list.join(' ') : undefined;
}
