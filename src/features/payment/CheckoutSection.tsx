// Payment method tabs (only the card enabled) and the card form: Stripe's card element when a
// publishable key is configured, otherwise the demo form that says it is a demo (spec §2, §5).
import { Info, Loader2, Lock } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/useAuth';
import {
  cardFields,
  checkDemoCard,
  checkHolder,
  type CardErrors,
  type CardField,
  type CardValues,
} from '../../domain/paymentCard';
import type { PriceQuote } from '../../domain/pricing';
import { dismissToastGroup, showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';
import { AuthField } from '../auth/AuthField';
import { focusField } from '../auth/focusField';
import * as styles from './CheckoutSection.css';
import { DemoCardFields } from './DemoCardFields';
import { formatMxn } from './formatMxn';
import * as pageStyles from './PaymentGatewayPage.css';
import { paymentMessages } from './paymentMessages';
import { stripePublishableKey } from './stripeSettings';
import type { CardProviderStatus } from './StripeCardField';

const stripeKey = stripePublishableKey(import.meta.env);
const StripeCardField = lazy(() =>
  import('./StripeCardField').then((module) => ({ default: module.StripeCardField })),
);

type DemoCard = Omit<CardValues, 'holder'>;

export interface CheckoutSectionProps {
  readonly quote: PriceQuote;
  /** A payment is being processed: the form is locked. */
  readonly busy: boolean;
  readonly onPay: (quote: PriceQuote, cardholderName: string) => void;
}

export function CheckoutSection({ quote, busy, onPay }: CheckoutSectionProps) {
  const { user } = useAuth();
  const [holder, setHolder] = useState(user?.user_metadata.name ?? '');
  const [card, setCard] = useState<DemoCard>({ number: '', expiry: '', cvc: '' });
  const [provider, setProvider] = useState<CardProviderStatus>({
    state: 'loading',
    complete: false,
  });
  const [attempted, setAttempted] = useState(false);

  const problems = (): CardErrors => {
    if (stripeKey) {
      const holderProblem = checkHolder(holder);
      return holderProblem ? { holder: holderProblem } : {};
    }
    return checkDemoCard({ holder, ...card }, new Date());
  };
  const errors = attempted ? problems() : {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = problems();
    const providerReady = !stripeKey || (provider.state === 'ready' && provider.complete);
    if (Object.keys(found).length > 0 || !providerReady) {
      setAttempted(true);
      showToast({
        title: paymentMessages.incompleteTitle,
        description: paymentMessages.incompleteDescription,
        variant: 'destructive',
        group: paymentMessages.toastGroup,
      });
      const first = cardFields.find((field) => found[field] !== undefined);
      if (first) focusField(event.currentTarget, first);
      return;
    }
    // 'Procesando pago…' answers the earlier 'Información incompleta'.
    dismissToastGroup(paymentMessages.toastGroup);
    onPay(quote, holder);
  }

  return (
    <Card className={pageStyles.section} aria-labelledby="pago-metodo">
      <h2 id="pago-metodo" className={pageStyles.sectionTitle}>
        Método de pago
      </h2>
      <Tabs className={pageStyles.tabs} defaultValue="tarjeta">
        <TabList aria-labelledby="pago-metodo">
          <Tab value="tarjeta">Tarjeta</Tab>
          <Tab value="transferencia" disabled>
            Transferencia
          </Tab>
          <Tab value="efectivo" disabled>
            Efectivo
          </Tab>
        </TabList>
        <p className={pageStyles.hint}>{paymentMessages.methodsSoon}</p>
        <TabPanel value="tarjeta">
          <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={busy}>
            {!stripeKey && (
              <p className={styles.demoNotice}>
                <Info className={styles.noticeIcon} aria-hidden="true" size={18} />
                {paymentMessages.demoNotice}
              </p>
            )}
            <AuthField
              id="tarjeta-titular"
              name={'holder' satisfies CardField}
              label="Nombre del titular"
              autoComplete="cc-name"
              value={holder}
              error={errors.holder}
              disabled={busy}
              onChange={(event) => setHolder(event.target.value)}
            />
            {stripeKey ? (
              <Suspense
                fallback={<p className={pageStyles.hint}>{paymentMessages.stripeLoading}</p>}
              >
                <StripeCardField
                  publishableKey={stripeKey}
                  onStatusChange={setProvider}
                  disabled={busy}
                />
              </Suspense>
            ) : (
              <DemoCardFields
                values={{ holder, ...card }}
                errors={errors}
                disabled={busy}
                onChange={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
              />
            )}
            <Button type="submit" size="lg" block disabled={busy} aria-disabled={busy}>
              {busy ? (
                <>
                  <Loader2 className={styles.spinning} aria-hidden="true" size={20} />
                  {paymentMessages.processing}
                </>
              ) : (
                `Pagar ${formatMxn(quote.totalCents)}`
              )}
            </Button>
            <p className={styles.secure}>
              <Lock aria-hidden="true" size={14} />
              {stripeKey
                ? 'Los datos de tu tarjeta van directo a Stripe; no pasan por Vita365.'
                : 'No se guarda ningún dato de tu tarjeta.'}
            </p>
          </form>
        </TabPanel>
      </Tabs>
    </Card>
  );
}
