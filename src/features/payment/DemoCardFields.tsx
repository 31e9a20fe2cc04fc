import type { CardErrors, CardField, CardValues } from '../../domain/paymentCard';
import { formatCardNumber, formatExpiry } from '../../domain/paymentCard';
import { AuthField } from '../auth/AuthField';

export interface DemoCardFieldsProps {
  readonly values: CardValues;
  readonly errors: CardErrors;
  readonly onChange: (field: Exclude<CardField, 'holder'>, value: string) => void;
  readonly disabled: boolean;
}

/** The demo card's number, expiry and CVC, formatted as typed; checked by src/domain/paymentCard. */
export function DemoCardFields({ values, errors, onChange, disabled }: DemoCardFieldsProps) {
  return (
    <>
      <AuthField
        id="tarjeta-numero"
        name="number"
        label="Número de tarjeta"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={values.number}
        error={errors.number}
        disabled={disabled}
        onChange={(event) => onChange('number', formatCardNumber(event.target.value))}
      />
      <AuthField
        id="tarjeta-vencimiento"
        name="expiry"
        label="Vencimiento (MM/AA)"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/AA"
        value={values.expiry}
        error={errors.expiry}
        disabled={disabled}
        onChange={(event) => onChange('expiry', formatExpiry(event.target.value))}
      />
      <AuthField
        id="tarjeta-cvc"
        name="cvc"
        label="CVC"
        hint="Los 3 o 4 dígitos al reverso de la tarjeta."
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={values.cvc}
        error={errors.cvc}
        disabled={disabled}
        onChange={(event) => onChange('cvc', event.target.value.replace(/\D/g, ''))}
      />
    </>
  );
}
