// A push service on 127.0.0.1 for the send-reminders tests. Each subscription it hands out is a real
// browser-shaped one (a P-256 key pair and a 16-byte auth secret, made with node:crypto). For every
// message it checks what a real push service checks, and what the browser then does:
//   - the VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, k the server's key, the JWT
//     ES256-signed by that key (verified with WebCrypto), aud this service's origin, exp in the
//     future and at most 24 hours ahead, sub a mailto: or https: contact;
//   - Content-Encoding aes128gcm and a TTL;
//   - the body decrypts (RFC 8291) with the subscription's private key and auth secret (http_ece,
//     the library web-push itself encrypts with) to a JSON payload.
// A message failing any check is answered 400 and kept in `rejections`; the tests expect none.
// Replies can be scripted per subscription (410, 429, 503…); the default is 201.
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { Buffer } from 'node:buffer';
import ece from 'npm:http_ece@1.2.1';

export interface StandInSubscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface Delivery {
  readonly endpoint: string;
  readonly payload: Record<string, unknown>;
  readonly ttl: number;
  readonly urgency: string | null;
}

interface Device {
  readonly ecdh: ECDH;
  readonly auth: Buffer;
  readonly replies: number[];
}

/** http_ece ships no types: the one call used here. */
const decrypt = (ece as { decrypt: (body: Buffer, params: Record<string, unknown>) => Buffer })
  .decrypt;

const fromBase64url = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(text, 'base64url'));

export interface PushServiceStandIn {
  readonly origin: string;
  /** A new browser subscription on this service. */
  subscribe(): StandInSubscription;
  /** The statuses to answer to the next messages for that endpoint, in order. */
  reply(endpoint: string, ...statuses: number[]): void;
  /** Every message accepted (2xx), in arrival order. */
  readonly deliveries: Delivery[];
  /** Every message that failed a check, with the reason. */
  readonly rejections: string[];
  /** Every status answered, per endpoint. */
  answered(endpoint: string): number[];
  close(): Promise<void>;
}

async function checkVapid(
  authorization: string | null,
  origin: string,
  vapidPublicKey: string,
): Promise<string | null> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return `Authorization is not a VAPID header: ${authorization}`;
  const [, jwt = '', key = ''] = match;
  if (key !== vapidPublicKey) return 'k is not the server key';
  const [header, claims, signature, extra] = jwt.split('.');
  if (!header || !claims || !signature || extra !== undefined) return 'the JWT is malformed';
  const head = JSON.parse(new TextDecoder().decode(fromBase64url(header))) as { alg?: string };
  if (head.alg !== 'ES256') return `alg ${head.alg}`;
  const body = JSON.parse(new TextDecoder().decode(fromBase64url(claims))) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `aud ${body.aud}, expected ${origin}`;
  const nowSeconds = Date.now() / 1000;
  if (typeof body.exp !== 'number' || body.exp <= nowSeconds) return 'the JWT has expired';
  if (body.exp > nowSeconds + 24 * 60 * 60) return 'exp is more than 24 hours ahead';
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return `sub ${body.sub}`;
  const publicKey = await crypto.subtle.importKey(
    'raw',
    fromBase64url(key),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    fromBase64url(signature),
    new TextEncoder().encode(`${header}.${claims}`),
  );
  return valid ? null : 'the JWT signature does not verify with k';
}

export function startPushServiceStandIn(vapidPublicKey: string): PushServiceStandIn {
  const devices = new Map<string, Device>();
  const answers = new Map<string, number[]>();
  const deliveries: Delivery[] = [];
  const rejections: string[] = [];
  let origin = '';

  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => {} },
    async (request) => {
      const url = new URL(request.url);
      const endpoint = `${origin}${url.pathname}`;
      const device = devices.get(url.pathname);
      const answer = (status: number) => {
        answers.set(endpoint, [...(answers.get(endpoint) ?? []), status]);
        return new Response(null, { status });
      };
      if (request.method !== 'POST' || !device) return answer(404);
      const body = Buffer.from(await request.arrayBuffer());
      const refuse = (reason: string) => {
        rejections.push(reason);
        return answer(400);
      };
      const vapidProblem = await checkVapid(
        request.headers.get('authorization'),
        origin,
        vapidPublicKey,
      );
      if (vapidProblem) return refuse(vapidProblem);
      if (request.headers.get('content-encoding') !== 'aes128gcm') {
        return refuse(`Content-Encoding ${request.headers.get('content-encoding')}`);
      }
      const ttl = Number(request.headers.get('ttl'));
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(`TTL ${request.headers.get('ttl')}`);
      let payload: Record<string, unknown>;
      try {
        const plain = decrypt(body, {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        payload = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
      } catch (error) {
        return refuse(`the body does not decrypt: ${String(error)}`);
      }
      const status = device.replies.shift() ?? 201;
      if (status >= 200 && status < 300) {
        deliveries.push({ endpoint, payload, ttl, urgency: request.headers.get('urgency') });
      }
      if (status === 410 || status === 404) devices.delete(url.pathname);
      return answer(status);
    },
  );
  origin = `http://127.0.0.1:${server.addr.port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      devices.set(path, { ecdh, auth, replies: [] });
      return {
        endpoint: `${origin}${path}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      };
    },
    reply(endpoint, ...statuses) {
      const device = devices.get(new URL(endpoint).pathname);
      if (!device) throw new Error(`no subscription ${endpoint}`);
      device.replies.push(...statuses);
    },
    deliveries,
    rejections,
    answered: (endpoint) => answers.get(endpoint) ?? [],
    close: () => server.shutdown(),
  };
}
