// 'Método de pago': the payment method tabs on the shared DataTabs. In demo mode only the card is
// enabled and paying is the spec's simulation; with a backend and a Stripe publishable key, card,
// SPEI transfer and OXXO cash are real payments the server confirms. Hosted mode without Stripe has
// no way to pay here: only the server records payments (issue 41), so the section says so.
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import type { PriceQuote } from '../../domain/membership/pricing';
import { DataTabs } from '../../renderers/DataTabs/DataTabs';
import { Card } from '../../ui/Card/Card';
import { DemoCardForm } from './DemoCardForm';
import { OxxoPanel } from './OxxoPanel';
import * as pageStyles from './PaymentGatewayPage.css';
import { SpeiPanel } from './SpeiPanel';
import type { CardConfirmation, ServerPaymentState } from './useServerPayment';
import type { ServerPaymentMethod } from '../../membership/paymentServer';
import { t } from '../../content/messages';

const StripePaymentForm = lazy(() =>
  import('./StripePaymentForm').then((module) => ({ default: module.StripePaymentForm })),
);

/** Real payments: the server's state and how to start one. */
export interface LiveCheckout {
  readonly publishableKey: string;
  readonly state: ServerPaymentState;
  readonly pay: (quote: PriceQuote, method: ServerPaymentMethod, card?: CardConfirmation) => void;
}

export interface CheckoutSectionProps {
  readonly quote: PriceQuote;
  /** A payment is being processed: the form is locked. */
  readonly busy: boolean;
  /** The simulated payment (demo mode). */
  readonly onPay: (quote: PriceQuote, cardholderName: string) => void;
  readonly live: LiveCheckout | null;
}

type MethodTab = 'tarjeta' | 'transferencia' | 'efectivo';

export function CheckoutSection({ quote, busy, onPay, live }: CheckoutSectionProps) {
  const { mode } = useAuth();
  // While a payment is under way the other methods are locked; the one in use stays as it is.
  const [method, setMethod] = useState<MethodTab>('tarjeta');
  if (mode === 'hosted' && !live) {
    return (
      <Card className={pageStyles.section} aria-labelledby="pago-metodo">
        <h2 id="pago-metodo" className={pageStyles.sectionTitle}>
          {t('payment.methodTitle')}
        </h2>
        <p className={pageStyles.panelText}>{t('payment.hostedUnavailable')}</p>
      </Card>
    );
  }
  const locked = (tab: MethodTab) => busy && tab !== method;
  const cardError =
    live?.state.phase === 'idle' && live.state.method === 'card'
      ? (live.state.error ?? null)
      : null;
  const waitingCard =
    live?.state.phase === 'waiting' && live.state.start.method === 'card' ? live.state : null;
  return (
    <Card className={pageStyles.section} aria-labelledby="pago-metodo">
      <h2 id="pago-metodo" className={pageStyles.sectionTitle}>
        {t('payment.methodTitle')}
      </h2>
      {!live && <p className={pageStyles.hint}>{t('payment.methodsSoon')}</p>}
      <DataTabs
        className={pageStyles.tabs}
        listName={{ labelledBy: 'pago-metodo' }}
        value={method}
        onValueChange={setMethod}
        tabs={[
          {
            value: 'tarjeta',
            label: t('payment.tabCard'),
            disabled: locked('tarjeta'),
            content: live ? (
              <>
                <Suspense
                  fallback={<p className={pageStyles.hint}>{t('payment.stripeLoading')}</p>}
                >
                  <StripePaymentForm
                    publishableKey={live.publishableKey}
                    quote={quote}
                    busy={busy}
                    error={cardError}
                    onPay={(card) => live.pay(quote, 'card', card)}
                  />
                </Suspense>
                {waitingCard && (
                  <p className={pageStyles.hint} role="status">
                    {waitingCard.late ? t('payment.confirmingLate') : t('payment.confirming')}
                  </p>
                )}
              </>
            ) : (
              <DemoCardForm quote={quote} busy={busy} onPay={onPay} />
            ),
          },
          {
            value: 'transferencia',
            label: t('payment.tabTransfer'),
            disabled: !live || locked('transferencia'),
            content: live && (
              <SpeiPanel
                quote={quote}
                state={live.state}
                onRequest={() => live.pay(quote, 'spei')}
              />
            ),
          },
          {
            value: 'efectivo',
            label: t('payment.tabCash'),
            disabled: !live || locked('efectivo'),
            content: live && (
              <OxxoPanel
                quote={quote}
                state={live.state}
                onRequest={() => live.pay(quote, 'oxxo')}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
