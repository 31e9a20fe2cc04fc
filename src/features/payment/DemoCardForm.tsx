// The card form of the simulated payment (spec §4, §5; demo mode, or hosted mode without Stripe):
// Stripe's card element when a publishable key is configured, otherwise the demo form that says it
// is a demo. Paying is simulated either way (usePayment.ts).
import { Info, Loader2, Lock } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { checkoutForm, formMessage } from '../../content/forms';
import {
  checkDemoCard,
  checkHolder,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  isEmptyFieldProblem,
  problemToName,
  type CardProblems,
} from '../../domain/membership/paymentCard';
import type { PriceQuote } from '../../domain/membership/pricing';
import { Form } from '../../renderers/form/Form';
import type { FieldInputProps } from '../../renderers/form/fieldInputProps';
import { textOf, type FormValues } from '../../renderers/form/formValues';
import { useForm } from '../../renderers/form/useForm';
import { dismissToastGroup, showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { checkoutFields } from './checkoutFields';
import { CHECKOUT_TOAST_GROUP } from './checkoutToastGroup';
import { cardFieldToastTitle, cardProblemMessage } from './cardMessages';
import * as styles from './CheckoutSection.css';
import { formatMxn } from '../../domain/format/format';
import * as pageStyles from './PaymentGatewayPage.css';
import { stripePublishableKey } from './stripeSettings';
import type { CardProviderStatus } from './StripeCardField';
import { t } from '../../content/messages';

const stripeKey = stripePublishableKey({
  VITE_STRIPE_PUBLISHABLE_KEY: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY,
});
const StripeCardField = lazy(() =>
  import('./StripeCardField').then((module) => ({ default: module.StripeCardField })),
);

const fields = checkoutFields(stripeKey !== null);

/** Groups the number in fours, puts the expiry's slash in, keeps the CVC's digits, as typed. */
const normalize = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (text: string) => digitsOf(text).slice(0, 4),
};

function cardProblems(values: FormValues): CardProblems {
  const holder = textOf(values, 'holder');
  if (stripeKey) {
    const holderProblem = checkHolder(holder);
    return holderProblem ? { holder: holderProblem } : {};
  }
  return checkDemoCard(
    {
      holder,
      number: textOf(values, 'number'),
      expiry: textOf(values, 'expiry'),
      cvc: textOf(values, 'cvc'),
    },
    new Date(),
  );
}

/** The form layer's errors: each field's problem in Spanish. */
function cardErrors(values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, problem] of Object.entries(cardProblems(values))) {
    errors[field] = cardProblemMessage(problem);
  }
  return errors;
}

/**
 * The refusal's toast: spec §5's 'Información incompleta' while a field is empty (or Stripe's element
 * is not complete); otherwise the first wrong field by name, such as an expired card's date.
 */
function refusalToast(values: FormValues, providerReady: boolean) {
  const named = problemToName(cardProblems(values));
  if (!named || isEmptyFieldProblem(named.problem) || !providerReady) {
    return {
      title: t('payment.incompleteTitle'),
      description: t('payment.incompleteDescription'),
    };
  }
  return {
    title: cardFieldToastTitle(named.field),
    description: cardProblemMessage(named.problem),
  };
}

export interface DemoCardFormProps {
  readonly quote: PriceQuote;
  /** A payment is being processed: the form is locked. */
  readonly busy: boolean;
  readonly onPay: (quote: PriceQuote, cardholderName: string) => void;
}

export function DemoCardForm({ quote, busy, onPay }: DemoCardFormProps) {
  const { user } = useAuth();
  const form = useForm({
    fields,
    errorTiming: checkoutForm.errorTiming,
    initialValues: { holder: user?.user_metadata.name ?? '' },
    validate: cardErrors,
    normalize,
  });
  const [provider, setProvider] = useState<CardProviderStatus>({
    state: 'loading',
    complete: false,
  });
  // One component for the whole life of the form, so Stripe's element is mounted once.
  const kinds = useMemo(
    () => ({
      stripeCard: ({ disabled }: FieldInputProps) =>
        stripeKey ? (
          <Suspense fallback={<p className={pageStyles.hint}>{t('payment.stripeLoading')}</p>}>
            <StripeCardField
              publishableKey={stripeKey}
              onStatusChange={setProvider}
              disabled={disabled ?? false}
            />
          </Suspense>
        ) : null,
    }),
    [],
  );

  function handleSubmit(outcome: { readonly ok: boolean }) {
    if (busy) return;
    const providerReady = !stripeKey || (provider.state === 'ready' && provider.complete);
    if (!outcome.ok || !providerReady) {
      showToast({
        ...refusalToast(form.values, providerReady),
        variant: 'destructive',
        group: CHECKOUT_TOAST_GROUP,
      });
      return;
    }
    // 'Procesando pago…' answers the earlier 'Información incompleta'.
    dismissToastGroup(CHECKOUT_TOAST_GROUP);
    onPay(quote, textOf(form.values, 'holder'));
  }

  return (
    <Form
      className={styles.form}
      idPrefix="tarjeta"
      fields={fields}
      form={form}
      kinds={kinds}
      disabled={busy}
      busy={busy}
      header={
        !stripeKey && (
          <p className={styles.demoNotice}>
            <Info className={styles.noticeIcon} aria-hidden="true" size={18} />
            {t('payment.demoNotice')}
          </p>
        )
      }
      onSubmit={handleSubmit}
    >
      <Button type="submit" size="lg" block disabled={busy} aria-disabled={busy}>
        {busy ? (
          <>
            <Loader2 className={styles.spinning} aria-hidden="true" size={20} />
            {t('payment.processing')}
          </>
        ) : (
          t('payment.payAmount', { amount: formatMxn(quote.totalCents) })
        )}
      </Button>
      <p className={styles.secure}>
        <Lock aria-hidden="true" size={14} />
        {stripeKey
          ? formMessage(checkoutForm, 'secureStripe')
          : formMessage(checkoutForm, 'secureDemo')}
      </p>
    </Form>
  );
}
