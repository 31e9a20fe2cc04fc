// Issue 45 ("What it must show" 2): the send-reminders function against the project's SQL in PGlite and
// a push-service stand-in on 127.0.0.1 that checks the VAPID JWT and decrypts every message with the
// test subscription's private key (support/pushServiceStandIn.ts). Each run is given its clock, so a
// test says "the 08:00 run" and "the 08:01 run".
import assert from 'node:assert/strict';
import type { PGlite } from 'npm:@electric-sql/pglite@0.5.16';
// @deno-types="npm:@types/web-push@3.6.4"
import webpush from 'npm:web-push@3.6.7';
import { actionTokens } from '../../supabase/functions/send-reminders/actionToken.ts';
import { webPushDelivery } from '../../supabase/functions/send-reminders/pushDelivery.ts';
import {
  runReminders,
  sendRemindersHandler,
  type SendRemindersDeps,
} from '../../supabase/functions/send-reminders/sendReminders.ts';
import { createPaymentDatabase } from './support/paymentDatabase.ts';
import { startPushServiceStandIn, type Delivery } from './support/pushServiceStandIn.ts';
import {
  addAppointment,
  addMedicine,
  asMember,
  medicineEntry,
  newMember,
  pgliteReminderStore,
  subscribePhone,
  subscriptionCount,
} from './support/reminderDatabase.ts';

const vapid = webpush.generateVAPIDKeys();
const pushService = startPushServiceStandIn(vapid.publicKey);
const db: PGlite = await createPaymentDatabase();
const store = pgliteReminderStore(db);
const tokens = await actionTokens('secreto-de-prueba');
const waits: number[] = [];

function deps(now: string): SendRemindersDeps {
  return {
    store,
    deliver: webPushDelivery(
      { subject: 'mailto:recordatorios@vita365.mx', ...vapid },
      { allowLoopbackHttp: true },
    ),
    tokens,
    runSecret: 'secreto-de-prueba',
    actionUrl: 'https://proyecto.supabase.co/functions/v1/send-reminders',
    clock: () => new Date(now),
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

const run = (now: string) => runReminders(deps(now));

/** The stand-in and the database live across the tests of this file. */
function test(name: string, fn: () => Promise<void>) {
  Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false });
}

/** What reached one phone, in order. */
const deliveredTo = (endpoint: string): Delivery[] =>
  pushService.deliveries.filter((delivery) => delivery.endpoint === endpoint);

const reminderIds = (deliveries: readonly Delivery[]) =>
  deliveries.map((delivery) => delivery.payload.reminderId);

/** Every minute from `from` up to and including `to`. */
function minutes(from: string, to: string, stepMinutes = 1): string[] {
  const out: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += stepMinutes * 60_000) {
    out.push(new Date(at).toISOString());
  }
  return out;
}

const noRejections = () => assert.deepEqual(pushService.rejections, []);

test('a dose at 08:00 in Mexico City is sent in the 08:00 run and not again in the 08:01 run', async () => {
  const ana = await newMember(db);
  const phone = pushService.subscribe();
  await subscribePhone(db, ana, phone, 'America/Mexico_City');
  await addMedicine(db, ana, {
    id: 'metformina',
    name: 'Metformina',
    dose: '850 mg',
    time: '08:00',
  });

  // 08:00 in Mexico City (UTC−6 all year) is 14:00 UTC.
  await run('2026-03-10T13:59:00Z');
  assert.deepEqual(deliveredTo(phone.endpoint), []);
  const summary = await run('2026-03-10T14:00:00Z');
  assert.deepEqual(summary.sent, 1);
  await run('2026-03-10T14:01:00Z');
  await run('2026-03-10T14:02:00Z');

  const [delivery, ...more] = deliveredTo(phone.endpoint);
  assert.deepEqual(more, []);
  assert.ok(delivery);
  assert.deepEqual(delivery.urgency, 'high');
  const payload = delivery.payload;
  assert.deepEqual(payload.v, 1);
  assert.deepEqual(payload.kind, 'medicine');
  assert.deepEqual(payload.reminderId, 'medicine:metformina:2026-03-10T08:00');
  assert.deepEqual(payload.itemId, 'metformina');
  assert.deepEqual(payload.day, '2026-03-10');
  assert.deepEqual(payload.time, '08:00');
  assert.deepEqual(payload.dueAt, '2026-03-10T14:00:00.000Z');
  assert.deepEqual(payload.url, '/agenda?dia=2026-03-10');
  // The locked screen does not name the medicine unless the member chose so.
  assert.deepEqual(payload.title, 'Es hora de tu medicina');
  assert.deepEqual(payload.body, 'Tu dosis de las 08:00. Toca para verla en tu agenda.');
  assert.ok(!JSON.stringify([payload.title, payload.body]).includes('Metformina'));
  assert.deepEqual(payload.actions, [
    { action: 'taken', title: 'Ya la tomé' },
    { action: 'snooze', title: 'Recordármelo en 10 min' },
  ]);
  assert.deepEqual(payload.actionUrl, 'https://proyecto.supabase.co/functions/v1/send-reminders');
  assert.match(String(payload.actionToken), /^[\w-]+\.[\w-]+$/);
  // The push service keeps it until it is 30 minutes late, no longer.
  assert.deepEqual(delivery.ttl, 30 * 60);
  noRejections();
});

test('names the medicine on the lock screen only when the member turned that on', async () => {
  const ana = await newMember(db);
  const phone = pushService.subscribe();
  await subscribePhone(db, ana, phone, 'America/Mexico_City');
  await addMedicine(db, ana, { id: 'losartan', name: 'Losartán', dose: '50 mg', time: '20:00' });
  await asMember(db, ana, 'select public.set_reminder_preferences(show_names => true)');

  await run('2026-03-11T02:00:00Z');
  const [delivery] = deliveredTo(phone.endpoint);
  assert.deepEqual(delivery?.payload.title, 'Es hora de tu medicina');
  assert.deepEqual(delivery?.payload.body, 'Losartán: 50 mg, a las 20:00.');
  noRejections();
});

test('two overlapping runs send each dose to each phone once', async () => {
  const ana = await newMember(db);
  const phone = pushService.subscribe();
  const tablet = pushService.subscribe();
  await subscribePhone(db, ana, phone, 'America/Mexico_City');
  await subscribePhone(db, ana, tablet, 'America/Mexico_City');
  await addMedicine(db, ana, { id: 'a', name: 'Atorvastatina', dose: '20 mg', time: '09:00' });
  await addMedicine(db, ana, { id: 'b', name: 'Aspirina', dose: '100 mg', time: '09:00' });

  const [first, second] = await Promise.all([
    run('2026-03-10T15:00:20Z'),
    run('2026-03-10T15:00:20Z'),
  ]);
  assert.deepEqual(first.sent + second.sent, 4);
  // A run retried a minute later finds nothing left.
  assert.deepEqual((await run('2026-03-10T15:01:00Z')).claimed, 0);
  for (const device of [phone, tablet]) {
    assert.deepEqual(reminderIds(deliveredTo(device.endpoint)).sort(), [
      'medicine:a:2026-03-10T09:00',
      'medicine:b:2026-03-10T09:00',
    ]);
  }
  noRejections();
});

test('410 from the push service deletes that subscription and only that one', async () => {
  const ana = await newMember(db);
  const gone = pushService.subscribe();
  const kept = pushService.subscribe();
  await subscribePhone(db, ana, gone, 'America/Mexico_City');
  await subscribePhone(db, ana, kept, 'America/Mexico_City');
  await addMedicine(db, ana, { id: 'm', name: 'Metformina', dose: '850 mg', time: '10:00' });
  await addMedicine(db, ana, { id: 'n', name: 'Omeprazol', dose: '20 mg', time: '10:30' });
  pushService.reply(gone.endpoint, 410);

  const summary = await run('2026-03-10T16:00:00Z');
  assert.deepEqual(summary.gone, 1);
  assert.deepEqual(summary.sent, 1);
  assert.deepEqual(await subscriptionCount(db, ana), 1);
  await run('2026-03-10T16:30:00Z');
  assert.deepEqual(pushService.answered(gone.endpoint), [410]);
  assert.deepEqual(reminderIds(deliveredTo(kept.endpoint)), [
    'medicine:m:2026-03-10T10:00',
    'medicine:n:2026-03-10T10:30',
  ]);
  noRejections();
});

test('429 and 5xx are retried with backoff; a reminder more than 30 minutes late is dropped', async () => {
  const ana = await newMember(db);
  const busy = pushService.subscribe();
  const down = pushService.subscribe();
  await subscribePhone(db, ana, busy, 'America/Mexico_City');
  await subscribePhone(db, ana, down, 'America/Mexico_City');
  await addMedicine(db, ana, { id: 'r', name: 'Rosuvastatina', dose: '10 mg', time: '11:00' });
  pushService.reply(busy.endpoint, 429, 503);
  // The other phone's service fails three times in a row in every run.
  pushService.reply(down.endpoint, ...Array.from({ length: 30 }, () => 503));
  waits.length = 0;

  const first = await run('2026-03-10T17:00:00Z');
  // The busy service took it on the third try, after 1 s and 4 s.
  assert.deepEqual(pushService.answered(busy.endpoint), [429, 503, 201]);
  assert.deepEqual(reminderIds(deliveredTo(busy.endpoint)), ['medicine:r:2026-03-10T11:00']);
  assert.deepEqual(waits.sort(), [1_000, 1_000, 4_000, 4_000]);
  assert.deepEqual(first, { queued: 2, claimed: 2, sent: 1, gone: 0, retry: 1, dropped: 0 });

  // The failing one is let go until 2 minutes later: the 17:01 run leaves it alone.
  assert.deepEqual((await run('2026-03-10T17:01:00Z')).claimed, 0);
  assert.deepEqual((await run('2026-03-10T17:02:00Z')).retry, 1);
  // 4 minutes after that, then 8, then 16: each time three more tries.
  assert.deepEqual((await run('2026-03-10T17:06:00Z')).retry, 1);
  assert.deepEqual(pushService.answered(down.endpoint).length, 9);
  assert.deepEqual((await run('2026-03-10T17:14:00Z')).retry, 1);
  // At 11:30 it is tried for the last time; the next try would be more than 30 minutes late.
  assert.deepEqual((await run('2026-03-10T17:30:00Z')).dropped, 1);
  assert.deepEqual((await run('2026-03-10T17:31:00Z')).claimed, 0);
  assert.deepEqual(pushService.answered(down.endpoint).length, 15);
  assert.deepEqual(deliveredTo(down.endpoint), []);
  assert.deepEqual(reminderIds(deliveredTo(busy.endpoint)), ['medicine:r:2026-03-10T11:00']);
  noRejections();
});

test('a dose whose time passed more than 30 minutes ago is not sent late', async () => {
  const ana = await newMember(db);
  const phone = pushService.subscribe();
  await subscribePhone(db, ana, phone, 'America/Mexico_City');
  await addMedicine(db, ana, { id: 'tarde', name: 'Levotiroxina', dose: '50 mcg', time: '06:00' });
  // No run between 06:00 and 06:30 (the scheduler was down): the 06:31 run does not send it.
  assert.deepEqual((await run('2026-03-10T12:31:00Z')).claimed, 0);
  assert.deepEqual(deliveredTo(phone.endpoint), []);
});

test('clock-change days in New York send nothing twice and skip nothing', async () => {
  const ana = await newMember(db);
  const phone = pushService.subscribe();
  await subscribePhone(db, ana, phone, 'America/New_York');
  for (const time of ['01:30', '02:30', '03:30']) {
    await addMedicine(db, ana, { id: `m${time}`, name: 'Metformina', dose: '850 mg', time });
  }
  const sentAt = new Map<string, string>();
  const runEveryMinute = async (from: string, to: string) => {
    for (const now of minutes(from, to)) {
      const before = deliveredTo(phone.endpoint).length;
      await run(now);
      for (const delivery of deliveredTo(phone.endpoint).slice(before)) {
        const id = String(delivery.payload.reminderId);
        assert.ok(!sentAt.has(id), `${id} sent twice`);
        sentAt.set(id, now);
      }
    }
  };
  // 8 March 2026: at 02:00 EST clocks jump to 03:00 EDT. 01:00 EST to 04:00 EDT is 06:00–08:00 UTC.
  await runEveryMinute('2026-03-08T06:00:00Z', '2026-03-08T08:00:00Z');
  // 1 November 2026: at 02:00 EDT clocks go back to 01:00 EST. 01:00 EDT (the first time) to 04:00
  // EST is 05:00–09:00 UTC.
  await runEveryMinute('2026-11-01T05:00:00Z', '2026-11-01T09:00:00Z');

  assert.deepEqual(Object.fromEntries(sentAt), {
    'medicine:m01:30:2026-03-08T01:30': '2026-03-08T06:30:00.000Z',
    // 02:30 does not exist that night: it rings the same distance after the jump, at 03:30 EDT.
    'medicine:m02:30:2026-03-08T02:30': '2026-03-08T07:30:00.000Z',
    'medicine:m03:30:2026-03-08T03:30': '2026-03-08T07:30:00.000Z',
    // 01:30 happens twice: it rings at the first (EDT), as the app's own reminder does, once.
    'medicine:m01:30:2026-11-01T01:30': '2026-11-01T05:30:00.000Z',
    'medicine:m02:30:2026-11-01T02:30': '2026-11-01T07:30:00.000Z',
    'medicine:m03:30:2026-11-01T03:30': '2026-11-01T08:30:00.000Z',
  });
  noRejections();
});

/** The alarms of each VEVENT of an .ics file the app exported: {uid: [instants]}. */
function icsAlarms(ics: string): Record<string, string[]> {
  const alarms: Record<string, string[]> = {};
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  for (const event of unfolded.split('BEGIN:VEVENT').slice(1)) {
    const uid = /\r\nUID:([^\r]+)/.exec(event)?.[1] ?? '';
    const start = /\r\nDTSTART;TZID=America\/Mexico_City:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(
      event,
    );
    assert.ok(start, `no DTSTART in ${uid}`);
    // Mexico City keeps UTC−6 all year since 2022.
    const startsAt = Date.parse(
      `${start[1]}-${start[2]}-${start[3]}T${start[4]}:${start[5]}:00-06:00`,
    );
    alarms[uid] = [...event.matchAll(/\r\nTRIGGER:-PT(?:(\d+)H)?(?:(\d+)M)?/g)].map((trigger) =>
      new Date(
        startsAt - (Number(trigger[1] ?? 0) * 60 + Number(trigger[2] ?? 0)) * 60_000,
      ).toISOString(),
    );
  }
  return alarms;
}

test("an appointment's reminders come at its .ics alarms (a night one moved to 21:00 the evening before)", async () => {
  const fixture = JSON.parse(
    await Deno.readTextFile(new URL('./support/appointmentAlarms.json', import.meta.url)),
  ) as { appointments: { id: string; title: string; datetime: string; location?: string }[] };
  const ics = await Deno.readTextFile(new URL('./support/appointmentAlarms.ics', import.meta.url));
  const expected = icsAlarms(ics);
  const ana = await newMember(db);
  const phone = pushService.subscribe();
  await subscribePhone(db, ana, phone, 'America/Mexico_City');
  for (const appointment of fixture.appointments) await addAppointment(db, ana, appointment);

  // Every 10 minutes from 12:00 on the 9th to 09:00 on the 11th (Mexico City); a reminder stays due
  // for 30 minutes, so none can fall between two runs.
  for (const now of minutes('2026-03-09T18:00:00Z', '2026-03-11T15:00:00Z', 10)) await run(now);

  const got: Record<string, string[]> = {};
  for (const { payload } of deliveredTo(phone.endpoint)) {
    assert.deepEqual(payload.kind, 'appointment');
    const uid = `cita-${String(payload.itemId)}@agenda.vita365`;
    got[uid] = [...(got[uid] ?? []), String(payload.dueAt)];
    // No place or title on the lock screen by default.
    assert.deepEqual(payload.title, 'Recordatorio de cita');
    assert.ok(!String(payload.body).includes('Cardiología'));
    assert.deepEqual(payload.actions, []);
  }
  assert.deepEqual(got, expected);
  assert.deepEqual(expected['cita-cita-cardio@agenda.vita365'], [
    '2026-03-10T03:00:00.000Z',
    '2026-03-10T15:30:00.000Z',
  ]);
  const evening = deliveredTo(phone.endpoint).find(
    ({ payload }) => payload.itemId === 'cita-cardio' && payload.alarm === 'evening',
  );
  assert.deepEqual(
    evening?.payload.body,
    'Tienes una cita mañana a las 10:30. Toca para ver los detalles.',
  );
  assert.deepEqual(evening?.payload.url, '/agenda?dia=2026-03-10');
  noRejections();
});

test("the notification's buttons tick the dose or bring it back in 10 minutes", async () => {
  const ana = await newMember(db);
  const phone = pushService.subscribe();
  await subscribePhone(db, ana, phone, 'America/Mexico_City');
  await addMedicine(db, ana, { id: 'x', name: 'Metformina', dose: '850 mg', time: '08:00' });
  await addMedicine(db, ana, { id: 'y', name: 'Enalapril', dose: '10 mg', time: '08:00' });
  await run('2026-03-10T14:00:00Z');
  const tokenOf = (id: string) =>
    String(
      deliveredTo(phone.endpoint).find(({ payload }) => payload.itemId === id)?.payload.actionToken,
    );
  const press = (now: string, body: unknown) =>
    sendRemindersHandler(deps(now))(
      new Request('https://proyecto.supabase.co/functions/v1/send-reminders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  // 'Ya la tomé' on x: ticked for that day in the member's own row, which the app pulls.
  const taken = await press('2026-03-10T14:02:00Z', { action: 'taken', token: tokenOf('x') });
  assert.deepEqual(taken.status, 200);
  assert.deepEqual(await taken.json(), { action: 'taken', done: true });
  const entry = await medicineEntry(db, ana, 'x');
  assert.deepEqual([entry?.taken, entry?.takenOn], [true, '2026-03-10']);

  // 'Recordármelo en 10 min' on y: sent again at 08:12, once, to that phone.
  const snoozed = await press('2026-03-10T14:02:00Z', { action: 'snooze', token: tokenOf('y') });
  assert.deepEqual(await snoozed.json(), { action: 'snooze', done: true });
  for (const now of minutes('2026-03-10T14:03:00Z', '2026-03-10T14:20:00Z')) await run(now);
  const again = deliveredTo(phone.endpoint).slice(2);
  assert.deepEqual(
    again.map(({ payload }) => [payload.reminderId, payload.dueAt]),
    [['medicine:y:2026-03-10T08:00', '2026-03-10T14:12:00.000Z']],
  );

  // A forged or altered token does nothing.
  const forged = await press('2026-03-10T14:05:00Z', {
    action: 'taken',
    token: `${tokenOf('y').split('.')[0]}.AAAA`,
  });
  assert.deepEqual(forged.status, 403);
  assert.deepEqual((await medicineEntry(db, ana, 'y'))?.taken, false);
  noRejections();
});

test('a run is started only with the scheduler secret', async () => {
  const handler = sendRemindersHandler(deps('2026-03-10T14:00:00Z'));
  const wrong = await handler(
    new Request('http://localhost/send-reminders', {
      method: 'POST',
      headers: { authorization: 'Bearer otro' },
      body: '{}',
    }),
  );
  assert.deepEqual(wrong.status, 400);
  const right = await handler(
    new Request('http://localhost/send-reminders', {
      method: 'POST',
      headers: { authorization: 'Bearer secreto-de-prueba' },
      body: '{}',
    }),
  );
  assert.deepEqual(right.status, 200);
  assert.ok('claimed' in ((await right.json()) as Record<string, unknown>));
});

test('stops the push-service stand-in', async () => {
  await pushService.close();
  await db.close();
});
