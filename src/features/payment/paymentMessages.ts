// The payment screens' Spanish texts: the spec's fixed ones (§5, §8) and the few it leaves open.
export const paymentMessages = {
  /** The checkout's error toasts: paying answers them, so 'Procesando pago...' dismisses a stale one. */
  toastGroup: 'checkout',
  incompleteTitle: 'Información incompleta',
  incompleteDescription: 'Por favor, completa todos los campos de la tarjeta.',
  successTitle: '¡Pago Exitoso!',
  successDescription: 'Tu plan está activo. Aquí tienes tu recibo.',
  failedTitle: 'No se pudo completar el pago',
  failedDescription: 'No pudimos activar tu plan. Revisa tu conexión e inténtalo de nuevo.',
  processing: 'Procesando pago...',
  /** Issue 43: one payment at a time per member, across tabs; leaving while processing cancels. */
  inProgressTitle: 'Pago en curso',
  inProgressDescription:
    'Ya hay un pago en curso en otra pestaña o ventana. Espera a que termine antes de pagar de nuevo.',
  cancelledTitle: 'Pago cancelado',
  cancelledDescription:
    'Saliste antes de terminar el pago. No se hizo ningún cargo y tu plan no cambió.',
  hostedUnavailable:
    'Los pagos en línea no están activos en este servicio. Para activar o renovar tu plan, comunícate con Vita365.',
  demoNotice:
    'Modo de demostración: no se hace ningún cargo. Prueba con la tarjeta 4242 4242 4242 4242, cualquier fecha futura y cualquier CVC.',
  stripeLoading: 'Cargando el formulario seguro de pago…',
  stripeFailed: 'No pudimos cargar el formulario de pago. Revisa tu conexión e inténtalo de nuevo.',
  methodsSoon: 'El pago por transferencia y en efectivo estará disponible próximamente.',
  /** Hosted mode with Stripe: OXXO and SPEI wait for the money; the webhook confirms them. */
  pending: 'Pago pendiente',
  active: 'Activo',
  confirming: 'Confirmando tu pago…',
  confirmingLate:
    'Tu banco aceptó el pago y lo estamos confirmando. Tu plan se activará en unos minutos; puedes revisarlo en Mi Plan.',
  startFailed: 'No pudimos iniciar el pago. Revisa tu conexión e inténtalo de nuevo.',
  oxxoLimit: 'OXXO acepta pagos de hasta $10,000.00 MXN. Paga con tarjeta o transferencia SPEI.',
} as const;
