import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { t } from '../../content/messages';
import { pricing, paymentFrequencyById, type PaymentFrequencyId } from '../../content/pricing';
import { membersFor, quotePrice, type PlanKind } from '../../domain/membership/pricing';
import { membershipServerOf } from '../../membership/membershipServer';
import { showToast } from '../../state/toasts';
import { CheckoutSection } from './CheckoutSection';
import { removeFirstText, useFamilyFit } from './familyFit';
import { FrequencySection } from './FrequencySection';
import * as styles from './PaymentGatewayPage.css';
import { PlanSection } from './PlanSection';
import { PurchaseSummary } from './PurchaseSummary';
import { stripePublishableKey } from './stripeSettings';
import { usePayment } from './usePayment';
import { useServerPayment } from './useServerPayment';

const stripeKey = stripePublishableKey({
  VITE_STRIPE_PUBLISHABLE_KEY: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY,
});

/** A member who already paid starts from the plan they have, to renew or change it. */
function useInitialChoice() {
  const { user } = useAuth();
  const details = user?.user_metadata.paymentDetails;
  const plan: PlanKind = details?.plan === 'familiar' ? 'familiar' : 'individual';
  const frequency = paymentFrequencyById(details?.frequency ?? '') ?? pricing.frequencies[0];
  const members = membersFor(pricing, 'familiar', details?.familySize ?? pricing.familyMinimum);
  return { plan, frequencyId: frequency.id, members };
}

/**
 * The path the page's document was loaded at (the Navigation Timing entry keeps it through the
 * router's pushState), or null where the browser does not say.
 */
function documentPath(): string | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry ? new URL(entry.name).pathname : null;
}

/**
 * The host sends Stripe.js's hosts in the Content-Security-Policy of /payment-gateway only
 * (docs/hosting.md), and a document keeps the policy it was loaded with. So with Stripe configured,
 * a member who arrives here through the app's router (from Mi Plan or Perfil) gets the page loaded
 * anew, with its own policy; loaded here directly, it shows at once.
 */
export default function PaymentGatewayRoute() {
  const path = documentPath();
  const reload = stripeKey !== null && path !== null && path !== window.location.pathname;
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload ? null : <PaymentGatewayPage />;
}

/**
 * /payment-gateway: plan, frequency, family size, purchase summary in MXN, and the payment: the
 * spec's simulation, or with a backend and Stripe configured a real card, OXXO or SPEI payment.
 */
function PaymentGatewayPage() {
  const initial = useInitialChoice();
  const [plan, setPlan] = useState<PlanKind>(initial.plan);
  const [members, setMembers] = useState(initial.members);
  const [frequencyId, setFrequencyId] = useState<PaymentFrequencyId>(initial.frequencyId);
  const quote = quotePrice(pricing, { plan, members, frequencyId });
  const { state, pay } = usePayment();
  const { client } = useAuth();
  const server = useServerPayment(stripeKey && client ? membershipServerOf(client).payments : null);
  const live = server.enabled && stripeKey ? stripeKey : null;
  // A payment under way, or a voucher or transfer issued: the choice it was priced from stays.
  const busy = state !== 'idle' || server.state.phase !== 'idle';
  // A family plan is never bought for fewer people than are listed (issue 43): paying waits until
  // the size fits, and says whom to remove first.
  const fit = useFamilyFit(plan, members);
  const blocked = (): boolean => {
    if (fit.removeFirst.length === 0) return false;
    showToast({
      title: t('payment.familyFitBlockedTitle'),
      description: removeFirstText(fit, members),
      variant: 'destructive',
    });
    return true;
  };

  return (
    <div className={styles.page}>
      <PlanSection
        plan={plan}
        members={members}
        onPlanChange={setPlan}
        onMembersChange={setMembers}
        disabled={busy}
        fit={fit}
      />
      <FrequencySection frequencyId={frequencyId} onChange={setFrequencyId} disabled={busy} />
      <PurchaseSummary quote={quote} />
      <CheckoutSection
        quote={quote}
        busy={busy}
        onPay={(paid, holder) => {
          if (!blocked()) void pay(paid, holder);
        }}
        live={
          live === null
            ? null
            : {
                publishableKey: live,
                state: server.state,
                pay: (paid, method, card) => {
                  if (!blocked()) void server.pay(paid, method, card);
                },
              }
        }
      />
    </div>
  );
}
