/** Hosted sync's quiet status: 'synced' when every change of this browser is on the server. */
export type SyncStatus = 'synced' | 'pending';
