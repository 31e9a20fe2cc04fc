import type { TriageField } from '../../content/types/triage-test';
import type { DraftValue } from './questionnaireDraft';

/** What every field input of the registry receives. */
export interface FieldInputProps<F extends TriageField = TriageField> {
  readonly field: F;
  /**
   * DOM id of the control that takes focus when the field needs fixing (for a radio group, its first
   * radio). Help and error texts derive their ids from it.
   */
  readonly id: string;
  readonly value: DraftValue | undefined;
  readonly error: string | undefined;
  readonly onChange: (value: DraftValue | undefined) => void;
}
