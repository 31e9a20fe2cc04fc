// The member-facing words of hosted sync (issue 16): the quiet status in the profile, the warning
// before signing out with changes the server does not have, and what the member is told when the
// account refuses to store more (issue 40's quotas) or this version may no longer write a table.
import type { SyncStatus } from '../domain/sync/syncStatus';

export const SYNC_STATUS_TEXT: Readonly<Record<SyncStatus, string>> = {
  synced: 'Sincronizado',
  pending: 'Cambios pendientes de sincronizar',
};

/** The question 'Cerrar sesión' asks when some changes could not reach the server. */
export const UNSYNCED_AT_SIGN_OUT = {
  title: 'Hay cambios sin sincronizar',
  description:
    "No pudimos guardar en tu cuenta algunos cambios de este teléfono. Si cierras sesión ahora, se borrarán de aquí. Puedes quedarte y volver a intentarlo con conexión, o descargar tus datos en 'Mis datos'.",
  stay: 'Seguir con la sesión abierta',
  leave: 'Cerrar sesión y borrar los cambios',
} as const;

/** A push the account refused: the changes stay on the phone (issue 40). */
export const SYNC_REFUSAL_TEXT = {
  quotaTitle: 'Tu cuenta llegó a su límite',
  /** When the server gave no message of its own. */
  quotaFallback:
    'Llegaste al límite de datos que puede guardar tu cuenta. Borra registros que ya no necesites para guardar otros.',
  keptHere:
    'Tus cambios siguen guardados en este teléfono y pasarán a tu cuenta en cuanto haya espacio.',
  forbiddenTitle: 'Actualiza Vita365',
  forbidden:
    'Esta versión de la app ya no puede guardar algunos datos en tu cuenta. Recarga la página para usar la versión nueva; lo que guardaste sigue en este teléfono.',
} as const;
