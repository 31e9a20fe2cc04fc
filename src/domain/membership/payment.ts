// What a successful payment writes on the member (spec §4 Payment, §3 PaymentDetails): planStatus
// 'active', the payment's details, the family code and the members list. Ids and `now` come in from
// the caller, so the same inputs always give the same update.
import type { FamilyMember, PaymentDetails, UserMetadata } from '../../content/types/storage/user';
import { FAMILY_CODE_PREFIX } from './activationCode';
import { planDueTime } from './planStatus';
import { amountFromCents, nextPaymentDate, type PriceQuote } from './pricing';

export const PAYMENT_ID_PREFIX = 'PAY';

/** Spec §9: the simulated payment takes 2.5 s before it succeeds. */
export const PAYMENT_SIMULATION_DELAY_MS = 2500;

/** 'PAY-' and the first twelve hex digits of a UUID, upper-cased: short enough to read aloud. */
export function paymentIdFromUuid(uuid: string): string {
  return `${PAYMENT_ID_PREFIX}-${uuid.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/** A family code the activation-code check accepts: 'FAM-' and the first segment of a UUID. */
export function familyCodeFromUuid(uuid: string): string {
  return `${FAMILY_CODE_PREFIX}${(uuid.split('-')[0] ?? uuid).toUpperCase()}`;
}

export interface PaymentInput {
  readonly quote: PriceQuote;
  readonly cardholderName: string;
  readonly now: Date;
  /** The member as stored before paying (a read-only snapshot fits). */
  readonly metadata: PayerMetadata;
  readonly newPaymentId: string;
  /** Used only when a family plan has no family code yet. */
  readonly newFamilyId: string;
}

export type PayerMetadata = Pick<
  UserMetadata,
  'name' | 'curp' | 'birthDate' | 'familyId' | 'activation_code'
> & {
  readonly familyMembers?: readonly Readonly<FamilyMember>[];
  /** The payment before this one: a period still running extends from its due date. */
  readonly paymentDetails?: Readonly<Pick<PaymentDetails, 'paymentDate' | 'nextPaymentDate'>>;
};

export type PaymentUpdate = Required<
  Pick<UserMetadata, 'planStatus' | 'paymentDetails' | 'familyId' | 'familyMembers'>
>;

function ownFamilyCode(metadata: PayerMetadata): string | null {
  const code = metadata.familyId?.trim().toUpperCase();
  if (!code) return null;
  return code === metadata.activation_code?.trim().toUpperCase() ? null : code;
}

function holderOf(metadata: PayerMetadata): FamilyMember {
  const holder: FamilyMember = { name: metadata.name ?? '' };
  if (metadata.curp) holder.curp = metadata.curp;
  if (metadata.birthDate) holder.birthDate = metadata.birthDate;
  return holder;
}

/**
 * Where the new period starts: the current due date while it is still ahead, otherwise now (as the
 * server's record_payment does). Paying early never shortens what was already paid.
 */
export function periodStart(metadata: PayerMetadata, now: Date): Date {
  const due = planDueTime({ user_metadata: metadata });
  return due !== undefined && due > now.getTime() ? new Date(due) : now;
}

/**
 * A family plan keeps its code and the members already on it (the holder first, refreshed); a change
 * to the individual plan leaves only the holder and no code to share. A code the member joined
 * someone else's family with is never taken as their own.
 */
export function paymentUpdate(input: PaymentInput): PaymentUpdate {
  const { quote, metadata, now } = input;
  const family = quote.plan === 'familiar';
  const paymentDetails: PaymentDetails = {
    paymentId: input.newPaymentId,
    plan: quote.plan,
    familySize: quote.members,
    frequency: quote.frequency.id,
    totalAmount: amountFromCents(quote.totalCents),
    paymentDate: now.toISOString(),
    nextPaymentDate: nextPaymentDate(
      periodStart(metadata, now),
      quote.frequency.months,
    ).toISOString(),
    cardholderName: input.cardholderName.trim(),
  };
  const others = family
    ? (metadata.familyMembers ?? []).slice(1).map((member) => ({ ...member }))
    : [];
  return {
    planStatus: 'active',
    paymentDetails,
    familyId: family ? ownFamilyCode(metadata) || input.newFamilyId : null,
    familyMembers: [holderOf(metadata), ...others],
  };
}
