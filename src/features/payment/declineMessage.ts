// The Spanish message for a card Stripe declined, from its decline code (or its error code when the
// bank gave none). Lost and stolen cards get the general message, as Stripe advises, so the page
// never tells someone holding such a card why it failed.
const messages: Readonly<Record<string, string>> = {
  insufficient_funds:
    'Tu tarjeta no tiene fondos suficientes. Usa otra tarjeta o paga en efectivo o por transferencia.',
  expired_card: 'Tu tarjeta está vencida. Usa otra tarjeta.',
  incorrect_cvc: 'El código de seguridad (CVC) es incorrecto. Revísalo e inténtalo de nuevo.',
  invalid_cvc: 'El código de seguridad (CVC) es incorrecto. Revísalo e inténtalo de nuevo.',
  incorrect_number: 'El número de tarjeta es incorrecto. Revísalo e inténtalo de nuevo.',
  invalid_number: 'El número de tarjeta es incorrecto. Revísalo e inténtalo de nuevo.',
  invalid_expiry_month: 'La fecha de vencimiento es incorrecta. Revísala e inténtalo de nuevo.',
  invalid_expiry_year: 'La fecha de vencimiento es incorrecta. Revísala e inténtalo de nuevo.',
  processing_error: 'Hubo un error al procesar tu tarjeta. Inténtalo de nuevo en unos minutos.',
  card_velocity_exceeded:
    'Alcanzaste el límite de tu tarjeta. Usa otra tarjeta o comunícate con tu banco.',
  withdrawal_count_limit_exceeded:
    'Alcanzaste el límite de tu tarjeta. Usa otra tarjeta o comunícate con tu banco.',
  authentication_required:
    'Tu banco pide confirmar la compra y no se pudo verificar. Inténtalo de nuevo.',
  payment_intent_authentication_failure:
    'No se pudo verificar la compra con tu banco (3-D Secure). Inténtalo de nuevo.',
  currency_not_supported: 'Tu tarjeta no acepta pagos en pesos mexicanos. Usa otra tarjeta.',
  card_not_supported: 'Tu tarjeta no acepta este tipo de compra. Usa otra tarjeta.',
};

export const GENERAL_DECLINE =
  'Tu banco rechazó el pago. Comunícate con tu banco o usa otra tarjeta.';

export interface StripeDecline {
  readonly code?: string;
  readonly decline_code?: string;
}

export function declineMessage({ code, decline_code: declineCode }: StripeDecline): string {
  return (declineCode && messages[declineCode]) || (code && messages[code]) || GENERAL_DECLINE;
}
