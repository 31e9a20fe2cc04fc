// Hosted mode's payment history source: the membership server calls my_payments() as the signed-in
// member, with the hosted back-end's client, and its answer (db29's jsonb array) reads as history
// entries, validated once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostedBackend } from '../../../src/auth/hostedBackend';
import { membershipServerOf } from '../../../src/membership/membershipServer';
import { startGoTrueServer, type GoTrueServer } from '../../support/gotrueServer';
import { MemoryStorage } from '../../support/memoryStorage';

const member = { email: 'ana.lopez@example.com', password: 'secreto1' };
const row = {
  id: '0b6f3c2e-8d1a-4f5e-9c7b-2a4d6e8f0a1b',
  plan: 'familiar',
  family_size: 4,
  frequency: 'annual',
  amount_cents: 568344,
  provider_ref: 'pi_123',
  paid_at: '2026-01-31T18:00:00+00:00',
  period_start: '2026-01-31T18:00:00+00:00',
  period_end: '2027-01-31T18:00:00+00:00',
};

describe('the membership server: my_payments()', () => {
  let server: GoTrueServer;
  const calls: { method: string; url: string; authorization: string | undefined }[] = [];

  beforeAll(async () => {
    server = await startGoTrueServer({
      restHandler: (request: IncomingMessage, response: ServerResponse) => {
        calls.push({
          method: request.method ?? '',
          url: request.url ?? '',
          authorization: request.headers.authorization,
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify([row]));
      },
    });
    server.addUser({ ...member, user_metadata: { name: 'Ana López García' } });
  });
  afterAll(() => server.close());

  it('asks the server as the signed-in member and gets their payments', async () => {
    const backend = createHostedBackend(
      { url: server.url, anonKey: server.anonKey },
      { storage: new MemoryStorage(), uuid: () => '3f2a9c1b-7d4e-4a8b-9c0d-1e2f3a4b5c6d' },
    );
    await backend.signIn(member);
    if (!backend.client) throw new Error('a hosted back-end has a client');
    const payments = await membershipServerOf(backend.client).myPayments();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/rest/v1/rpc/my_payments' }),
    ]);
    expect(calls[0]?.authorization).toMatch(/^Bearer /);
    expect(calls[0]?.authorization).not.toBe(`Bearer ${server.anonKey}`);
    expect(payments).toEqual([
      expect.objectContaining({ paymentId: row.id, totalAmount: 5683.44 }),
    ]);
  });
});
