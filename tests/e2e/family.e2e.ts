// Demo mode's family screens in Mi Plan (issue 29): the holder of a paid family plan adds, edits and
// removes members up to the paid size, and renaming the holder does not list them twice.
import type { Locator, Page } from '@playwright/test';
import { seedStorage } from './support/checkup';
import {
  demoMember,
  expect,
  expectAccessible,
  signInAsDemoMember,
  test,
  toast,
} from './support/test';

const FAMILY_CODE = 'FAM-7C1E3A52';

/** The holder of a family plan for 3 (the holder and two more) that stays Activo. */
const holderOfThree = {
  ...demoMember,
  user_metadata: {
    ...demoMember.user_metadata,
    phone: '5512345678',
    curp: 'LOGA800101MDFPRN09',
    birthDate: '1980-01-01',
    planStatus: 'active',
    familyId: FAMILY_CODE,
    familyMembers: [{ name: 'Ana López García', curp: 'LOGA800101MDFPRN09' }],
    paymentDetails: {
      paymentId: 'PAY-1A2B3C4D5E6F',
      plan: 'familiar',
      familySize: 3,
      frequency: 'monthly',
      totalAmount: 507.45,
      paymentDate: '2026-03-01T18:00:00.000Z',
      nextPaymentDate: '2099-03-01T18:00:00.000Z',
      cardholderName: 'Ana López García',
    },
  },
};

const main = (page: Page): Locator => page.getByRole('main');
const members = (page: Page): Locator =>
  main(page).getByRole('list', { name: 'Miembros del plan' }).getByRole('listitem');
const memberNames = (page: Page): Locator => members(page).locator(':scope > span:first-of-type');
const addButton = (page: Page): Locator =>
  main(page).getByRole('button', { name: 'Agregar miembro' });
const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

async function fillPerson(
  form: Locator,
  person: { name: string; curp: string; birthDate: string },
) {
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(person.name);
  await form.getByRole('textbox', { name: 'CURP' }).fill(person.curp);
  await form.getByLabel('Fecha de nacimiento').fill(person.birthDate);
}

test('the holder adds, edits and removes family members up to the paid size', async ({ page }) => {
  await signInAsDemoMember(page, holderOfThree);
  await page.goto('/mi-plan');
  await expect(members(page)).toHaveText([/^Ana López García \(tú\)Titular del Plan/]);
  await expect(main(page)).toContainText('Quedan 2 lugares en tu plan familiar.');
  await expect(main(page).getByRole('button', { name: 'Copiar código familiar' })).toBeVisible();
  await expectAccessible(page);

  // The form checks the CURP and the birth date as the profile does.
  await addButton(page).click();
  const add = dialog(page, 'Agregar miembro');
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add.getByText('Escribe el nombre completo.')).toBeVisible();
  await fillPerson(add, { name: 'Pedro López', curp: 'LOPE', birthDate: '2999-01-01' });
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add.getByText('El CURP debe tener 18 caracteres.')).toBeVisible();
  await expect(add.getByText('La fecha de nacimiento no puede ser posterior a hoy.')).toBeVisible();
  await expectAccessible(page);
  await fillPerson(add, {
    name: 'Pedro López',
    curp: 'lope100101hdfpdr01',
    birthDate: '2010-01-01',
  });
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add).toBeHidden();
  await expect(toast(page, 'Miembro agregado')).toBeVisible();
  await expect(main(page)).toContainText('Queda 1 lugar en tu plan familiar.');

  await addButton(page).click();
  await fillPerson(dialog(page, 'Agregar miembro'), {
    name: 'Lucía López',
    curp: 'LOLU120101MDFPCA02',
    birthDate: '2012-01-01',
  });
  await dialog(page, 'Agregar miembro').getByRole('button', { name: 'Guardar' }).click();
  await expect(members(page)).toHaveCount(3);

  // Full: no more room until someone leaves.
  await expect(main(page)).toContainText('Tu plan familiar está completo.');
  await expect(addButton(page)).toHaveCount(0);
  await expect(memberNames(page)).toHaveText([
    'Ana López García (tú)',
    'Pedro López',
    'Lucía López',
  ]);
  await expectAccessible(page);

  // Edit: the form starts from what was saved.
  await main(page).getByRole('button', { name: 'Editar a Pedro López' }).click();
  const edit = dialog(page, 'Editar miembro');
  await expect(edit.getByRole('textbox', { name: 'CURP' })).toHaveValue('LOPE100101HDFPDR01');
  await edit.getByRole('textbox', { name: 'Nombre completo' }).fill('Pedro López Ruiz');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Miembro actualizado')).toBeVisible();

  // Remove, after a question that must be answered.
  await main(page).getByRole('button', { name: 'Quitar a Lucía López' }).click();
  const remove = page.getByRole('alertdialog', { name: '¿Quitar a este miembro?' });
  await expect(remove).toContainText('Lucía López');
  await expectAccessible(page);
  await remove.getByRole('button', { name: 'Quitar' }).click();
  await expect(toast(page, 'Miembro eliminado')).toBeVisible();
  await expect(memberNames(page)).toHaveText(['Ana López García (tú)', 'Pedro López Ruiz']);
  await expect(addButton(page)).toBeVisible();

  // Kept in browser storage.
  await page.reload();
  await expect(memberNames(page)).toHaveText(['Ana López García (tú)', 'Pedro López Ruiz']);
});

test('a double tap on the dialog’s Guardar adds one member and stays on Mi Plan; a 5,000-character name and a 1900 birth date are refused', async ({
  page,
}) => {
  await signInAsDemoMember(page, holderOfThree);
  await page.goto('/mi-plan');
  await addButton(page).click();
  const add = dialog(page, 'Agregar miembro');
  const name = add.getByRole('textbox', { name: 'Nombre completo' });
  await name.fill('P'.repeat(5_000));
  await expect(name).toHaveValue('P'.repeat(100));
  await expect(name).toHaveAccessibleDescription('100/100');
  await fillPerson(add, {
    name: 'Pedro López',
    curp: 'LOPE100101HDFPDR01',
    birthDate: '1900-06-01',
  });
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add.getByText('la fecha de nacimiento debe ser posterior a 1900')).toBeVisible();
  await expectAccessible(page);

  await add.getByLabel('Fecha de nacimiento').fill('2010-01-01');
  // Once the dialog closes, 'Agregar miembro' is under Guardar: a second tap that got through would
  // open the dialog again.
  await add.getByRole('button', { name: 'Guardar' }).dblclick();
  await expect(toast(page, 'Miembro agregado')).toBeVisible();
  await expect(page).toHaveURL(/\/mi-plan$/);
  await expect(memberNames(page)).toHaveText(['Ana López García (tú)', 'Pedro López']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('renaming the holder does not list them twice', async ({ page }) => {
  await signInAsDemoMember(page, {
    ...holderOfThree,
    user_metadata: {
      ...holderOfThree.user_metadata,
      familyMembers: [
        { name: 'Ana López García', curp: 'LOGA800101MDFPRN09' },
        { id: 'pedro', name: 'Pedro López', curp: 'LOPE100101HDFPDR01', birthDate: '2010-01-01' },
      ],
    },
  });
  await page.goto('/perfil');
  const form = page.getByRole('region', { name: 'Información personal' });
  await form.getByRole('button', { name: 'Editar' }).click();
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana María López');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, '¡Guardado!')).toBeVisible();

  await page.goto('/mi-plan');
  await expect(members(page)).toHaveText([
    /^Ana María López \(tú\)Titular del Plan/,
    /^Pedro LópezMiembro/,
  ]);
  await expect(main(page)).toContainText('Queda 1 lugar en tu plan familiar.');
  await expectAccessible(page);
});

test('a family member sees the plan read-only, with nothing to change', async ({ page }) => {
  // Demo families live among the accounts of this phone: the holder's account is here.
  await seedStorage(page, { vita365_demo_accounts: [holderOfThree] });
  await signInAsDemoMember(page, {
    ...demoMember,
    id: '5d0a1b2c-2222-4c5e-9e0a-2b1f9c7d0e22',
    email: 'pedro.lopez@example.com',
    user_metadata: {
      ...demoMember.user_metadata,
      name: 'Pedro López',
      activation_code: FAMILY_CODE,
    },
  });
  await page.goto('/mi-plan');
  await expect(members(page)).toHaveText([
    'Ana López GarcíaTitular del Plan',
    'Pedro López (tú)Miembro',
  ]);
  await expect(main(page).getByRole('button', { name: /Agregar|Editar|Quitar/ })).toHaveCount(0);
  await expect(
    main(page).getByRole('region', { name: 'Solo el titular puede pagar o cambiar el plan' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test.describe('demo mode says what it cannot do (issue 43)', () => {
  const joinCard = (page: Page): Locator =>
    main(page).getByRole('region', { name: '¿Te invitaron a un plan familiar?' });

  test('without a plan, Mi Plan says joining needs the online service and offers no join form', async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    await page.goto('/mi-plan');
    await expect(joinCard(page)).toContainText(
      'Unirte a un plan familiar necesita el servicio en línea de Vita365',
    );
    await expect(main(page).getByRole('textbox', { name: 'Código familiar' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Unirme al plan' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a code whose plan is on no account of this phone shows no joined state', async ({
    page,
  }) => {
    await signInAsDemoMember(page, {
      ...demoMember,
      user_metadata: { ...demoMember.user_metadata, activation_code: FAMILY_CODE },
    });
    await page.goto('/mi-plan');
    await expect(main(page)).toContainText('Sin plan activo');
    await expect(members(page)).toHaveText(['Ana López García (tú)Titular del Plan']);
    await expect(main(page)).not.toContainText('Te uniste con el código');
    await expect(
      main(page).getByRole('region', { name: 'Solo el titular puede pagar o cambiar el plan' }),
    ).toHaveCount(0);
    await expect(joinCard(page)).toBeVisible();
    await expectAccessible(page);
  });

  test('registering refuses a made-up code and a full plan, and joins a plan with room', async ({
    page,
  }) => {
    const full = {
      ...holderOfThree,
      id: 'lleno-id',
      email: 'lleno@example.com',
      user_metadata: {
        ...holderOfThree.user_metadata,
        name: 'Rosa Lleno',
        familyId: 'FAM-LLENO001',
        familyMembers: [{ name: 'Rosa Lleno' }, { name: 'Tomás Lleno' }, { name: 'Eva Lleno' }],
      },
    };
    await seedStorage(page, { vita365_demo_accounts: [holderOfThree, full] });
    await page.goto('/register');
    const register = async (code: string): Promise<void> => {
      await page.getByLabel('Nombre completo').fill('Luis López');
      await page.getByLabel('Correo electrónico').fill('luis@example.com');
      await page.getByLabel('Contraseña', { exact: true }).fill('secreto');
      await page.getByLabel('Confirmar contraseña').fill('secreto');
      await page.getByLabel(/Código familiar o empresarial/).fill(code);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
    };

    await register('FAM-INVENTADO');
    await expect(toast(page, 'Error de Registro')).toContainText(
      'El código ingresado no es válido o ha expirado.',
    );
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page);

    await register('FAM-LLENO001');
    await expect(toast(page, 'Error de Registro')).toContainText(
      'Ese plan familiar ya está completo.',
    );
    await expect(page).toHaveURL(/\/register$/);

    await register(FAMILY_CODE);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      main(page).getByRole('region', { name: 'Estado de tu plan' }).locator('[data-status]'),
    ).toHaveText('Activo');
    await page.goto('/mi-plan');
    await expect(members(page)).toHaveText([
      'Ana López GarcíaTitular del Plan',
      'Luis López (tú)Miembro',
    ]);
    await expect(main(page)).toContainText(FAMILY_CODE);
    await expectAccessible(page);
    await page.goto('/coberturas');
    await expect(main(page).getByRole('link', { name: 'Pagar para usar' })).toHaveCount(0);
  });
});
