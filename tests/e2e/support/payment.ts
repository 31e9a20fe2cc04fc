// Fixtures of the payment, receipt and profile specs: choosing a plan, filling the demo card, reading
// the stored member, counting the pages of a PDF.
import type { Locator, Page } from '@playwright/test';
import { demoMember, expect } from './test';

export const PAYMENT = '/payment-gateway';

export interface StoredMember {
  readonly email: string;
  readonly user_metadata: Record<string, unknown> & {
    planStatus?: string;
    phone?: string;
    curp?: string;
    birthDate?: string;
    familyId?: string | null;
    familyMembers?: { name: string }[];
    paymentDetails?: Record<string, unknown> & { paymentId: string };
  };
}

/** A member whose family plan (4 members, yearly) was paid on 31 January 2026, with no phone yet. */
export const payingMember = {
  ...demoMember,
  user_metadata: {
    ...demoMember.user_metadata,
    planStatus: 'active',
    familyId: 'FAM-3F2A9C1B',
    familyMembers: [{ name: 'Ana López García' }],
    paymentDetails: {
      paymentId: 'PAY-3F2A9C1B4D2E',
      plan: 'familiar',
      familySize: 4,
      frequency: 'annual',
      totalAmount: 5683.44,
      paymentDate: '2026-01-31T18:00:00.000Z',
      nextPaymentDate: '2027-01-31T18:00:00.000Z',
      cardholderName: 'Ana López',
    },
  },
};

/** The same member with phone, CURP and birth date on file. */
export const completeMember = {
  ...payingMember,
  user_metadata: {
    ...payingMember.user_metadata,
    phone: '5512345678',
    curp: 'LOGA800101MDFPRN09',
    birthDate: '1980-01-01',
  },
};

export const summary = (page: Page): Locator =>
  page.getByRole('region', { name: 'Resumen de compra' });

export const payButton = (page: Page): Locator => page.getByRole('button', { name: /^Pagar / });

export async function choosePlan(page: Page, plan: 'Individual' | 'Familiar'): Promise<void> {
  await page.getByRole('tab', { name: plan }).click();
  await expect(page.getByRole('tab', { name: plan })).toHaveAttribute('aria-selected', 'true');
}

export async function chooseFrequency(page: Page, label: string): Promise<void> {
  await page.getByRole('tab', { name: label }).click();
  await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
}

/** Taps plus or minus until the family size shows `size`. */
export async function setFamilySize(page: Page, size: number): Promise<void> {
  const shown = page.getByRole('status', { name: 'Miembros' });
  for (let guard = 0; guard < 20; guard += 1) {
    const current = Number(await shown.textContent());
    if (current === size) return;
    await page
      .getByRole('button', { name: current < size ? 'Agregar un miembro' : 'Quitar un miembro' })
      .click();
    await expect(shown).not.toHaveText(String(current));
  }
  throw new Error(`Could not set the family size to ${size}`);
}

export interface DemoCard {
  readonly holder?: string;
  readonly number?: string;
  readonly expiry?: string;
  readonly cvc?: string;
}

export async function fillDemoCard(page: Page, card: DemoCard = {}): Promise<void> {
  const {
    holder = 'Ana López',
    number = '4242 4242 4242 4242',
    expiry = '12/34',
    cvc = '123',
  } = card;
  await page.getByLabel('Nombre del titular').fill(holder);
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Vencimiento (MM/AA)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}

export async function storedMember(page: Page): Promise<StoredMember> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('vita-user') ?? 'null') as StoredMember,
  );
}

/**
 * Records every distinct paymentId written to `vita-user`, in sessionStorage so it survives the
 * navigation to the receipt: a double tap that paid twice would write two.
 */
export async function recordPaymentIds(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function record(this: Storage, key: string, value: string) {
      if (this === localStorage && key === 'vita-user') {
        const id = (JSON.parse(value) as StoredMember | null)?.user_metadata?.paymentDetails
          ?.paymentId;
        const seen = JSON.parse(sessionStorage.getItem('__paymentIds') ?? '[]') as string[];
        if (id && !seen.includes(id)) {
          setItem.call(sessionStorage, '__paymentIds', JSON.stringify([...seen, id]));
        }
      }
      setItem.call(this, key, value);
    };
  });
  return () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('__paymentIds') ?? '[]') as string[]);
}

/** Pages of a PDF Chromium printed: its page objects ('/Type /Page', not the '/Type /Pages' tree). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}
