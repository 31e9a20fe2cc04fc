/** The checkout's error toasts share a group: paying answers them, so 'Procesando pago...' dismisses a stale one. */
export const CHECKOUT_TOAST_GROUP = 'checkout';
