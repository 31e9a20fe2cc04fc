import { expectAccessible, expect, test } from './support/test';

const pages = [
  { path: '/legal', heading: 'Política de privacidad', section: 'Tus derechos ARCO' },
  {
    path: '/politicas-de-privacidad',
    heading: 'Política de privacidad',
    section: 'Tus derechos ARCO',
  },
  { path: '/terminos-y-condiciones', heading: 'Términos y condiciones', section: 'Planes y pagos' },
] as const;

for (const { path, heading, section } of pages) {
  test.describe(path, () => {
    test('the served HTML already holds the text, its title and description', async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${heading} · Vita365</title>`);
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toContain(`>${section}</h2>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    });

    test('shows the legal text with its headings and a way home, with no axe violations', async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Vita365`);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Elige tu plan ideal' })).toBeAttached();
    });
  });
}

test('/legal shows the privacy policy and switches to the terms', async ({ page }) => {
  await page.goto('/legal');
  const switcher = page.getByRole('navigation', { name: 'Documentos legales' });
  await expect(switcher.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await switcher.getByRole('link', { name: 'Términos y condiciones' }).click();
  await expect(page).toHaveURL(/\/terminos-y-condiciones$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }),
  ).toBeVisible();
  await expect(switcher.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(switcher.getByRole('link', { name: 'Política de privacidad' })).not.toHaveAttribute(
    'aria-current',
  );
});

test('the legal texts say the self-check tools are not a diagnosis', async ({ page }) => {
  await page.goto('/terminos-y-condiciones');
  await expect(
    page.getByRole('heading', { name: 'Las herramientas de autochequeo no son un diagnóstico' }),
  ).toBeVisible();
});
