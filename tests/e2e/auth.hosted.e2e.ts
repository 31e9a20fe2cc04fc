// Login, registration, session restore and sign-out in hosted mode: the app built with
// VITE_SUPABASE_URL/VITE_SUPABASE_ANON_KEY talks to the GoTrue-shaped test server over real HTTP,
// cross-origin, through supabase-js (spec §4, §5, §7, §8). Links that sign in use the PKCE flow, and
// a link carrying another account's tokens signs no one in (issue 40).
import { createHash } from 'node:crypto';
import type { Browser, Page, Response, Route } from '@playwright/test';
import type { GoTrueServer, RecordedRequest } from '../support/gotrueServer';
import { accountOf, ana, signUpMetadataOf } from '../support/testMembers';
import { expect, expectAccessible, test } from './support/hostedTest';

const member = accountOf(ana);
const metadata = signUpMetadataOf(ana);

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

const calls = (gotrue: GoTrueServer, method: string, path: string): RecordedRequest[] =>
  gotrue.requests.filter((request) => request.method === method && request.path === path);

/** The session supabase-js keeps in localStorage (`sb-<ref>-auth-token`), or null. */
const storedSession = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? 'null') as {
          access_token: string;
          refresh_token: string;
        } | null)
      : null;
  });

/** Holds the app's POST to an auth path until `release` is called, to see the form while it waits. */
async function holdPost(page: Page, gotrue: GoTrueServer, path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${gotrue.url}${path}**`, async (route: Route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  return () => release();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test.beforeEach(({ gotrue }) => {
  gotrue.addUser({ ...member, user_metadata: metadata });
});

test('a wrong password shows the login error with the server message', async ({ page, gotrue }) => {
  await page.goto('/login');
  await expect(page.getByText('Modo de demostración')).toHaveCount(0);
  await logIn(page, member.email, 'otra-clave');

  await expect(toast(page, 'Error de inicio de sesión')).toContainText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();

  const [signIn] = calls(gotrue, 'POST', '/auth/v1/token');
  expect(signIn?.query).toEqual({ grant_type: 'password' });
  expect(signIn?.headers.apikey).toBe(gotrue.anonKey);
  expect(signIn?.body).toMatchObject({ email: member.email, password: 'otra-clave' });
  // Cross-origin with custom headers: the browser asked first, and the server allowed the app.
  const [preflight] = calls(gotrue, 'OPTIONS', '/auth/v1/token');
  expect(preflight?.headers['access-control-request-headers']).toContain('apikey');
  expect(preflight?.headers.origin).toBe(new URL(page.url()).origin);
});

test('the right password reaches /dashboard, and a reload keeps the member signed in', async ({
  page,
  gotrue,
}) => {
  await page.goto('/login');
  const release = await holdPost(page, gotrue, '/auth/v1/token');
  await logIn(page, member.email, member.password);
  const working = page.getByRole('button', { name: 'Iniciando sesión...' });
  await expect(working).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, '¡Bienvenido!')).toContainText('Has iniciado sesión correctamente.');
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('A');
  const session = await storedSession(page);
  expect(session?.access_token).toBeTruthy();

  const before = gotrue.requests.length;
  await page.reload();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Inicio' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const [check] = gotrue.requests
    .slice(before)
    .filter((request) => request.method === 'GET' && request.path === '/auth/v1/user');
  expect(check?.headers.authorization).toBe(`Bearer ${session?.access_token}`);
  expect(check?.headers.apikey).toBe(gotrue.anonKey);
  await expectAccessible(page);
});

test('a session close to expiry is renewed by itself and with its refresh token on reload', async ({
  page,
  gotrue,
}) => {
  const refreshes = () =>
    calls(gotrue, 'POST', '/auth/v1/token').filter(
      (request) => request.query.grant_type === 'refresh_token',
    );
  gotrue.configure({ expiresIn: 60 });
  // About auth alone: with a 60 s token every data request of the member data sync would renew the
  // session too (supabase-js renews within 90 s of expiry), so the sync's chunk is not served here.
  await page.route(/\/assets\/memberSync-[^/]+\.js$/, (route) => route.abort());
  await page.clock.install();
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const first = await storedSession(page);
  expect(refreshes()).toEqual([]);

  // 60 s left is within 3 ticks of 30 s, so the next tick renews the session (spec §4).
  await page.clock.runFor(30_000);
  await expect.poll(() => refreshes().length).toBeGreaterThan(0);
  expect(refreshes()[0]?.body).toEqual({ refresh_token: first?.refresh_token });
  await expect
    .poll(async () => (await storedSession(page))?.refresh_token)
    .not.toBe(first?.refresh_token);

  // The 30 s tick keeps renewing a 60 s token. The page's clock stops, and the test waits until the
  // last renewal's answer is stored, so the token read below is the one the reload finds: a renewal
  // answered between the read and the reload would otherwise change it behind the test's back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect
    .poll(async () => {
      const lastSent = (refreshes().at(-1)?.body as { refresh_token?: string } | undefined)
        ?.refresh_token;
      return (await storedSession(page))?.refresh_token !== lastSent;
    })
    .toBe(true);
  const before = refreshes().length;
  const current = await storedSession(page);
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('A');
  await expect
    .poll(() =>
      refreshes()
        .slice(before)
        .map((request) => request.body),
    )
    .toContainEqual({ refresh_token: current?.refresh_token });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign-up sends the spec metadata and lands on /login with the e-mail prompt', async ({
  page,
  gotrue,
}) => {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('María José Pérez');
  await page.getByLabel('Correo electrónico').fill('maria@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto');
  await page.getByLabel('Confirmar contraseña').fill('secreto');
  await page.getByLabel(/Código familiar o empresarial/).pressSequentially('fam-1234');
  const release = await holdPost(page, gotrue, '/auth/v1/signup');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('button', { name: 'Creando cuenta...' })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '¡Revisa tu correo!')).toContainText(
    'Hemos enviado un enlace de confirmación a tu correo electrónico.',
  );
  const [signUp] = calls(gotrue, 'POST', '/auth/v1/signup');
  expect(signUp?.headers.apikey).toBe(gotrue.anonKey);
  expect(signUp?.body).toMatchObject({
    email: 'maria@example.com',
    password: 'secreto',
    data: { name: 'María José Pérez', alias: 'María', activation_code: 'FAM-1234' },
  });
  const data = (signUp?.body as { data: Record<string, unknown> }).data;
  expect(Object.keys(data).sort()).toEqual(['activation_code', 'alias', 'name', 'vita_card_id']);
  expect(data.vita_card_id).toMatch(/^VITA-[0-9A-F]{8}$/);
  expect(await storedSession(page)).toBeNull();
  expect(gotrue.user('maria@example.com')).toMatchObject({ user_metadata: data });
});

test('an invalid family or business code blocks sign-up before anything is sent', async ({
  page,
  gotrue,
}) => {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('Luis Ruiz');
  await page.getByLabel('Correo electrónico').fill('luis@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto');
  await page.getByLabel('Confirmar contraseña').fill('secreto');
  const code = page.getByLabel(/Código familiar o empresarial/);
  await code.pressSequentially('abc-1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(toast(page, 'Error de Registro')).toContainText(
    'El código ingresado no es válido o ha expirado.',
  );
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription('El código ingresado no es válido o ha expirado.');
  await expect(page).toHaveURL(/\/register$/);
  expect(calls(gotrue, 'POST', '/auth/v1/signup')).toEqual([]);
  await expectAccessible(page);
});

test('a sign-up the server refuses shows Error de Registro with its message', async ({
  page,
  gotrue,
}) => {
  gotrue.configure({ autoConfirm: true });
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('Ana López');
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto');
  await page.getByLabel('Confirmar contraseña').fill('secreto');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(toast(page, 'Error de Registro')).toContainText('User already registered');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
});

test('sign-out succeeds even when the server answers 401', async ({ page, gotrue }) => {
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/perfil');

  gotrue.configure({ logoutStatus: 401 });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(calls(gotrue, 'POST', '/auth/v1/logout')).toHaveLength(1);
  expect(await storedSession(page)).toBeNull();
  await expect(toast(page, 'Sesión cerrada en este dispositivo')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const responses: Response[] = [];
  const record = (response: Response) => {
    if (response.ok() && new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  };
  page.on('response', record);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return Promise.all(responses.map((response) => response.text()));
}

test('a sign-out the server cannot confirm still signs out this device, with a notice', async ({
  page,
  gotrue,
}) => {
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/perfil');

  gotrue.configure({ logoutStatus: 500 });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Sesión cerrada en este dispositivo')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});

test('supabase-js loads with the auth area, never with the landing page', async ({ page }) => {
  const supabase = /gotrue|x-supabase-api-version|supabase-js/i;
  const landing = await scriptsLoadedBy(page, '/');
  expect(landing.length).toBeGreaterThan(0);
  expect(landing.filter((body) => supabase.test(body))).toEqual([]);

  const login = await scriptsLoadedBy(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  expect(login.some((body) => supabase.test(body))).toBe(true);
  expect(login.some((body) => body.includes('Usuario Demo'))).toBe(false);
});

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('María José Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto');
  await page.getByLabel('Confirmar contraseña').fill('secreto');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '¡Revisa tu correo!')).toBeVisible();
}

const pkceExchanges = (gotrue: GoTrueServer): RecordedRequest[] =>
  calls(gotrue, 'POST', '/auth/v1/token').filter((request) => request.query.grant_type === 'pkce');

test('confirming the e-mail in the browser that signed up signs the member in through PKCE', async ({
  page,
  gotrue,
}) => {
  const email = 'maria@example.com';
  await register(page, email);
  const [signUp] = calls(gotrue, 'POST', '/auth/v1/signup');
  const appOrigin = new URL(page.url()).origin;
  expect(signUp?.query).toEqual({ redirect_to: `${appOrigin}/dashboard` });
  const { code_challenge: challenge, code_challenge_method: method } = signUp?.body as {
    code_challenge?: string;
    code_challenge_method?: string;
  };
  expect(method).toBe('s256');
  expect(await storedSession(page)).toBeNull();

  // The member opens the link of the e-mail: GoTrue confirms the address and sends them back with a
  // one-time code, which only this browser's verifier turns into a session.
  const link = gotrue.confirmationLink(email) ?? '';
  expect(link).toContain('/auth/v1/verify?token=');
  const landings: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) landings.push(frame.url());
  });
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('M');

  const [exchange] = pkceExchanges(gotrue);
  const { auth_code: code, code_verifier: verifier } = exchange?.body as {
    auth_code?: string;
    code_verifier?: string;
  };
  expect(landings).toContain(`${appOrigin}/dashboard?code=${code}`);
  expect(
    createHash('sha256')
      .update(verifier ?? '')
      .digest('base64url'),
  ).toBe(challenge);
  expect(landings.some((url) => url.includes('access_token'))).toBe(false);
  const session = await storedSession(page);
  expect(session?.access_token).toBeTruthy();
  await expectAccessible(page);

  // The link and its code work once: opened again, nothing is exchanged and the member stays.
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('M');
  expect(pkceExchanges(gotrue)).toHaveLength(1);
  expect((await storedSession(page))?.access_token).toBe(session?.access_token);
});

async function newPhone(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 390, height: 844 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    serviceWorkers: 'block',
  });
}

test('a confirmation link opened on another device confirms the address, then the password signs in', async ({
  page,
  gotrue,
  browser,
  baseURL,
}) => {
  const email = 'maria@example.com';
  await register(page, email);
  const computer = await newPhone(browser, baseURL);
  const other = await computer.newPage();
  await other.goto(gotrue.confirmationLink(email) ?? '');
  // That browser holds no verifier for the code: it signs no one in, and the login page shows.
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  expect(pkceExchanges(gotrue)).toEqual([]);
  expect(await storedSession(other)).toBeNull();
  expect(gotrue.user(email)?.email_confirmed_at).toBeTruthy();

  await logIn(other, email, 'secreto');
  await expect(other).toHaveURL(/\/dashboard$/);
  await expectAccessible(other);
  await computer.close();
});

/** A session of `account` as GoTrue hands it out: what an attacker would put in a link. */
async function sessionOf(gotrue: GoTrueServer, account: { email: string; password: string }) {
  const response = await fetch(`${gotrue.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: gotrue.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return (await response.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    expires_at: number;
  };
}

const tokenFragment = (session: Awaited<ReturnType<typeof sessionOf>>): string =>
  `#${new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type: 'magiclink',
  })}`;

test("a link carrying another account's tokens in its fragment signs no one in", async ({
  page,
  gotrue,
}) => {
  const stranger = { email: 'pedro.ruiz@example.com', password: 'secreto2' };
  gotrue.addUser({ ...stranger, user_metadata: { name: 'Pedro Ruiz', alias: 'Pedro' } });
  const foreign = await sessionOf(gotrue, stranger);
  const usedForeignToken = () =>
    gotrue.requests.some(
      (request) => request.headers.authorization === `Bearer ${foreign.access_token}`,
    );

  // Signed out: the link does not make the visitor Pedro.
  await page.goto(`/dashboard${tokenFragment(foreign)}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(usedForeignToken()).toBe(false);
  await expectAccessible(page);

  // Signed in: Ana stays Ana, and the tokens leave the address bar.
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const own = await storedSession(page);
  await page.goto(`/mi-plan${tokenFragment(foreign)}`);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Mi Plan' })).toBeVisible();
  await expect(page).toHaveURL(/\/mi-plan$/);
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('A');
  expect((await storedSession(page))?.refresh_token).toBe(own?.refresh_token);
  expect(usedForeignToken()).toBe(false);
});
