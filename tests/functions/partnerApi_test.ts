// Issue 46 ("What it must show" 2): partner-api against the real migrations (PGlite). No key, a
// wrong key and a revoked key are refused the same way; verify answers nothing beyond its fields;
// the rate limit applies; register-use past the cap is refused; openapi.yaml is a valid OpenAPI 3.1
// document and every answer in these tests matches the schema it gives for that call and status.
import assert from 'node:assert/strict';
import { Validator } from 'npm:@seriousme/openapi-schema-validator@2.11.0';
import { Ajv2020 } from 'npm:ajv@8.20.0/dist/2020.js';
import { parse } from 'npm:yaml@2.9.1';
import { partnerApiHandler } from '../../supabase/functions/partner-api/partnerApi.ts';
import { PartnerStoreError } from '../../supabase/functions/partner-api/partnerStore.ts';
import { partnerWorld, type PartnerWorld } from './support/partnerWorld.ts';

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false });

const OPENAPI_FILE = new URL('../../supabase/functions/partner-api/openapi.yaml', import.meta.url);
const openapi = parse(await Deno.readTextFile(OPENAPI_FILE)) as OpenApiDocument;

interface OpenApiDocument {
  readonly paths: Record<string, { post: { responses: Record<string, OpenApiResponse> } }>;
  readonly components: { responses: Record<string, OpenApiResponse> };
}

interface OpenApiResponse {
  readonly $ref?: string;
  readonly headers?: Record<string, unknown>;
  readonly content?: { 'application/json': { schema: { $ref: string } } };
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
// The three formats openapi.yaml uses, as JavaScript and the database write them.
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat(
  'date-time',
  (value: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
);
ajv.addSchema(openapi, 'openapi');

/** The schema openapi.yaml gives for `call` answering `status`, as an ajv validator. */
function schemaFor(call: string, status: number) {
  let described = openapi.paths[`/${call}`]?.post.responses[String(status)];
  assert.ok(described, `openapi.yaml describes no ${status} for /${call}`);
  if (described.$ref) {
    described = openapi.components.responses[described.$ref.split('/').at(-1) ?? ''];
  }
  const ref = described?.content?.['application/json'].schema.$ref;
  assert.ok(ref, `openapi.yaml gives no JSON schema for ${status} of /${call}`);
  const validate = ajv.getSchema(`openapi${ref}`);
  assert.ok(validate, `ajv cannot find ${ref}`);
  return { validate, described };
}

/** The answer's body, after checking it against openapi.yaml. */
async function checked(call: string, response: Response): Promise<Record<string, unknown>> {
  assert.equal(response.headers.get('content-type'), 'application/json');
  const body = (await response.json()) as Record<string, unknown>;
  const { validate, described } = schemaFor(call, response.status);
  assert.ok(
    validate(body),
    `${call} ${response.status} does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
  );
  for (const header of Object.keys(described?.headers ?? {}))
    assert.ok(response.headers.get(header), `${call} ${response.status} lacks ${header}`);
  return body;
}

/** Calls and checks the answer against openapi.yaml: [status, body]. */
async function send(
  world: PartnerWorld,
  call: string,
  key: string | null,
  body: unknown,
): Promise<[number, Record<string, unknown>]> {
  const response = await world.call(call, key, body);
  return [response.status, await checked(call, response)];
}

test('openapi.yaml is a valid OpenAPI 3.1 description of the three calls', async () => {
  const result = await new Validator().validate(openapi as unknown as Record<string, unknown>);
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
  assert.equal((openapi as unknown as { openapi: string }).openapi, '3.1.0');
  assert.deepEqual(Object.keys(openapi.paths).sort(), ['/register-use', '/verify', '/void-use']);
});

test('no key, a wrong key and a revoked key are refused the same way, on every call', async () => {
  const world = await partnerWorld();
  const member = await world.newMember();
  const revoked = await world.newKey();
  await world.revokeKey(revoked.prefix);
  const other = await world.newKey();
  const wrongKeys: (string | null)[] = [
    null,
    `${other.prefix}_${'A'.repeat(40)}`,
    'vpk_AAAAAAAA_whatever',
    'not-a-key',
    revoked.key,
  ];
  const bodies: Record<string, unknown> = {
    verify: { card: member.card },
    'register-use': { card: member.card, service_id: 'cerrajero', case_reference: 'K-1' },
    'void-use': { case_reference: 'K-1', reason: 'Prueba' },
  };
  for (const [call, body] of Object.entries(bodies)) {
    const answers = [];
    for (const key of wrongKeys) {
      const response = await world.call(call, key, body);
      answers.push({
        status: response.status,
        headers: [...response.headers.entries()],
        body: await checked(call, response),
      });
    }
    assert.equal(answers[0]?.status, 401);
    assert.equal(answers[0]?.body.error, 'unauthorized');
    for (const answer of answers) assert.deepEqual(answer, answers[0]);
  }
  // Nothing was recorded or used by those calls.
  const [status] = await send(world, 'verify', other.key, { card: member.card });
  assert.equal(status, 200);
  const { rows } = await world.db.query<{ n: number }>(
    'select count(*)::int as n from public.coverage_uses where user_id = $1',
    [member.id],
  );
  assert.equal(rows[0]?.n, 0);
});

test('without a key, an unknown card and an inactive plan get the same answer', async () => {
  const world = await partnerWorld();
  const lapsed = await world.newMember({ paidDaysAgo: 70 });
  const never = await world.newMember({ paidDaysAgo: null });
  const answers = [];
  for (const card of [lapsed.card, never.card, 'VITA-00000000']) {
    const response = await world.call('verify', null, { card });
    answers.push([response.status, await response.text()]);
  }
  assert.deepEqual(answers[1], answers[0]);
  assert.deepEqual(answers[2], answers[0]);
});

test('verify answers whether the person is covered and the uses left per service, nothing else', async () => {
  const world = await partnerWorld();
  const { key } = await world.newKey();
  const member = await world.newMember();
  for (const person of [
    { card: member.card.toLowerCase() },
    { curp: member.curp, birth_date: member.birthDate },
  ]) {
    const response = await world.call('verify', key, person);
    const text = await response.clone().text();
    const [status, body] = [response.status, await checked('verify', response)];
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body).sort(), ['checked_at', 'covered', 'services']);
    assert.equal(body.covered, true);
    const services = body.services as Record<string, unknown>[];
    assert.ok(services.length > 20);
    for (const entry of services)
      assert.deepEqual(Object.keys(entry).sort(), ['service_id', 'unlimited', 'uses_left']);
    assert.deepEqual(
      services.find((entry) => entry.service_id === 'medico_domicilio'),
      { service_id: 'medico_domicilio', unlimited: false, uses_left: 2 },
    );
    for (const secret of [
      member.email,
      member.id,
      'Rosa',
      '5512345678',
      member.curp,
      'pi_',
      '19900',
    ])
      assert.ok(!text.includes(secret), `verify's answer contains ${secret}`);
  }
});

test('with a key, an unknown card and an inactive plan get the same answer too', async () => {
  const world = await partnerWorld();
  const { key } = await world.newKey();
  const lapsed = await world.newMember({ paidDaysAgo: 70 });
  const [, unknown] = await send(world, 'verify', key, { card: 'VITA-0000000A' });
  const [, inactive] = await send(world, 'verify', key, { card: lapsed.card });
  const [, wrongBirth] = await send(world, 'verify', key, {
    curp: lapsed.curp,
    birth_date: '1999-01-01',
  });
  for (const body of [unknown, inactive, wrongBirth]) {
    assert.deepEqual(
      { ...body, checked_at: null },
      { covered: false, services: [], checked_at: null },
    );
  }
  const [status, refused] = await send(world, 'register-use', key, {
    card: lapsed.card,
    service_id: 'cerrajero',
    case_reference: 'INACTIVO-1',
  });
  const [, refusedUnknown] = await send(world, 'register-use', key, {
    card: 'VITA-0000000A',
    service_id: 'cerrajero',
    case_reference: 'INACTIVO-2',
  });
  assert.equal(status, 422);
  assert.deepEqual(refused, refusedUnknown);
});

test('each key is limited to its calls per minute', async () => {
  const world = await partnerWorld();
  const member = await world.newMember();
  const minute = async () =>
    (await world.db.query<{ m: string }>(`select date_trunc('minute', now())::text as m`)).rows[0]
      ?.m;
  // The three calls must fall in one minute of the database's clock; a run that straddles two
  // minutes is made again with a fresh key.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { key } = await world.newKey(2);
    const before = await minute();
    const responses = [];
    for (let i = 0; i < 3; i += 1)
      responses.push(await world.call('verify', key, { card: member.card }));
    if ((await minute()) !== before) continue;
    assert.deepEqual(
      responses.map((response) => response.status),
      [200, 200, 429],
    );
    const limited = responses[2]!;
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assert.equal((await checked('verify', limited)).error, 'rate_limited');
    const other = await world.newKey(2);
    assert.equal((await world.call('verify', other.key, { card: member.card })).status, 200);
    return;
  }
  throw new Error('every attempt straddled two minutes');
});

test('register-use counts against the cap, once per case reference, and is refused past it', async () => {
  const world = await partnerWorld();
  const { key } = await world.newKey();
  const member = await world.newMember();
  const use = (reference: string, service = 'medico_domicilio') =>
    send(world, 'register-use', key, {
      card: member.card,
      service_id: service,
      case_reference: reference,
    });
  const [firstStatus, first] = await use('AS-2026-0001');
  assert.equal(firstStatus, 201);
  assert.equal(first.uses_left, 1);
  const [againStatus, again] = await use('AS-2026-0001');
  assert.equal(againStatus, 200);
  assert.deepEqual(again, { ...first, replayed: true });
  assert.equal((await use('AS-2026-0002'))[1].uses_left, 0);
  const [pastStatus, past] = await use('AS-2026-0003');
  assert.equal(pastStatus, 409);
  assert.equal(past.error, 'no_uses_left');
  assert.equal((await use('AS-2026-0001', 'cerrajero'))[1].error, 'case_reference_conflict');
  assert.equal((await use('AS-2026-0004', 'no_existe'))[0], 422);
  const [, verified] = await send(world, 'verify', key, { card: member.card });
  const services = verified.services as { service_id: string; uses_left: number | null }[];
  assert.equal(services.find((entry) => entry.service_id === 'medico_domicilio')?.uses_left, 0);
  const { rows } = await world.db.query<{ recorded_by: string; n: number }>(
    `select recorded_by, count(*)::int as n from public.coverage_uses
      where user_id = $1 group by recorded_by`,
    [member.id],
  );
  assert.deepEqual(rows, [{ recorded_by: 'provider', n: 2 }]);
});

test('void-use takes a use out of the count, with a reason', async () => {
  const world = await partnerWorld();
  const { key } = await world.newKey();
  const member = await world.newMember();
  await send(world, 'register-use', key, {
    card: member.card,
    service_id: 'plomero',
    case_reference: 'VOID-1',
  });
  const [missingStatus] = await send(world, 'void-use', key, { case_reference: 'VOID-1' });
  assert.equal(missingStatus, 400);
  const [status, voided] = await send(world, 'void-use', key, {
    case_reference: 'VOID-1',
    reason: 'El miembro canceló antes de la visita',
  });
  assert.equal(status, 200);
  const [againStatus, again] = await send(world, 'void-use', key, {
    case_reference: 'VOID-1',
    reason: 'Otra vez',
  });
  assert.equal(againStatus, 200);
  assert.deepEqual(again, voided);
  assert.equal(
    (await send(world, 'void-use', key, { case_reference: 'NADA', reason: 'x y z' }))[0],
    404,
  );
  const [, verified] = await send(world, 'verify', key, { card: member.card });
  const services = verified.services as { service_id: string; uses_left: number | null }[];
  assert.equal(services.find((entry) => entry.service_id === 'plomero')?.uses_left, 2);
});

test('a body that is not JSON is refused as any other call without a key, and as a bad request with one', async () => {
  const world = await partnerWorld();
  const { key } = await world.newKey();
  const withoutKey = await world.call('verify', null, '{"card": ');
  assert.equal(withoutKey.status, 401);
  await checked('verify', withoutKey);
  const [status, body] = await send(world, 'verify', key, '{"card": ');
  assert.equal(status, 400);
  assert.equal(body.error, 'bad_request');
  const [bothStatus] = await send(world, 'verify', key, {
    card: 'VITA-0000000A',
    curp: 'ROGA850309MDFRRS09',
    birth_date: '1985-03-09',
  });
  assert.equal(bothStatus, 400);
  const get = await world.call('verify', key, undefined, { method: 'GET', body: null });
  assert.equal(get.status, 405);
  assert.equal(((await get.json()) as { error: string }).error, 'method_not_allowed');
});

test('a database that cannot be reached answers 503, as openapi.yaml describes it', async () => {
  const handler = partnerApiHandler({
    request: () => Promise.reject(new PartnerStoreError('connection refused')),
  });
  const response = await handler(
    new Request('http://functions.test/functions/v1/partner-api/register-use', {
      method: 'POST',
      headers: { authorization: 'Bearer vpk_AAAAAAAA_x', 'content-type': 'application/json' },
      body: JSON.stringify({ card: 'VITA-0000000A', service_id: 'plomero', case_reference: 'X-1' }),
    }),
  );
  assert.equal(response.status, 503);
  assert.equal((await checked('register-use', response)).error, 'unavailable');
});

test('a body larger than 16 KB is not read, and is a bad request for a caller with a key', async () => {
  const world = await partnerWorld();
  const { key } = await world.newKey();
  const [status, body] = await send(world, 'verify', key, { card: 'A'.repeat(20_000) });
  assert.equal(status, 400);
  assert.equal(body.error, 'bad_request');
});
