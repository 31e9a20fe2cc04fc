// The send-reminders function's store on PGlite (every migration, as shipped), run as the service role
// exactly as PostgREST runs the deployed function's calls, and the member's side as the app does it:
// subscribing a phone, choosing preferences, syncing medicines and appointments.
import type { PGlite } from 'npm:@electric-sql/pglite@0.5.16';
import type {
  ActionTarget,
  ReminderClaim,
  ReminderStore,
  Settlement,
} from '../../../supabase/functions/send-reminders/reminderStore.ts';
import { asRole, memberClaims } from './paymentDatabase.ts';
import type { StandInSubscription } from './pushServiceStandIn.ts';

const serviceRole = { role: 'service_role' };

async function serviceCall<T>(db: PGlite, text: string, params: unknown[]): Promise<T> {
  return asRole(db, serviceRole, async (tx) => {
    const { rows } = await tx.query<{ v: T }>(text, params);
    return rows[0]!.v;
  });
}

export function pgliteReminderStore(db: PGlite): ReminderStore {
  return {
    queue: (now: Date) =>
      serviceCall<number>(db, 'select public.queue_due_push_reminders($1) as v', [
        now.toISOString(),
      ]),
    claim: (now: Date, maxClaims: number, run: string) =>
      serviceCall<ReminderClaim[]>(db, 'select public.claim_due_push_reminders($1, $2, $3) as v', [
        now.toISOString(),
        maxClaims,
        run,
      ]),
    settle: async (run: string, results: readonly Settlement[], now: Date) => {
      await serviceCall(db, 'select public.settle_push_reminders($1, $2::jsonb, $3) as v', [
        run,
        JSON.stringify(results),
        now.toISOString(),
      ]);
    },
    snooze: (target: ActionTarget, minutes: number, now: Date) =>
      serviceCall<boolean>(db, 'select public.snooze_push_reminder($1, $2, $3, $4, $5) as v', [
        target.subscription_id,
        target.user_id,
        target.reminder,
        minutes,
        now.toISOString(),
      ]),
    markTaken: (target: ActionTarget) =>
      serviceCall<boolean>(db, 'select public.mark_push_reminder_taken($1, $2, $3) as v', [
        target.user_id,
        target.medicine_id,
        target.day,
      ]),
  };
}

/** Runs `text` as the signed-in member, as PostgREST runs their request. */
export async function asMember<T = Record<string, unknown>>(
  db: PGlite,
  member: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return asRole(db, memberClaims(member), async (tx) => (await tx.query<T>(text, params)).rows);
}

export async function newMember(db: PGlite): Promise<string> {
  const id = crypto.randomUUID();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [id, `${id}@example.com`]);
  return id;
}

/**
 * The phone subscribes as the app does it (subscribe_push with the browser's time zone). `since` is
 * when: a phone gets only reminders due after it subscribed.
 */
export async function subscribePhone(
  db: PGlite,
  member: string,
  subscription: StandInSubscription,
  timeZone: string,
  since = '2026-01-01T00:00:00Z',
): Promise<string> {
  const [row] = await asMember<{ id: string }>(
    db,
    member,
    'select public.subscribe_push($1, $2, $3, $4, $5) as id',
    [subscription.endpoint, subscription.p256dh, subscription.auth, 'Android · Chrome', timeZone],
  );
  await db.query('update public.push_subscriptions set created_at = $2 where id = $1', [
    row!.id,
    since,
  ]);
  return row!.id;
}

export async function addMedicine(
  db: PGlite,
  member: string,
  medicine: { id: string; name: string; dose: string; time: string },
): Promise<void> {
  await asMember(db, member, 'insert into public.medicines (id, entry) values ($1, $2::jsonb)', [
    medicine.id,
    JSON.stringify({ ...medicine, taken: false }),
  ]);
}

export async function addAppointment(
  db: PGlite,
  member: string,
  appointment: { id: string; title: string; datetime: string; location?: string },
): Promise<void> {
  await asMember(db, member, 'insert into public.appointments (id, entry) values ($1, $2::jsonb)', [
    appointment.id,
    JSON.stringify({ notes: '', ...appointment }),
  ]);
}

export async function medicineEntry(
  db: PGlite,
  member: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await asMember<{ entry: Record<string, unknown> }>(
    db,
    member,
    'select entry from public.medicines where id = $1',
    [id],
  );
  return row?.entry;
}

export async function subscriptionCount(db: PGlite, member: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.push_subscriptions where user_id = $1',
    [member],
  );
  return rows[0]!.n;
}
