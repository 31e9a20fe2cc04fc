// The member-facing words of hosted sync (issue 16): the quiet status in the profile and the warning
// before signing out with changes the server does not have.
import type { SyncStatus } from './syncEngine';

export const SYNC_STATUS_TEXT: Readonly<Record<SyncStatus, string>> = {
  synced: 'Sincronizado',
  pending: 'Cambios pendientes de sincronizar',
};

export const UNSYNCED_AT_SIGN_OUT = 'Hay cambios sin sincronizar';
