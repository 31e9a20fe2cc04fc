// Hosted mode with the service worker: the auth backend (another origin) is never cached, and a
// signed-in member still opens the app offline. Service workers are allowed only in the offline specs.
import type { Page } from '@playwright/test';
import { cachedUrls, waitForServiceWorker } from './support/offline';
import { accountOf, ana, signUpMetadataOf } from '../support/testMembers';
import { expect, test } from './support/hostedTest';

test.use({ serviceWorkers: 'allow' });

const member = accountOf(ana);
const metadata = signUpMetadataOf(ana);

const headerTitle = (page: Page, title: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name: title });

test('the auth backend never reaches the cache, and a signed-in member opens the app offline', async ({
  page,
  context,
  gotrue,
}) => {
  gotrue.addUser({ ...member, user_metadata: metadata });
  await page.goto('/login');
  await waitForServiceWorker(page);
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(headerTitle(page, 'Inicio')).toBeVisible();
  expect(gotrue.requests.some((request) => request.path === '/auth/v1/user')).toBe(true);

  const appOrigin = new URL(page.url()).origin;
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(20);
  expect(urls.filter((url) => new URL(url).origin !== appOrigin)).toEqual([]);

  await context.setOffline(true);
  await page.goto('/agenda');
  await expect(headerTitle(page, 'Agenda')).toBeVisible();
  await expect(
    page.getByText('Sin conexión: lo que guardes se queda en este teléfono.'),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
});
