// The Spanish message for a card Stripe declined, from its decline code (or its error code when the
// bank gave none), in the words of content/messages/payment.json. Lost and stolen cards get the
// general message, as Stripe advises, so the page never tells someone holding such a card why it failed.
import { t } from '../../content/messages';

/** Stripe's code → the words for it; a code not listed gets the general message. */
function declineMessages(): Readonly<Record<string, string>> {
  return {
    insufficient_funds: t('payment.declineInsufficientFunds'),
    expired_card: t('payment.declineExpiredCard'),
    incorrect_cvc: t('payment.declineIncorrectCvc'),
    invalid_cvc: t('payment.declineIncorrectCvc'),
    incorrect_number: t('payment.declineIncorrectNumber'),
    invalid_number: t('payment.declineIncorrectNumber'),
    invalid_expiry_month: t('payment.declineInvalidExpiry'),
    invalid_expiry_year: t('payment.declineInvalidExpiry'),
    processing_error: t('payment.declineProcessingError'),
    card_velocity_exceeded: t('payment.declineCardLimit'),
    withdrawal_count_limit_exceeded: t('payment.declineCardLimit'),
    authentication_required: t('payment.declineAuthenticationRequired'),
    payment_intent_authentication_failure: t('payment.declineAuthenticationFailed'),
    currency_not_supported: t('payment.declineCurrencyNotSupported'),
    card_not_supported: t('payment.declineCardNotSupported'),
  };
}

export interface StripeDecline {
  readonly code?: string;
  readonly decline_code?: string;
}

export function declineMessage({ code, decline_code: declineCode }: StripeDecline): string {
  const messages = declineMessages();
  const known = (key: string | undefined) =>
    key !== undefined && Object.hasOwn(messages, key) ? messages[key] : undefined;
  return known(declineCode) || known(code) || t('payment.declineGeneral');
}
