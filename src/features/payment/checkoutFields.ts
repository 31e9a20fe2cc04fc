// The card form as data for the form layer: the holder, then Stripe's card element (a kind the
// payment registers) or, with no publishable key, the demo card's number, expiry and CVC.
import type { FormField } from '../../content/types/form';

const holder: FormField = {
  id: 'holder',
  kind: 'text',
  label: 'Nombre del titular',
  autoComplete: 'cc-name',
};

const demoCard: readonly FormField[] = [
  {
    id: 'number',
    kind: 'text',
    label: 'Número de tarjeta',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
  },
  {
    id: 'expiry',
    kind: 'text',
    label: 'Vencimiento (MM/AA)',
    inputMode: 'numeric',
    autoComplete: 'cc-exp',
    placeholder: 'MM/AA',
  },
  {
    id: 'cvc',
    kind: 'text',
    label: 'CVC',
    hint: 'Los 3 o 4 dígitos al reverso de la tarjeta.',
    inputMode: 'numeric',
    autoComplete: 'cc-csc',
  },
];

const stripeCard: FormField = { id: 'card', kind: 'stripeCard', label: 'Datos de la tarjeta' };

export function checkoutFields(withStripe: boolean): readonly FormField[] {
  return withStripe ? [holder, stripeCard] : [holder, ...demoCard];
}
