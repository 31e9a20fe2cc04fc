// One push message to one browser: npm:web-push encrypts the payload (RFC 8291, aes128gcm) and signs
// the VAPID JWT (RFC 8292); Deno's fetch sends it, so this function reads every status itself (the
// library's own sender would throw them) and decides what a retry means.
// @deno-types="npm:@types/web-push@3.6.4"
import webpush from 'npm:web-push@3.6.7';

export interface VapidDetails {
  /** mailto: or https: contact the push services may use. */
  readonly subject: string;
  /** Base64url P-256 keys, as `npx web-push generate-vapid-keys` prints them. */
  readonly publicKey: string;
  readonly privateKey: string;
}

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface PushAnswer {
  /** The push service's HTTP status; 0 when it did not answer (network error or timeout). */
  readonly status: number;
  /** Retry-After in milliseconds, when the service sent one. */
  readonly retryAfterMs?: number;
}

export type Deliver = (
  target: PushTarget,
  payload: string,
  options: { readonly ttlSeconds: number },
) => Promise<PushAnswer>;

export interface DeliveryOptions {
  /** Give up on one request after this long. */
  readonly timeoutMs?: number;
  /** Plain http is used by the tests' push-service stand-in on 127.0.0.1 only. */
  readonly allowLoopbackHttp?: boolean;
}

const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/** Retry-After: seconds, or an HTTP date. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function webPushDelivery(vapid: VapidDetails, options: DeliveryOptions = {}): Deliver {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (target, payload, { ttlSeconds }) => {
    const insecure = !target.endpoint.startsWith('https://');
    if (insecure && !(options.allowLoopbackHttp && LOOPBACK_HTTP.test(target.endpoint))) {
      // Not a push service a browser would give: treat as a subscription that no longer exists.
      return { status: 410 };
    }
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      // fetch sets the length of the body itself.
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    }
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body as Uint8Array<ArrayBuffer>,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      const retryAfter = retryAfterMs(response.headers.get('retry-after'));
      return {
        status: response.status,
        ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
      };
    } catch {
      return { status: 0 };
    }
  };
}
