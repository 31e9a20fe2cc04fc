// Hosted mode, issue 45: the member's phones that get reminders by Web Push, through the server's
// functions (supabase/migrations/20261130100000_push_reminders.sql, docs/reminders-push.md). Each
// answer is read here once; the server's refusals are Spanish and shown as they come.
import type { SupabaseClient } from '@supabase/supabase-js';
import { t } from '../content/messages';

export interface PushDevice {
  readonly id: string;
  /** 'Android · Chrome'. */
  readonly label: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly lastSentAt: string | null;
  /** The phone this page runs on. */
  readonly thisDevice: boolean;
}

/** What PushSubscription.toJSON() gives. */
export interface BrowserSubscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** What the member reads when the server could not be reached (content/messages/membership.json). */
export const PUSH_CALL_FAILED = t('membership.unreachable');

export class PushDeviceError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'PushDeviceError';
  }
}

export interface PushDeviceCalls {
  subscribe(subscription: BrowserSubscription, label: string, timeZone: string): Promise<string>;
  /** Stops reminders on the phone with this endpoint. */
  unsubscribe(endpoint: string): Promise<void>;
  remove(deviceId: string): Promise<void>;
  /** The member's phones, newest first; `thisDevice` for `endpoint`. */
  list(endpoint: string | null): Promise<PushDevice[]>;
  /** Whether the lock screen may name the medicine or the appointment (off until the member says). */
  showsNames(): Promise<boolean>;
  setShowsNames(value: boolean): Promise<boolean>;
}

const showNamesOf = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { show_names?: unknown }).show_names === true;

function deviceOf(value: unknown): PushDevice | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (typeof row.id !== 'string' || typeof row.label !== 'string') return null;
  return {
    id: row.id,
    label: row.label,
    createdAt: typeof row.created_at === 'string' ? row.created_at : '',
    lastSentAt: typeof row.last_sent_at === 'string' ? row.last_sent_at : null,
    thisDevice: row.this_device === true,
  };
}

export function createPushDeviceCalls(client: SupabaseClient): PushDeviceCalls {
  async function call(fn: string, args: Record<string, unknown>): Promise<unknown> {
    let answer: {
      data: unknown;
      error: { message?: string; code?: string } | null;
      status: number;
    };
    try {
      answer = await client.rpc(fn, args);
    } catch {
      throw new PushDeviceError(PUSH_CALL_FAILED);
    }
    if (answer.error) {
      const refused = answer.status >= 400 && answer.status < 500 && answer.status !== 401;
      throw new PushDeviceError(
        refused ? answer.error.message?.trim() || PUSH_CALL_FAILED : PUSH_CALL_FAILED,
        answer.error.code ?? null,
      );
    }
    return answer.data;
  }
  return {
    async subscribe(subscription, label, timeZone) {
      const id = await call('subscribe_push', {
        endpoint: subscription.endpoint,
        p256dh: subscription.p256dh,
        auth_secret: subscription.auth,
        device_label: label,
        time_zone: timeZone,
      });
      if (typeof id !== 'string') throw new PushDeviceError(PUSH_CALL_FAILED);
      return id;
    },
    async unsubscribe(endpoint) {
      await call('unsubscribe_push', { endpoint });
    },
    async remove(deviceId) {
      await call('remove_push_device', { device_id: deviceId });
    },
    async showsNames() {
      return showNamesOf(await call('my_reminder_preferences', {}));
    },
    async setShowsNames(value) {
      return showNamesOf(await call('set_reminder_preferences', { show_names: value }));
    },
    async list(endpoint) {
      const rows = await call('my_push_devices', { endpoint });
      return Array.isArray(rows)
        ? rows.flatMap((row) => {
            const device = deviceOf(row);
            return device ? [device] : [];
          })
        : [];
    },
  };
}
