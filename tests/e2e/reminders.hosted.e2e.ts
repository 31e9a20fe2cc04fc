// Issue 45 on a phone, hosted mode, in full Chromium (system notifications; @full-chromium): the agenda
// card 'Recordatorios en tu teléfono' subscribes this phone, names it, lists and removes another; a
// reminder pushed to the service worker through DevTools (ServiceWorker.deliverPushMessage) shows as
// a notification with 'Ya la tomé' and 'Recordármelo en 10 min'; 'Ya la tomé' reaches the real
// send-reminders function (run by deno), and the dose shows ticked once on /agenda when reopened.
// axe runs on the card in each state.
//
// Each worker serves a copy of the run's configured build (support/configuredBuild.ts) with its test
// project's URL and key and the spec's VAPID public key.
// Chromium's pushManager.subscribe() asks Google's push service, which this machine cannot reach: the
// page gets a browser-shaped subscription from a stand-in PushManager instead (the server never sends
// to it here; the push is delivered through DevTools).
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromiumArgs, fullChromium } from '../../playwright.config';
import { startSupabaseTestServer, type SupabaseTestServer } from '../support/supabaseTestServer';
import { accountOf, ana } from '../support/testMembers';
import { serveConfiguredBuild } from './support/configuredBuild';
import { projectRoot } from './support/sharedBuild';
import { expect, expectAccessible, test as base, toast } from './support/test';

/** Test keys made for this spec with `npx web-push generate-vapid-keys`; they protect nothing. */
const VAPID_PUBLIC_KEY =
  'BDeD_uv5NCFQxYXu6WstvWT5NaMxREN4SWvMLPzCIO58Ogrq8No2rbujz8u44nYe5JwO_yQ88hTQZPh1eUFjAfE';
const VAPID_PRIVATE_KEY = 'Hq7UU1YqJseApoPCYKmV07GNo1hIAOb957e1d018h3s';
const RUN_SECRET = 'secreto-de-las-pruebas-de-recordatorios';
const MEXICO = 'America/Mexico_City';

interface RemindersApp {
  readonly url: string;
  readonly supabase: SupabaseTestServer;
}

/** Starts the send-reminders function under deno; resolves with its URL once it listens. */
function startSendReminders(supabase: SupabaseTestServer) {
  const child = spawn(
    path.join(projectRoot, 'node_modules/.bin/deno'),
    [
      'run',
      '--config',
      'supabase/functions/deno.json',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      'tests/functions/support/serveSendReminders.ts',
    ],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        NO_COLOR: '1',
        SUPABASE_URL: supabase.url,
        SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
        SEND_REMINDERS_SECRET: RUN_SECRET,
        VAPID_PUBLIC_KEY,
        VAPID_PRIVATE_KEY,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        resolve({
          url: `http://127.0.0.1:${port}`,
          close: async () => {
            child.kill();
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`send-reminders exited (${code}):\n${output}`)));
  });
}

const test = base.extend<{ supabase: SupabaseTestServer }, { remindersApp: RemindersApp }>({
  remindersApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide, workerInfo) => {
      const supabase = await startSupabaseTestServer();
      const [app, functions] = await Promise.all([
        serveConfiguredBuild(`reminders-worker-${workerInfo.workerIndex}`, {
          VITE_SUPABASE_URL: supabase.url,
          VITE_SUPABASE_ANON_KEY: supabase.anonKey,
          VITE_VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY,
        }),
        startSendReminders(supabase),
      ]);
      supabase.serveFunctionsFrom(functions.url);
      supabase.allowOrigin(app.url);
      try {
        await provide({ url: app.url, supabase });
      } finally {
        await app.close();
        await functions.close();
        await supabase.close();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ remindersApp }, provide) => {
    await provide(remindersApp.url);
  },
  supabase: async ({ remindersApp }, provide) => {
    await remindersApp.supabase.reset();
    await provide(remindersApp.supabase);
  },
});

test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: fullChromium, args: chromiumArgs },
  timezoneId: MEXICO,
});

const member = accountOf(ana);

/**
 * A PushManager that answers as Chromium's would once subscribed, without asking Google's push
 * service: one subscription per browser profile, kept in localStorage as the browser keeps it.
 */
function installStandInPushManager({ p256dh, auth }: { p256dh: string; auth: string }) {
  const KEY = 'stand-in-push-subscription';
  const subscriptionOf = (endpoint: string) =>
    ({
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.getSubscription = async function getSubscription() {
    const endpoint = localStorage.getItem(KEY);
    return endpoint ? subscriptionOf(endpoint) : null;
  };
  PushManager.prototype.subscribe = async function subscribe() {
    const endpoint =
      localStorage.getItem(KEY) ?? `https://push.example.com/send/${crypto.randomUUID()}`;
    localStorage.setItem(KEY, endpoint);
    return subscriptionOf(endpoint);
  };
}

async function openAgenda(page: Page, context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  const keys = {
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await page.addInitScript(installStandInPushManager, keys);
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/agenda');
  // A first visit installs the service worker (the whole precache); subscribing waits for it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const card = (page: Page) => page.getByRole('region', { name: 'Recordatorios en tu teléfono' });

/** The token send-reminders signs for a medicine's buttons (actionToken.ts): HMAC-SHA-256. */
function actionToken(target: Record<string, string>, dueAt: number): string {
  const encoded = Buffer.from(JSON.stringify({ ...target, exp: dueAt + 12 * 3_600_000 })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', `vita365 reminder actions\u0000${RUN_SECRET}`)
    .update(encoded)
    .digest('base64url');
  return `${encoded}.${signature}`;
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: MEXICO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('subscribe from the agenda card, get a push with its buttons, and tick the dose from it @full-chromium', async ({
  page,
  context,
  supabase,
}) => {
  supabase.gotrue.addUser(member);
  await openAgenda(page, context);

  // Off: the member is told what it does and can turn it on.
  await expect(card(page)).toContainText('aunque el teléfono esté bloqueado y Vita365 cerrada');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar medicina' });
  await form.getByLabel('Nombre').fill('Metformina');
  await form.getByLabel('Dosis').fill('850 mg');
  await form.getByLabel('Hora').fill('08:00');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await card(page).getByRole('button', { name: 'Activar en este teléfono' }).click();

  // On: this phone is named, and the server has it.
  await expect(card(page)).toContainText('Teléfono suscrito: Linux · Chrome');
  await expect(toast(page, 'Recordatorios activados')).toBeVisible();
  const db = supabase.data.db;
  const subscriptions = () =>
    db.query<{ id: string; user_id: string; label: string }>(
      'select id, user_id, label from public.push_subscriptions',
    );
  await expect.poll(async () => (await subscriptions()).rows.length).toBe(1);
  const [phone] = (await subscriptions()).rows;
  if (!phone) throw new Error('no subscription');
  // The lock screen names nothing until the member says so.
  const names = card(page).getByRole('checkbox', {
    name: /Mostrar el nombre de la medicina o de la cita con el teléfono bloqueado/,
  });
  await expect(names).not.toBeChecked();
  await expectAccessible(page);
  await names.check();
  await expect
    .poll(async () => {
      const { rows } = await db.query<{ show_names: boolean }>(
        'select show_names from public.reminder_preferences where user_id = $1',
        [phone.user_id],
      );
      return rows[0]?.show_names;
    })
    .toBe(true);
  await expect(names).toBeChecked();

  // Another phone of the member: listed, and removed from here.
  await db.query(
    `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth_secret, label)
     values ($1, $2, $3, $4, 'iPhone · Safari')`,
    [
      phone.user_id,
      `https://web.push.apple.com/${randomUUID()}`,
      Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
      randomBytes(16).toString('base64url'),
    ],
  );
  await page.reload();
  const others = card(page).getByRole('region', { name: 'Otros teléfonos con tus recordatorios' });
  await expect(others).toContainText('iPhone · Safari');
  await expectAccessible(page);
  await others.getByRole('button', { name: 'Quitar iPhone · Safari' }).click();
  await expect(others).toHaveCount(0);
  await expect.poll(async () => (await subscriptions()).rows.length).toBe(1);

  // The medicine is on the server (the app synced it).
  const medicineId = async () =>
    (
      await db.query<{ id: string }>(
        `select id from public.medicines where entry ->> 'name' = 'Metformina'`,
      )
    ).rows[0]?.id ?? '';
  await expect.poll(medicineId).not.toBe('');
  const itemId = await medicineId();

  // The server's push, delivered to this browser's service worker through DevTools.
  const day = today();
  const reminderId = `medicine:${itemId}:${day}T08:00`;
  const payload = {
    v: 1,
    reminderId,
    occurrence: reminderId,
    kind: 'medicine',
    itemId,
    day,
    time: '08:00',
    dueAt: new Date().toISOString(),
    title: 'Es hora de tu medicina',
    body: 'Tu dosis de las 08:00. Toca para verla en tu agenda.',
    url: `/agenda?dia=${day}`,
    actions: [
      { action: 'taken', title: 'Ya la tomé' },
      { action: 'snooze', title: 'Recordármelo en 10 min' },
    ],
    actionUrl: `${supabase.url}/functions/v1/send-reminders`,
    actionToken: actionToken(
      {
        subscription_id: phone.id,
        user_id: phone.user_id,
        reminder: reminderId,
        medicine_id: itemId,
        day,
      },
      Date.now(),
    ),
  };
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const notifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        actions: (
          notification as Notification & { actions?: { action: string; title: string }[] }
        ).actions?.map(({ action, title }) => ({ action, title })),
      })),
    );
  const registration = await registrationId;
  // On a busy machine DevTools now and then drops a push it was handed (no push event reaches the
  // worker, no error either), so it is handed again until the notification shows; the tag keeps a
  // second delivery to the one notification.
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: registration,
      data: JSON.stringify(payload),
    });
    await expect.poll(notifications, { timeout: 10_000 }).toEqual([
      {
        title: 'Es hora de tu medicina',
        body: 'Tu dosis de las 08:00. Toca para verla en tu agenda.',
        tag: `vita365-reminder:${reminderId}`,
        actions: payload.actions,
      },
    ]);
  }).toPass({ timeout: 45_000 });

  // 'Ya la tomé', as the phone reports the button: the service worker's notificationclick. (A
  // script-made event may not call waitUntil, which throws in the worker's console; the request the
  // handler started before that call still goes.)
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(
      new NotificationEvent('notificationclick', { notification, action: 'taken' }),
    );
  });
  await expect
    .poll(async () => {
      const { rows } = await db.query<{ entry: { taken: boolean; takenOn?: string } }>(
        'select entry from public.medicines where id = $1',
        [itemId],
      );
      return [rows[0]?.entry.taken, rows[0]?.entry.takenOn];
    })
    .toEqual([true, day]);

  // Reopened: the dose is ticked, once.
  await page.goto('/agenda');
  const medicines = page.getByRole('list', { name: 'Tus medicinas' });
  await expect(medicines.getByRole('checkbox', { name: 'Tomada hoy: Metformina' })).toBeChecked();
  await expect(medicines.getByRole('listitem')).toHaveCount(1);
});

test('a browser with notices blocked, or without Web Push, is told so and offered the calendar file', async ({
  page,
  context,
  supabase,
}) => {
  supabase.gotrue.addUser(member);
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await openAgenda(page, context);
  await expect(card(page)).toContainText('Los avisos están bloqueados para Vita365');
  await expect(
    card(page).getByRole('button', { name: 'Añadir mi agenda al calendario (.ics)' }),
  ).toBeVisible();
  await expectAccessible(page);

  const other = await context.newPage();
  await other.addInitScript(() => {
    Reflect.deleteProperty(window, 'PushManager');
  });
  await other.goto('/agenda');
  await expect(card(other)).toContainText(
    'Este navegador no puede recibir recordatorios con la app cerrada',
  );
  await expect(
    card(other).getByRole('button', { name: 'Añadir mi agenda al calendario (.ics)' }),
  ).toBeVisible();
  await expectAccessible(other);
});
