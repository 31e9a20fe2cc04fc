// Members for the membership spec: plan holders who paid some days before a fixed "now", a family
// member who joined with a code, and helpers to read the coverage counter from the page's storage.
import type { Page } from '@playwright/test';
import { demoMember } from './test';

/** The moment every dated test runs at (page.clock), midday in Mexico City. */
export const NOW = new Date('2026-03-10T18:00:00.000Z');

const DAY = 24 * 60 * 60 * 1000;

export const FAMILY_CODE = 'FAM-7C1E3A52';

/** The demo member as the holder of a family plan paid `days` days before NOW. */
export function holderWhoPaid(days: number) {
  return {
    ...demoMember,
    user_metadata: {
      ...demoMember.user_metadata,
      planStatus: 'active',
      familyId: FAMILY_CODE,
      // As a payment writes it: the holder first (src/domain/membership/payment.ts).
      familyMembers: [
        { name: 'Ana López García' },
        { name: 'Pedro López' },
        { name: 'Lucía López' },
      ],
      paymentDetails: {
        paymentId: 'pago-123',
        plan: 'familiar',
        familySize: 3,
        frequency: 'monthly',
        totalAmount: 507.45,
        paymentDate: new Date(NOW.getTime() - days * DAY).toISOString(),
        nextPaymentDate: '2026-04-10',
        cardholderName: 'Ana López García',
      },
    },
  };
}

/** The holder of a monthly family plan whose due date was `days` days before NOW (paid a month earlier). */
export function holderPastDue(days: number) {
  const due = new Date(NOW.getTime() - days * DAY);
  const holder = holderWhoPaid(days + 31);
  return {
    ...holder,
    user_metadata: {
      ...holder.user_metadata,
      paymentDetails: {
        ...holder.user_metadata.paymentDetails,
        nextPaymentDate: due.toISOString(),
      },
    },
  };
}

/** A holder who paid a year `days` days before NOW: the due date is about a year after that. */
export function holderWhoPaidAYear(days: number) {
  const paidAt = new Date(NOW.getTime() - days * DAY);
  const holder = holderWhoPaid(days);
  return {
    ...holder,
    user_metadata: {
      ...holder.user_metadata,
      paymentDetails: {
        ...holder.user_metadata.paymentDetails,
        frequency: 'annual',
        nextPaymentDate: new Date(paidAt.getTime() + 365 * DAY).toISOString(),
      },
    },
  };
}

/** A holder whose plan is Activo whatever day the test runs: the due date is far ahead. */
export function holderWithActivePlan() {
  const holder = holderWhoPaid(0);
  return {
    ...holder,
    user_metadata: {
      ...holder.user_metadata,
      paymentDetails: { ...holder.user_metadata.paymentDetails, nextPaymentDate: '2099-03-10' },
    },
  };
}

/** Someone who registered with the holder's family code and has no payment of their own. */
export const familyMember = {
  id: '5d0a1b2c-2222-4c5e-9e0a-2b1f9c7d0e22',
  email: 'pedro.lopez@example.com',
  aud: 'authenticated',
  created_at: '2026-02-01T16:00:00.000Z',
  app_metadata: { provider: 'email' },
  user_metadata: {
    name: 'Pedro López',
    alias: 'Pedro',
    vita_card_id: 'VITA-5D0A1B2C',
    activation_code: FAMILY_CODE,
    planStatus: 'pending',
  },
};

export const COVERAGE_KEY = 'vita365_coverage';

/** Puts a coverage counter in storage before the first page script runs (once per tab). */
export async function seedCoverageUsage(page: Page, usage: unknown): Promise<void> {
  await page.addInitScript(
    ([key, raw]) => {
      if (!sessionStorage.getItem('__coverage_seeded')) {
        localStorage.setItem(key, raw);
        sessionStorage.setItem('__coverage_seeded', '1');
      }
    },
    [COVERAGE_KEY, typeof usage === 'string' ? usage : JSON.stringify(usage)] as const,
  );
}

export async function storedCoverageUsage(page: Page): Promise<unknown> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
    COVERAGE_KEY,
  );
}

/** Keeps the test on the page when a tel: link is followed: the dialer is the phone's business. */
export async function stayOnTelLinks(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      },
      true,
    ),
  );
}
