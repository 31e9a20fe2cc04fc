import type { FocusEvent } from 'react';
import type { FormField } from '../../content/types/form';
import type { FormValue } from './formValues';

/** Attributes a feature sets on a control at run time (today's date as a date's max, a value). */
export interface ControlExtras {
  readonly max?: string;
  readonly min?: string;
}

/** What every field input of the registry receives. */
export interface FieldInputProps<F extends FormField = FormField> {
  readonly field: F;
  /**
   * DOM id of the control that takes focus when the field needs fixing (for a radio group, its first
   * radio). Hint and error texts derive their ids from it.
   */
  readonly id: string;
  readonly value: FormValue | undefined;
  /** The field's problem; undefined when there is none or it is not on show yet. */
  readonly error: string | undefined;
  /** The error is said once for the whole form (this id), not beside the field. */
  readonly sharedErrorId?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly extras?: ControlExtras | undefined;
  readonly onChange: (value: FormValue | undefined) => void;
  /** The member left the control (the event says where focus went). */
  readonly onBlur: (event: FocusEvent) => void;
}
