import { Minus, Plus } from 'lucide-react';
import { t } from '../../content/messages';
import { Button } from '../../ui/Button/Button';
import * as styles from './FamilySizeStepper.css';

export interface FamilySizeStepperProps {
  readonly value: number;
  readonly minimum: number;
  readonly onChange: (value: number) => void;
  readonly disabled?: boolean;
  /** The id of what explains the size chosen (a list longer than the plan). */
  readonly describedBy?: string;
}

/** The family size: minus stops at the minimum (spec §5: minimum 2, minus disabled at 2). */
export function FamilySizeStepper({
  value,
  minimum,
  onChange,
  disabled,
  describedBy,
}: FamilySizeStepperProps) {
  return (
    <div
      className={styles.stepper}
      role="group"
      aria-labelledby="familia-miembros"
      aria-describedby={describedBy}
    >
      <span id="familia-miembros" className={styles.label}>
        {t('payment.familySizeLabel')}
      </span>
      <div className={styles.controls}>
        <Button
          tone="secondary"
          size="icon"
          aria-label={t('payment.removeOneMember')}
          disabled={disabled || value <= minimum}
          onClick={() => onChange(Math.max(minimum, value - 1))}
        >
          <Minus aria-hidden="true" size={20} />
        </Button>
        <output
          className={styles.value}
          aria-live="polite"
          aria-label={t('payment.familySizeValue')}
        >
          {value}
        </output>
        <Button
          tone="secondary"
          size="icon"
          aria-label={t('payment.addOneMember')}
          disabled={disabled}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" size={20} />
        </Button>
      </div>
    </div>
  );
}
