// Hosted mode's quiet sync status, for the profile: null while no member data sync runs (demo mode,
// signed out), otherwise whether every change of this browser is on the server, and why some wait
// when the account refused them (a limit reached). Kept apart from the sync code so that reading it
// loads no supabase-js.
import { proxy } from 'valtio';
import type { SyncStatus } from '../domain/sync/syncStatus';

export const syncStatusStore = proxy<{ status: SyncStatus | null; notice: string | null }>({
  status: null,
  notice: null,
});

export function publishSyncStatus(status: SyncStatus | null, notice: string | null = null): void {
  syncStatusStore.status = status;
  syncStatusStore.notice = status === 'pending' ? notice : null;
}
