// Login and registration in demo mode (no backend configured): spec §2 /login and /register, §4, §5, §8.
import type { Page, Response } from '@playwright/test';
import { expectAccessible, expect, signInAsDemoMember, test, toast } from './support/test';

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vita-user') ?? 'null') as unknown);

async function register(
  page: Page,
  values: { name: string; email: string; password: string; confirm?: string; code?: string },
): Promise<void> {
  await page.getByLabel('Nombre completo').fill(values.name);
  await page.getByLabel('Correo electrónico').fill(values.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(values.password);
  await page.getByLabel('Confirmar contraseña').fill(values.confirm ?? values.password);
  if (values.code)
    await page.getByLabel(/Código familiar o empresarial/).pressSequentially(values.code);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

test('register, sign out and log in again: the demo account comes back', async ({ page }) => {
  await page.goto('/register');
  await register(page, {
    name: 'María José Pérez',
    email: 'maria@example.com',
    password: 'secreto',
    code: 'emp-1234',
  });

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, '¡Registro exitoso!')).toContainText(
    'Tu cuenta de demostración ha sido creada.',
  );
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('M');
  const created = await storedUser(page);
  expect(created).toMatchObject({
    email: 'maria@example.com',
    app_metadata: { provider: 'email' },
    user_metadata: { name: 'María José Pérez', alias: 'María', activation_code: 'EMP-1234' },
  });
  const cardId = (created as { user_metadata: { vita_card_id: string } }).user_metadata
    .vita_card_id;
  expect(cardId).toMatch(/^VITA-[0-9A-F]{8}$/);

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Perfil' })
    .click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedUser(page)).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Correo electrónico').fill('maria@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, '¡Bienvenido!')).toContainText('Has iniciado sesión correctamente.');
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('M');
  expect(await storedUser(page)).toMatchObject({ user_metadata: { vita_card_id: cardId } });
});

test('a demo login with an unknown e-mail is refused; ‘Probar sin registrarte’ is the demo member', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('visita@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'Error de inicio de sesión')).toContainText(
    'No hay ninguna cuenta con este correo en este teléfono.',
  );
  await expect(page.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute(
    'href',
    '/register',
  );
  expect(await storedUser(page)).toBeNull();
  await page.getByRole('button', { name: 'Probar sin registrarte' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('D');
  expect(await storedUser(page)).toMatchObject({
    user_metadata: { name: 'Usuario Demo', alias: 'Demo' },
  });
});

test('mismatched passwords are refused and no account is created', async ({ page }) => {
  await page.goto('/register');
  await register(page, {
    name: 'Luis Ruiz',
    email: 'luis@example.com',
    password: 'secreto',
    confirm: 'secreta',
  });
  await expect(toast(page, 'Error')).toContainText('Las contraseñas no coinciden.');
  const confirm = page.getByLabel('Confirmar contraseña');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription(/Las contraseñas no coinciden\./);
  await expect(confirm).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);
  expect(await storedUser(page)).toBeNull();
  await expectAccessible(page);
});

test('a 5-character password is refused with the 6-character minimum', async ({ page }) => {
  await page.goto('/register');
  const password = page.getByLabel('Contraseña', { exact: true });
  await expect(password).toHaveAccessibleDescription('Mínimo 6 caracteres');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await register(page, { name: 'Luis Ruiz', email: 'luis@example.com', password: '12345' });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Mínimo 6 caracteres');
  await expect(password).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);
  expect(await storedUser(page)).toBeNull();
});

test('every empty registration field says what it needs', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByLabel('Nombre completo')).toHaveAccessibleDescription(
    'Introduce tu nombre completo.',
  );
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    'Introduce tu correo electrónico.',
  );
  await expect(page.getByLabel('Confirmar contraseña')).toHaveAccessibleDescription(
    'Confirma tu contraseña.',
  );
  await expect(page.getByLabel('Nombre completo')).toBeFocused();
  await expect(page.getByLabel(/Código familiar o empresarial/)).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page);
});

test('the family or business code is upper-cased as it is typed', async ({ page }) => {
  await page.goto('/register');
  const code = page.getByLabel('Código familiar o empresarial (opcional)');
  await expect(code).toHaveAttribute('placeholder', 'FAM-XXXX o EMP-XXXX');
  await code.pressSequentially('emp-acme');
  await expect(code).toHaveValue('EMP-ACME');
  await code.press('ArrowLeft');
  await code.press('ArrowLeft');
  await code.pressSequentially('x');
  await expect(code).toHaveValue('EMP-ACXME');
});

test('a demo login with empty fields asks for e-mail and password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const message = page
    .getByRole('alert')
    .filter({ hasText: 'Por favor, introduce email y contraseña.' });
  await expect(message).toBeVisible();
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Por favor, introduce email y contraseña.');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedUser(page)).toBeNull();
  await expectAccessible(page);
});

test('the login page: password toggle, not-implemented notices, links and axe', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar sesión · Vita365');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expectAccessible(page);

  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill('secreto');
  await expect(password).toHaveAttribute('type', 'password');
  const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(toast(page, 'Función no implementada')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await expect(toast(page, 'Función no implementada')).toContainText('Google');

  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await expect(page).toHaveTitle('Crear cuenta · Vita365');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await expect(toast(page, 'Función no implementada')).toBeVisible();
  await page.getByRole('link', { name: 'Inicia sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in member opening /login or /register goes to /dashboard', async ({ page }) => {
  await signInAsDemoMember(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** What the auth area, its pages and supabase-js carry; none of it may reach the landing page. */
const markers: ReadonlyArray<readonly [what: string, pattern: RegExp]> = [
  ['supabase-js', /gotrue|x-supabase-api-version|supabase-js/i],
  ['the auth provider', /Cargando tu sesión/],
  ['the login page', /Iniciando sesión\.\.\./],
  ['the demo back-end', /Usuario Demo/],
];

async function scriptsOf(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  const responses: Response[] = [];
  const record = (response: Response) => {
    if (response.ok() && new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  };
  page.on('response', record);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return Promise.all(responses.map((response) => response.text()));
}

test('the landing page loads neither supabase-js nor any part of the auth area', async ({
  page,
}) => {
  const landing = await scriptsOf(page, () => page.goto('/'));
  expect(landing.length).toBeGreaterThan(0);
  for (const [what, pattern] of markers) {
    expect(
      landing.filter((body) => pattern.test(body)),
      what,
    ).toEqual([]);
  }

  // The same check finds the auth area once the visitor goes to /login, so it can fail; supabase-js
  // still stays away, since demo mode never imports it.
  const login = await scriptsOf(page, () => page.goto('/login'));
  const found = markers.filter(([, pattern]) => login.some((body) => pattern.test(body)));
  expect(found.map(([what]) => what)).toEqual([
    'the auth provider',
    'the login page',
    'the demo back-end',
  ]);
});
