// The member-facing words of hosted sync (issue 16): the quiet status in the profile and the warning
// before signing out with changes the server does not have.
import type { SyncStatus } from '../domain/syncStatus';

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
