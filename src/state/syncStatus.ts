// Hosted mode's quiet sync status, for the profile: null while no member data sync runs (demo mode,
// signed out), otherwise whether every change of this browser is on the server. Kept apart from the
// sync code so that reading it loads no supabase-js.
import { proxy } from 'valtio';
import type { SyncStatus } from '../domain/syncStatus';

export const syncStatusStore = proxy<{ status: SyncStatus | null }>({ status: null });

export function publishSyncStatus(status: SyncStatus | null): void {
  syncStatusStore.status = status;
}
