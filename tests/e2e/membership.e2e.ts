import { readFileSync } from 'node:fs';
import type { Locator, Page, Response } from '@playwright/test';
import type { ContactFile } from '../../src/content/types/contact';
import {
  FAMILY_CODE,
  familyMember,
  holderPastDue,
  holderWhoPaid,
  holderWhoPaidAYear,
  NOW,
  seedCoverageUsage,
  stayOnTelLinks,
  storedCoverageUsage,
} from './support/membership';
import {
  demoMember,
  expect,
  expectAccessible,
  signInAsDemoMember,
  test,
  toast,
} from './support/test';

// Read as data: Playwright's loader cannot import JSON, and the page must dial whatever the file says.
const contact = JSON.parse(
  readFileSync(new URL('../../content/contact.json', import.meta.url), 'utf8'),
) as ContactFile;

const main = (page: Page): Locator => page.getByRole('main');

test.describe('dashboard', () => {
  test('greets the member and offers the plan, its status, the quick accesses and the results', async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { name: '¡Hola, Ana!' })).toBeVisible();

    const planCard = main(page).getByRole('link', { name: /Mi Plan/ });
    await expect(planCard).toHaveAttribute('href', '/mi-plan');
    await expect(planCard).toContainText('VITA-7C1E3A52');

    const tiles = main(page).getByRole('region', { name: 'Accesos rápidos' }).getByRole('link');
    await expect(tiles).toHaveText(['Coberturas', 'Mi Chequeo', 'Bienestar']);
    await expect(tiles.nth(0)).toHaveAttribute('href', '/coberturas');
    await expect(tiles.nth(1)).toHaveAttribute('href', '/mi-chequeo');
    await expect(tiles.nth(2)).toHaveAttribute('href', '/bienestar');

    const results = main(page).getByRole('link', { name: /Tus resultados de salud/ });
    const image = results.locator('img');
    await expect(image).toHaveAttribute('src', '/images/resultados.svg');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);

    await planCard.click();
    await expect(page).toHaveURL(/\/mi-plan$/);
  });

  test('greets by first name without an alias, and as Usuario without either', async ({ page }) => {
    await signInAsDemoMember(page, {
      ...demoMember,
      user_metadata: { name: 'Luis Pérez Soto' },
    });
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('¡Hola, Luis!');
    await page.evaluate(
      (user) => localStorage.setItem('vita-user', user),
      JSON.stringify({ ...demoMember, user_metadata: {} }),
    );
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText(
      '¡Hola, Usuario!',
    );
  });

  const statuses: ReadonlyArray<readonly [days: number | null, status: string, message: string]> = [
    [5, 'Suspendido', 'Tu pago está vencido.'],
    [
      2,
      'Activo',
      'Tu pago está vencido. Tienes 3 días de gracia para pagar antes de que se suspenda tu plan.',
    ],
    [-10, 'Activo', 'Todo en orden con tu plan.'],
    [20, 'Cancelado', 'Tu plan ha sido cancelado.'],
    [null, 'Pendiente', 'Activa tu plan para empezar.'],
  ];
  for (const [days, status, message] of statuses) {
    test(`${days === null ? 'with no payment' : `${days} days past the due date`}: ${status}`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(NOW);
      await signInAsDemoMember(page, days === null ? demoMember : holderPastDue(days));
      await page.goto('/dashboard');
      const card = main(page).getByRole('region', { name: 'Estado de tu plan' });
      await expect(card).toContainText(status);
      await expect(card).toContainText(message);
      await expectAccessible(page);
    });
  }

  for (const [days, status] of [
    [4, 'Activo'],
    [16, 'Activo'],
  ] as const) {
    test(`paid a year ${days} days ago: ${status} on the dashboard, Mi Plan, the profile and the receipt`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(NOW);
      const holder = holderWhoPaidAYear(days);
      await signInAsDemoMember(page, holder);
      await page.goto('/dashboard');
      await expect(main(page).getByRole('region', { name: 'Estado de tu plan' })).toContainText(
        status,
      );
      await expectAccessible(page);
      await page.goto('/mi-plan');
      await expect(main(page).getByRole('definition').filter({ hasText: status })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/perfil');
      await expect(main(page).getByRole('region', { name: 'Mi plan' })).toContainText(status);
      await expectAccessible(page);
      await page.goto(`/recibo/${holder.user_metadata.paymentDetails.paymentId}`);
      await expect(main(page).locator('[data-status]')).toHaveText(status);
      await expectAccessible(page);
    });
  }

  test('10 days past the due date, every screen says Suspendido and offers to pay', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    const holder = holderPastDue(10);
    await signInAsDemoMember(page, holder);
    for (const path of ['/dashboard', '/mi-plan', '/perfil', '/recibo/pago-123']) {
      await page.goto(path);
      await expect(main(page).locator('[data-status]').first()).toHaveText('Suspendido');
    }
    await page.goto('/perfil');
    await expect(
      main(page).getByRole('region', { name: 'Mi plan' }).getByRole('link', { name: 'Pagar plan' }),
    ).toHaveAttribute('href', '/payment-gateway');
    await expectAccessible(page);
  });

  // Issue 43: overdue is visible. The bell, the dashboard and the coverages say the same thing at each
  // stage, and a past due date is never offered as the next payment.
  const overdue = [
    {
      days: 2,
      status: 'Activo',
      message: 'Tu pago está vencido. Tienes 3 días de gracia',
      since: 'Pago vencido desde el 8 de marzo de 2026.',
      bell: 'Pago vencido',
      bellText:
        'Tu pago venció el 8 de marzo. Paga antes del 11 de marzo para que no se suspenda tu plan.',
      coverage: 'Tu pago está vencido',
      coverageText: 'Mientras tanto, tus servicios siguen disponibles.',
    },
    {
      days: 10,
      status: 'Suspendido',
      message: 'Tu pago está vencido.',
      since: 'Pago vencido desde el 28 de febrero de 2026.',
      bell: 'Plan suspendido',
      bellText: 'Tu pago venció el 28 de febrero.',
      coverage: 'Tu plan está suspendido',
      coverageText: 'Para usar los servicios de tu cobertura tu plan debe estar Activo.',
    },
    {
      days: 40,
      status: 'Cancelado',
      message: 'Tu plan ha sido cancelado.',
      since: 'Pago vencido desde el 29 de enero de 2026.',
      bell: 'Plan cancelado',
      bellText: 'Tu plan fue cancelado porque tu pago del 29 de enero no se hizo.',
      coverage: 'Tu plan está cancelado',
      coverageText: 'Para usar los servicios de tu cobertura tu plan debe estar Activo.',
    },
  ] as const;
  for (const stage of overdue) {
    test(`${stage.days} days past due: the dashboard, the bell and the coverages say ${stage.status} and since when`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(NOW);
      await signInAsDemoMember(page, holderPastDue(stage.days));
      await page.goto('/dashboard');
      const card = main(page).getByRole('region', { name: 'Estado de tu plan' });
      await expect(card.locator('[data-status]')).toHaveText(stage.status);
      await expect(card).toContainText(stage.message);
      await expect(card).toContainText(stage.since);
      await expect(card).not.toContainText('Todo en orden');
      await expect(card.getByRole('link', { name: 'Pagar plan' })).toHaveAttribute(
        'href',
        '/payment-gateway',
      );
      await expectAccessible(page);

      await page
        .getByRole('button', { name: 'Notificaciones, hay notificaciones sin leer' })
        .click();
      const notice = page.getByRole('menu').getByRole('menuitem').filter({ hasText: stage.bell });
      await expect(notice).toContainText(stage.bellText);
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      await page.goto('/coberturas');
      const coverage = main(page).getByRole('region', { name: stage.coverage });
      await expect(coverage).toContainText(stage.coverageText);
      await expect(coverage.getByRole('link', { name: 'Pagar plan' })).toBeVisible();
      await expect(main(page)).not.toContainText(/Tu plan está [A-Z]/);
      // In the grace days the services stay open; once suspended they wait for the payment.
      await expect(main(page).getByRole('link', { name: 'Usar', exact: true }).first()).toHaveCount(
        stage.days <= 3 ? 1 : 0,
      );
      await expectAccessible(page);

      await page.goto('/mi-plan');
      await expect(main(page).locator('dt', { hasText: 'Pago vencido desde' })).toBeVisible();
      await expect(main(page).locator('dt', { hasText: 'Próximo pago' })).toHaveCount(0);
      await page.goto('/recibo/pago-123');
      await expect(main(page).locator('dt', { hasText: 'Pago vencido desde' })).toBeVisible();
      await expect(main(page).locator('dt', { hasText: 'Próximo pago' })).toHaveCount(0);
    });
  }

  test('loads no chart library and no supabase-js in demo mode', async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.ok() && new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
    });
    await signInAsDemoMember(page);
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { name: '¡Hola, Ana!' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const texts = await Promise.all(scripts.map((response) => response.text()));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).not.toMatch(/x-supabase-api-version|gotrue/i);
      // @nivo's colour schemes: present in any bundle that carries the chart.
      expect(text).not.toMatch(/nivo.{1,3}category10/);
    }
  });
});

test.describe('coverages', () => {
  const serviceCard = (page: Page, name: string): Locator =>
    main(page)
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
  const dialog = (page: Page): Locator =>
    page.getByRole('dialog', { name: 'Confirmar Uso de Servicio' });
  const SUCCESS_GREEN = 'rgb(6, 118, 71)';
  const WARNING_YELLOW = 'rgb(138, 83, 0)';

  // 'Usar' is open only while the plan is Activo: these members paid a day before NOW.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await signInAsDemoMember(page, holderWhoPaid(1));
  });

  test('shows its title, description, the info card and seven category tabs with Médica first', async ({
    page,
  }) => {
    await page.goto('/coberturas');
    await expect(page).toHaveTitle('Coberturas · Vita365');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /explora y administra las coberturas de tu plan/i,
    );
    await expect(main(page).getByRole('region', { name: 'Detalle de tu Cobertura' })).toContainText(
      'registro personal',
    );
    const tabs = page.getByRole('tablist', { name: 'Categorías de cobertura' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'Médica',
      'Legal',
      'Vial',
      'Mascotas',
      'Fitness',
      'Hogar',
      'Funeraria',
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('heading', { name: 'Servicios de Médica' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the category grid has 3 columns on a phone, 4 on a tablet and 7 on a wide screen', async ({
    page,
  }) => {
    await page.goto('/coberturas');
    const tabs = page.getByRole('tab');
    const columns = async (): Promise<number> => {
      const tops = await tabs.evaluateAll((all) =>
        all.map((tab) => tab.getBoundingClientRect().top),
      );
      return tops.filter((top) => top === tops[0]).length;
    };
    await expect.poll(columns).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(columns).toBe(4);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(columns).toBe(7);
  });

  test("'Usar' dials the assistance line and asks; only 'Sí, lo usé' counts, until none are left, and the count survives a reload", async ({
    page,
  }) => {
    await page.goto('/coberturas');
    await stayOnTelLinks(page);
    const card = serviceCard(page, 'Médico a domicilio');
    const line = card.getByText(/disponibles?$/);
    await expect(line).toHaveText('2 de 2 disponibles');
    await expect(line).toHaveCSS('color', SUCCESS_GREEN);
    const use = card.getByRole('link', { name: 'Usar' });
    await expect(use).toHaveAttribute('href', `tel:${contact.assistanceLine.tel}`);

    await use.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('Médico a domicilio');
    await expect(
      dialog(page).getByRole('link', { name: contact.assistanceLine.display }),
    ).toHaveAttribute('href', `tel:${contact.assistanceLine.tel}`);
    await expectAccessible(page);
    await dialog(page).getByRole('button', { name: 'No, no lo usé' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(use).toBeFocused();
    await expect(line).toHaveText('2 de 2 disponibles');
    expect(await storedCoverageUsage(page)).toBeNull();

    await use.click();
    await dialog(page).getByRole('button', { name: 'Sí, lo usé' }).click();
    await expect(toast(page, 'Uso Registrado')).toContainText(
      "Se ha registrado el uso de 'Médico a domicilio'.",
    );
    await expect(dialog(page)).toHaveCount(0);
    await expect(line).toHaveText('1 de 2 disponibles');
    expect(await storedCoverageUsage(page)).toEqual({ medico_domicilio: 1 });

    await use.click();
    await dialog(page).getByRole('button', { name: 'Sí, lo usé' }).click();
    await expect(line).toHaveText('0 de 2 disponibles');
    await expect(line).toHaveCSS('color', WARNING_YELLOW);
    await expect(card.getByRole('link', { name: 'Usar' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Usar' })).toBeDisabled();
    // 'Usar' can no longer take focus, so it goes to the service's name rather than being lost.
    await expect(card.getByRole('heading', { name: 'Médico a domicilio' })).toBeFocused();
    await expectAccessible(page);

    await page.reload();
    await expect(serviceCard(page, 'Médico a domicilio').getByText(/disponibles?$/)).toHaveText(
      '0 de 2 disponibles',
    );
    await expect(
      serviceCard(page, 'Médico a domicilio').getByRole('button', { name: 'Usar' }),
    ).toBeDisabled();
    expect(await storedCoverageUsage(page)).toEqual({ medico_domicilio: 2 });
  });

  test("Escape, 'Cerrar' and a tap outside the dialog register nothing", async ({ page }) => {
    await page.goto('/coberturas');
    await stayOnTelLinks(page);
    const card = serviceCard(page, 'Apoyo para medicamentos');
    const use = card.getByRole('link', { name: 'Usar' });

    await use.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await use.click();
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await use.click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(dialog(page)).toHaveCount(0);

    await expect(card.getByText(/disponibles?$/)).toHaveText('2 de 2 disponibles');
    expect(await storedCoverageUsage(page)).toBeNull();
  });

  test("'Deshacer' on the toast after 'Sí, lo usé' takes the use back", async ({ page }) => {
    await page.goto('/coberturas');
    await stayOnTelLinks(page);
    const card = serviceCard(page, 'Médico a domicilio');
    const line = card.getByText(/disponibles?$/);
    await card.getByRole('link', { name: 'Usar' }).click();
    await dialog(page).getByRole('button', { name: 'Sí, lo usé' }).click();
    await expect(line).toHaveText('1 de 2 disponibles');
    const undo = toast(page, 'Uso Registrado').getByRole('button', { name: 'Deshacer' });
    await expect(undo).toBeVisible();
    await expectAccessible(page);
    await undo.click();
    await expect(toast(page, 'Uso deshecho')).toContainText(
      "Ya no cuenta el uso de 'Médico a domicilio'.",
    );
    await expect(line).toHaveText('2 de 2 disponibles');
    expect(await storedCoverageUsage(page)).toEqual({ medico_domicilio: 0 });
    await page.reload();
    await expect(serviceCard(page, 'Médico a domicilio').getByText(/disponibles?$/)).toHaveText(
      '2 de 2 disponibles',
    );
  });

  test("'Deshacer' goes away after a few seconds", async ({ page }) => {
    // The page's clock is the test's, from NOW: the undo window runs only as far as the test moves it.
    await page.clock.install({ time: NOW });
    await page.goto('/coberturas');
    await stayOnTelLinks(page);
    await serviceCard(page, 'Médico a domicilio').getByRole('link', { name: 'Usar' }).click();
    await dialog(page).getByRole('button', { name: 'Sí, lo usé' }).click();
    const undo = page.getByRole('button', { name: 'Deshacer' });
    await expect(undo).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(undo).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(undo).toHaveCount(0);
    expect(await storedCoverageUsage(page)).toEqual({ medico_domicilio: 1 });
  });

  test('Funeraria shows its cap of $18,000', async ({ page }) => {
    await page.goto('/coberturas');
    await page.getByRole('tab', { name: 'Funeraria' }).click();
    await expect(main(page).getByRole('heading', { name: 'Servicios de Funeraria' })).toBeVisible();
    const card = serviceCard(page, 'Servicios funerarios');
    await expect(card).toContainText('Hasta $18,000 MXN');
    await expect(card.getByText(/disponibles?$/)).toHaveText('1 de 1 disponible');
    await expectAccessible(page);
  });

  test('keeps counts of services the catalogue no longer has, and reads loosely stored counts', async ({
    page,
  }) => {
    await seedCoverageUsage(page, { servicio_retirado: 3, consulta_especialista: '1' });
    await page.goto('/coberturas');
    await stayOnTelLinks(page);
    await expect(
      serviceCard(page, 'Consulta con especialista').getByText(/disponibles?$/),
    ).toHaveText('0 de 1 disponible');
    await serviceCard(page, 'Limpieza dental').getByRole('link', { name: 'Usar' }).click();
    await dialog(page).getByRole('button', { name: 'Sí, lo usé' }).click();
    await expect(serviceCard(page, 'Limpieza dental').getByText(/disponibles?$/)).toHaveText(
      '0 de 1 disponible',
    );
    expect(await storedCoverageUsage(page)).toEqual({
      servicio_retirado: 3,
      consulta_especialista: 1,
      limpieza_dental: 1,
    });
  });

  test('an unreadable record is reset with one message and the page keeps working', async ({
    page,
  }) => {
    await seedCoverageUsage(page, '{"medico_domicilio": 1');
    await page.goto('/coberturas');
    await expect(toast(page, 'Datos restablecidos')).toContainText(
      'tu registro de servicios usados',
    );
    await expect(serviceCard(page, 'Médico a domicilio').getByText(/disponibles?$/)).toHaveText(
      '2 de 2 disponibles',
    );
  });
});

test.describe('coverages while the plan is not Activo', () => {
  const serviceCard = (page: Page, name: string): Locator =>
    main(page)
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
  });

  for (const [who, member, status] of [
    ['with no payment', demoMember, 'Pendiente'],
    ['5 days past the due date', holderPastDue(5), 'Suspendido'],
    ['20 days past the due date', holderPastDue(20), 'Cancelado'],
  ] as const) {
    test(`${who}, 'Usar' says why and leads to payment; the assistance line and 911 stay`, async ({
      page,
    }) => {
      await signInAsDemoMember(page, member);
      await page.goto('/coberturas');
      const notice = main(page).getByRole('region', {
        name: `Tu plan está ${status.toLowerCase()}`,
      });
      await expect(notice).toContainText(
        'Para usar los servicios de tu cobertura tu plan debe estar Activo.',
      );
      await expect(notice.getByRole('link', { name: 'Pagar plan' })).toHaveAttribute(
        'href',
        '/payment-gateway',
      );
      await expect(notice.getByRole('link', { name: /Línea de asistencia/ })).toHaveAttribute(
        'href',
        `tel:${contact.assistanceLine.tel}`,
      );
      await expect(notice.getByRole('link', { name: /911/ })).toHaveAttribute('href', 'tel:911');
      const card = serviceCard(page, 'Médico a domicilio');
      await expect(card.getByRole('link', { name: 'Usar', exact: true })).toHaveCount(0);
      const pay = card.getByRole('link', { name: 'Pagar para usar' });
      await expect(pay).toHaveAccessibleDescription(/Tu plan debe estar Activo/i);
      await expect(pay).toHaveAttribute('href', '/payment-gateway');
      await expectAccessible(page);
      await pay.click();
      await expect(page).toHaveURL(/\/payment-gateway$/);
    });
  }
});

test.describe('my plan', () => {
  const fact = (page: Page, term: string): Locator =>
    main(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  const members = (page: Page): Locator =>
    main(page).getByRole('list', { name: 'Miembros del plan' }).getByRole('listitem');

  test('a new member: no plan yet, N/A, the holder alone, and a button to pay', async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    await page.goto('/mi-plan');
    await expect(fact(page, 'Tipo de plan')).toHaveText('Sin plan activo');
    await expect(fact(page, 'Estado')).toContainText('Pendiente');
    await expect(fact(page, 'Próximo pago')).toHaveText('N/A');
    await expect(members(page)).toHaveText(['Ana López García (tú)Titular del Plan']);
    const pay = main(page).getByRole('link', { name: 'Pagar plan' });
    await expect(pay).toHaveAttribute('href', '/payment-gateway');
    await expectAccessible(page);
    await pay.click();
    await expect(page).toHaveURL(/\/payment-gateway$/);
  });

  test('the holder of a paid family plan: type, next payment in Spanish, members, family code, change plan', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await signInAsDemoMember(page, holderWhoPaid(1));
    await page.goto('/mi-plan');
    await expect(fact(page, 'Tipo de plan')).toHaveText('Familiar');
    await expect(fact(page, 'Estado')).toContainText('Activo');
    await expect(fact(page, 'Próximo pago')).toHaveText('10 de abril de 2026');
    await expect(fact(page, 'Código familiar')).toHaveText(FAMILY_CODE);
    // The holder of an active family plan can change each member (tests/e2e/family.e2e.ts).
    await expect(members(page)).toHaveText([
      'Ana López García (tú)Titular del Plan',
      'Pedro LópezMiembroEditar a Pedro LópezQuitar a Pedro López',
      'Lucía LópezMiembroEditar a Lucía LópezQuitar a Lucía López',
    ]);
    await expect(main(page).getByRole('link', { name: 'Cambiar plan' })).toHaveAttribute(
      'href',
      '/payment-gateway',
    );
    await expectAccessible(page);
  });

  test('a suspended holder is asked to pay again', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await signInAsDemoMember(page, holderPastDue(5));
    await page.goto('/mi-plan');
    await expect(fact(page, 'Estado')).toContainText('Suspendido');
    await expect(main(page).getByRole('link', { name: 'Pagar plan' })).toBeVisible();
  });

  test('a family member who joined with a code sees the plan read-only', async ({ page }) => {
    // Demo families live among the accounts of this phone: the holder's account is here.
    await page.clock.setFixedTime(NOW);
    const due = holderPastDue(-20);
    const holder = {
      ...due,
      user_metadata: {
        ...due.user_metadata,
        familyMembers: [{ name: 'Ana López García' }, { name: 'Lucía López' }],
      },
    };
    await page.addInitScript(
      (accounts) => {
        localStorage.setItem('vita365_demo_accounts', accounts);
      },
      JSON.stringify([holder]),
    );
    await signInAsDemoMember(page, familyMember);
    await page.goto('/mi-plan');
    await expect(fact(page, 'Tipo de plan')).toHaveText('Familiar');
    await expect(fact(page, 'Estado')).toContainText('Activo');
    await expect(fact(page, 'Te uniste con el código')).toHaveText(FAMILY_CODE);
    await expect(members(page)).toHaveText([
      'Ana López GarcíaTitular del Plan',
      'Lucía LópezMiembro',
      'Pedro López (tú)Miembro',
    ]);
    await expect(
      main(page).getByRole('region', { name: 'Solo el titular puede pagar o cambiar el plan' }),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: /Pagar plan|Cambiar plan/ })).toHaveCount(0);
    await expect(main(page).locator('a[href="/payment-gateway"]')).toHaveCount(0);
    await expectAccessible(page);
  });
});
