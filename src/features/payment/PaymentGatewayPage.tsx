import { useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { pricing, paymentFrequencyById, type PaymentFrequencyId } from '../../content/pricing';
import { membersFor, quotePrice, type PlanKind } from '../../domain/pricing';
import { CheckoutSection } from './CheckoutSection';
import { FrequencySection } from './FrequencySection';
import * as styles from './PaymentGatewayPage.css';
import { PlanSection } from './PlanSection';
import { PurchaseSummary } from './PurchaseSummary';
import { usePayment } from './usePayment';

/** A member who already paid starts from the plan they have, to renew or change it. */
function useInitialChoice() {
  const { user } = useAuth();
  const details = user?.user_metadata.paymentDetails;
  const plan: PlanKind = details?.plan === 'familiar' ? 'familiar' : 'individual';
  const frequency = paymentFrequencyById(details?.frequency ?? '') ?? pricing.frequencies[0];
  const members = membersFor(pricing, 'familiar', details?.familySize ?? pricing.familyMinimum);
  return { plan, frequencyId: frequency.id, members };
}

/** /payment-gateway: plan, frequency, family size, purchase summary in MXN, and the card payment. */
export default function PaymentGatewayPage() {
  const initial = useInitialChoice();
  const [plan, setPlan] = useState<PlanKind>(initial.plan);
  const [members, setMembers] = useState(initial.members);
  const [frequencyId, setFrequencyId] = useState<PaymentFrequencyId>(initial.frequencyId);
  const quote = quotePrice(pricing, { plan, members, frequencyId });
  const { state, pay } = usePayment();
  const busy = state !== 'idle';

  return (
    <div className={styles.page}>
      <PlanSection
        plan={plan}
        members={members}
        onPlanChange={setPlan}
        onMembersChange={setMembers}
        disabled={busy}
      />
      <FrequencySection frequencyId={frequencyId} onChange={setFrequencyId} disabled={busy} />
      <PurchaseSummary quote={quote} />
      <CheckoutSection quote={quote} busy={busy} onPay={(paid, holder) => void pay(paid, holder)} />
    </div>
  );
}
