// The coverage screen's own Spanish texts: why 'Usar' is closed, and the toasts of a registered use.
import type { PlanStatusView } from '../../domain/membership/planStatus';

export const PAYMENT_PATH = '/payment-gateway';

/** How long 'Deshacer' stays on the toast after 'Sí, lo usé'. */
export const UNDO_WINDOW_MS = 8000;

export function planInactiveReason(status: PlanStatusView): string {
  if (status.key === 'grace') {
    return `${status.message} Mientras tanto, tus servicios siguen disponibles.`;
  }
  return `${status.message} Para usar los servicios de tu cobertura tu plan debe estar Activo.`;
}

/** The notice's heading: the status in lower case mid-sentence, or the late payment in grace. */
export function planNoticeTitle(status: PlanStatusView): string {
  if (status.key === 'grace') return 'Tu pago está vencido';
  return `Tu plan está ${status.status.toLocaleLowerCase('es-MX')}`;
}

export const coverageMessages = {
  registeredTitle: 'Uso Registrado',
  registered: (name: string) => `Se ha registrado el uso de '${name}'.`,
  undo: 'Deshacer',
  undoAltText: 'Deshacer el uso registrado',
  undoneTitle: 'Uso deshecho',
  undone: (name: string) => `Ya no cuenta el uso de '${name}'.`,
  exhaustedTitle: 'Sin eventos disponibles',
  exhausted: (name: string) => `Ya registraste todos los usos de '${name}'; no se registró otro.`,
  payToUse: 'Pagar para usar',
  queuedTitle: 'Uso guardado sin conexión',
  queued: (name: string) => `Registraremos el uso de '${name}' en cuanto vuelva la conexión.`,
  refusedTitle: 'Uso no registrado',
  undoFailedTitle: 'No se pudo deshacer',
} as const;
