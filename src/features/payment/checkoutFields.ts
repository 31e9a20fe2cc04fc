// The card form as data for the form layer (content/forms/checkout.json): the holder, then Stripe's
// card element (a kind the payment registers) or, with no publishable key, the demo card's number,
// expiry and CVC.
import { checkoutForm, type FormField } from '../../content/forms';

const stripeFields: ReadonlySet<string> = new Set(['holder', 'card']);
const demoFields: ReadonlySet<string> = new Set(['holder', 'number', 'expiry', 'cvc']);

export function checkoutFields(withStripe: boolean): readonly FormField[] {
  const shown = withStripe ? stripeFields : demoFields;
  return checkoutForm.fields.filter((field) => shown.has(field.id));
}
