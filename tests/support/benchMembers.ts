// The members `npm run bench:lighthouse` and the dashboard's render-count test sign in with, as
// browser storage (key → the raw string the app keeps). Built with the app's own payment code, so
// the paid member is what paying writes, and checked against the storage schemas (schemas/storage/),
// so a schema change that the samples no longer meet fails loudly instead of measuring an app that
// throws the data away.
//
// - paid: the holder of a family plan of 3 paid yesterday (planStatus 'active', paymentDetails with
//   paymentDate and nextPaymentDate, a card number, a family code, three family members listed), one
//   receipt in `vita365_payments`, a month of readings (tests/support/yearsOfData.ts) and three
//   medicines;
// - none: the demo member with no plan and no data (the benchmark's only case before issue 44).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type { Medicine } from '../../src/content/types/storage/medicine';
import { pricing } from '../../src/content/pricing';
import { paymentUpdate, type PayerMetadata } from '../../src/domain/membership/payment';
import { paymentRecord } from '../../src/domain/membership/paymentHistory';
import { quotePrice } from '../../src/domain/membership/pricing';
import { medicine } from './agendaFixtures';
import { yearsOfData } from './yearsOfData';

export const BENCH_MEMBER_CASES = ['paid', 'none'] as const;
export type BenchMemberCase = (typeof BENCH_MEMBER_CASES)[number];

/** How each case reads in the benchmark's output and in docs/performance.md. */
export const benchMemberLabel: Readonly<Record<BenchMemberCase, string>> = {
  paid: 'paid family of 3 (paid yesterday, 1 receipt, 30 readings, 3 medicines)',
  none: 'demo member, no data, no paid plan',
};

const DAY_MS = 24 * 60 * 60 * 1000;

const holder = {
  id: '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11',
  email: 'ana.lopez@example.com',
  name: 'Ana López García',
  alias: 'Ana',
  vitaCardId: 'VITA-7C1E3A52',
};

/** The paid member's storage, as paying a family plan of 3 a day before `now` leaves it. */
function paidMemberStorage(now: Date): Record<string, unknown> {
  const paidAt = new Date(now.getTime() - DAY_MS);
  const before: PayerMetadata = {
    name: holder.name,
    activation_code: null,
    familyMembers: [{ name: holder.name }, { name: 'Pedro López' }, { name: 'Lucía López' }],
  };
  const quote = quotePrice(pricing, { plan: 'familiar', members: 3, frequencyId: 'monthly' });
  const update = paymentUpdate({
    quote,
    cardholderName: holder.name,
    now: paidAt,
    metadata: before,
    newPaymentId: 'PAY-7C1E3A521111',
    newFamilyId: 'FAM-7C1E3A52',
  });
  const user = {
    id: holder.id,
    email: holder.email,
    aud: 'authenticated',
    created_at: new Date(now.getTime() - 45 * DAY_MS).toISOString(),
    app_metadata: { provider: 'email' },
    user_metadata: {
      name: holder.name,
      alias: holder.alias,
      vita_card_id: holder.vitaCardId,
      activation_code: null,
      ...update,
    },
  };
  const month = yearsOfData(30, now).storage;
  const medicines: Medicine[] = [
    medicine({ id: 'm1', name: 'Metformina', dose: '1 tableta de 850 mg', time: '08:00' }),
    medicine({ id: 'm2', name: 'Losartán', dose: '1 tableta de 50 mg', time: '09:00' }),
    medicine({ id: 'm3', name: 'Atorvastatina', dose: '1 tableta de 20 mg', time: '21:00' }),
  ];
  return {
    'vita-user': user,
    vita365_payments: [paymentRecord(update.paymentDetails, quote, before)],
    'vita-measurements': month['vita-measurements'],
    'vita-sleep-history': month['vita-sleep-history'],
    'vita-triage_events': month['vita-triage_events'],
    vita365_medicines: medicines,
    vita365_medicines__version: '2',
  };
}

/** The no-plan demo member (`vita-user` alone). */
function noPlanMemberStorage(): Record<string, unknown> {
  return {
    'vita-user': {
      id: 'bench-member',
      email: 'demo@example.com',
      user_metadata: { name: 'Usuario Demo', alias: 'Demo' },
    },
  };
}

const storageSchemasDir = path.resolve(import.meta.dirname, '../../schemas/storage');

/** What each key's value must meet: the schema of the value, or of each entry of a list. */
const schemaOfKey: Readonly<Record<string, { id: string; list: boolean }>> = {
  'vita-user': { id: 'user', list: false },
  vita365_payments: { id: 'payment-record', list: true },
  'vita-measurements': { id: 'measurement', list: true },
  'vita-sleep-history': { id: 'sleep-summary', list: true },
  'vita-triage_events': { id: 'triage-event', list: true },
  vita365_medicines: { id: 'medicine', list: true },
};

function storageAjv(): Ajv {
  const ajv = new Ajv({ allErrors: false, unicodeRegExp: false, allowUnionTypes: true });
  for (const file of readdirSync(storageSchemasDir).filter((f) => f.endsWith('.schema.json')))
    ajv.addSchema(JSON.parse(readFileSync(path.join(storageSchemasDir, file), 'utf8')) as object);
  return ajv;
}

/** Throws with ajv's message when a stored value fails its schema. */
export function checkBenchStorage(storage: Readonly<Record<string, unknown>>): void {
  const ajv = storageAjv();
  for (const [key, value] of Object.entries(storage)) {
    const schema = schemaOfKey[key];
    if (!schema) continue;
    const validate = ajv.getSchema(schema.id);
    if (!validate) throw new Error(`no storage schema "${schema.id}"`);
    for (const entry of schema.list ? (value as unknown[]) : [value])
      if (!validate(entry))
        throw new Error(`${key} fails schema ${schema.id}: ${ajv.errorsText(validate.errors)}`);
  }
}

/** A case's storage at `now`, checked against the schemas, each value as the raw string kept. */
export function benchMemberStorage(
  memberCase: BenchMemberCase,
  now = new Date(),
): Record<string, string> {
  const storage = memberCase === 'paid' ? paidMemberStorage(now) : noPlanMemberStorage();
  checkBenchStorage(storage);
  return Object.fromEntries(
    Object.entries(storage).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}
