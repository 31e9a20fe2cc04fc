// What send-reminders keeps in the database, behind one small interface (migration
// 20261130100000_push_reminders.sql, service-role functions only). The deployed function talks to
// PostgREST with the service role key; the tests plug in the same SQL run in PGlite.

/** One reminder occurrence claimed for one device, as claim_due_push_reminders returns it. */
export interface ReminderClaim {
  readonly subscription_id: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly user_id: string;
  /** The ledger's occurrence: the app's reminder id, plus ':snooze:<epoch s>' when snoozed. */
  readonly occurrence: string;
  readonly kind: 'medicine' | 'appointment';
  readonly item_id: string;
  /** ISO 8601 instant the reminder became due. */
  readonly due_at: string;
  /** The member's local day of the dose, or of the appointment's start ('YYYY-MM-DD'). */
  readonly local_day: string;
  /** 'HH:MM' of the dose, or of the appointment's start, on the member's clock. */
  readonly local_time: string;
  readonly name: string | null;
  readonly dose: string | null;
  readonly title: string | null;
  readonly location: string | null;
  readonly starts_at: string | null;
  readonly alarm: 'lead' | 'evening' | 'lastCall' | null;
  readonly show_names: boolean;
  readonly time_zone: string;
  /** How many runs have claimed it, this one included. */
  readonly attempts: number;
}

export type Outcome = 'sent' | 'retry' | 'dropped' | 'gone';

export interface Settlement {
  readonly subscription_id: string;
  readonly occurrence: string;
  readonly user_id: string;
  readonly outcome: Outcome;
  /** The push service's HTTP status (0: no answer). */
  readonly status: number;
  /** For 'retry': when a later run may try again (ISO 8601). */
  readonly retry_at?: string;
}

/** What a notification's action names: the device it was shown on and the dose. */
export interface ActionTarget {
  readonly subscription_id: string;
  readonly user_id: string;
  /** The app's reminder id, 'medicine:<id>:<day>T<HH:MM>'. */
  readonly reminder: string;
  readonly medicine_id: string;
  readonly day: string;
}

export interface ReminderStore {
  /** Puts what has fallen due in the ledger; returns how many rows it added. */
  queue(now: Date): Promise<number>;
  claim(now: Date, maxClaims: number, run: string): Promise<ReminderClaim[]>;
  settle(run: string, results: readonly Settlement[], now: Date): Promise<void>;
  /** False when the device's subscription is gone. */
  snooze(target: ActionTarget, minutes: number, now: Date): Promise<boolean>;
  /** False when the medicine is gone. */
  markTaken(target: ActionTarget): Promise<boolean>;
}

export function postgrestReminderStore(supabaseUrl: string, serviceRoleKey: string): ReminderStore {
  const rpc = async (name: string, args: object): Promise<unknown> => {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  return {
    async queue(now) {
      return (await rpc('queue_due_push_reminders', { now: now.toISOString() })) as number;
    },
    async claim(now, maxClaims, run) {
      const rows = await rpc('claim_due_push_reminders', {
        now: now.toISOString(),
        max_claims: maxClaims,
        run,
      });
      return (rows ?? []) as ReminderClaim[];
    },
    async settle(run, results, now) {
      await rpc('settle_push_reminders', { run, results, now: now.toISOString() });
    },
    async snooze(target, minutes, now) {
      return (await rpc('snooze_push_reminder', {
        subscription_id: target.subscription_id,
        user_id: target.user_id,
        reminder: target.reminder,
        minutes,
        now: now.toISOString(),
      })) as boolean;
    },
    async markTaken(target) {
      return (await rpc('mark_push_reminder_taken', {
        user_id: target.user_id,
        medicine_id: target.medicine_id,
        day: target.day,
      })) as boolean;
    },
  };
}
