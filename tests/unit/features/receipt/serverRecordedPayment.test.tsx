// @vitest-environment jsdom
// Issue 41: in hosted mode the server is the only writer of payments. A payment the server recorded
// (a stand-in for the membership server answers my_payments() and my_membership()) shows in Mi Plan's
// receipts and on its receipt, and the card payment that led to it writes nothing on the member.
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../../../src/auth/authBackend';
import type { Membership } from '../../../../src/domain/membership/membership';
import type { PaymentRecord } from '../../../../src/domain/membership/paymentHistory';
import { pricing } from '../../../../src/content/pricing';
import { quotePrice } from '../../../../src/domain/membership/pricing';

const recorded: PaymentRecord = {
  paymentId: '0b6f3c2e-8d1a-4f5e-9c7b-2a4d6e8f0a1b',
  plan: 'individual',
  familySize: 1,
  frequency: 'monthly',
  totalAmount: 199,
  paymentDate: '2026-11-28T18:00:00.000Z',
  nextPaymentDate: '2026-12-28T18:00:00.000Z',
  periodStart: '2026-11-28T18:00:00.000Z',
};

const activeMembership: Membership = {
  status: 'active',
  role: 'holder',
  plan: 'individual',
  family_size: 1,
  frequency: 'monthly',
  next_payment_date: recorded.nextPaymentDate,
  family_code: null,
  family_code_expires_at: null,
  members: [{ id: 'ana', name: 'Ana López García', role: 'holder' }],
  uses: {},
};

const member: User = {
  id: 'ana',
  email: 'ana.lopez@example.com',
  aud: 'authenticated',
  created_at: '2026-01-15T16:00:00.000Z',
  app_metadata: { provider: 'email' },
  user_metadata: { name: 'Ana López García', planStatus: 'pending' },
};

const updateUserMetadata = vi.fn();
const myPayments = vi.fn(async () => [recorded]);
const myMembership = vi.fn(async () => activeMembership);

vi.mock('../../../../src/auth/useAuth', () => ({
  useAuth: () => ({ mode: 'hosted', user: member, client: null, updateUserMetadata }),
}));
vi.mock('../../../../src/membership/membershipServer', () => {
  const server = {
    calls: { myMembership: () => myMembership() },
    payments: null,
    myPayments: () => myPayments(),
  };
  return { membershipServer: async () => server, membershipServerOf: () => server };
});

const { ReceiptsList } = await import('../../../../src/features/plan/ReceiptsList');
const { default: ReceiptPage } = await import('../../../../src/features/receipt/ReceiptPage');
const { useServerPayment } = await import('../../../../src/features/payment/useServerPayment');
const { useMembership } = await import('../../../../src/membership/useMembership');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function at(path: string, children: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(<Router hook={location.hook}>{children}</Router>);
  return location;
}

describe('a payment the server recorded (hosted mode)', () => {
  it('is listed in Mi Plan and its receipt opens, with no write on the member', async () => {
    at('/mi-plan', <ReceiptsList />);
    const list = await screen.findByRole('list', { name: /Recibos/ });
    expect(within(list).getByRole('link').textContent).toContain(`Folio ${recorded.paymentId}`);
    expect(within(list).getByRole('link').textContent).toContain('$199.00 MXN');
    cleanup();

    at(
      `/recibo/${recorded.paymentId}`,
      <Route path="/recibo/:paymentId">
        <ReceiptPage />
      </Route>,
    );
    const receipt = await screen.findByRole('region', { name: 'Recibo de pago' });
    expect(receipt.textContent).toContain(`Folio ${recorded.paymentId}`);
    expect(receipt.textContent).toContain('MiembroAna López García');
    expect(receipt.textContent).toContain('Total pagado$199.00 MXN');
    await waitFor(() => expect(receipt.textContent).toContain('Estado del planActivo'));
    expect(updateUserMetadata).not.toHaveBeenCalled();
  });

  it('after a card payment, is read from the server: the membership is asked again, nothing is written', async () => {
    const server = {
      startPayment: vi.fn(async () => ({
        method: 'card' as const,
        paymentIntentId: 'pi_123',
        amountCents: 19_900,
        clientSecret: 'pi_123_secret',
      })),
      recordedPayment: vi.fn(async () => recorded),
    };
    const location = memoryLocation({ path: '/payment-gateway', record: true });
    const { result } = renderHook(
      () => ({ payment: useServerPayment(server), membership: useMembership() }),
      { wrapper: ({ children }) => <Router hook={location.hook}>{children}</Router> },
    );
    const quote = quotePrice(pricing, { plan: 'individual', members: 1, frequencyId: 'monthly' });
    const card = { prepare: vi.fn(async () => undefined), confirm: vi.fn(async () => undefined) };
    await act(() => result.current.payment.pay(quote, 'card', card));

    await waitFor(() => expect(location.history?.at(-1)).toBe(`/recibo/${recorded.paymentId}`));
    expect(result.current.payment.state.phase).toBe('recorded');
    await waitFor(() => expect(result.current.membership.membership.status).toBe('active'));
    expect(server.recordedPayment).toHaveBeenCalledWith('pi_123');
    expect(updateUserMetadata).not.toHaveBeenCalled();
  });
});
