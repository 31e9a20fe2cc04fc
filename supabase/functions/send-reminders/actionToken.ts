// The token a medicine reminder carries for its two buttons. The service worker cannot sign in (it
// has no session), so the push names the device and the dose, signed by this function with HMAC-SHA-256
// (WebCrypto) under a key of its own secret; only what it signed is acted on, and only until it expires.
import type { ActionTarget } from './reminderStore.ts';

/** A button may be tapped this long after the reminder was due. */
export const ACTION_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

interface TokenBody extends ActionTarget {
  /** Expiry, epoch milliseconds. */
  readonly exp: number;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export interface ActionTokens {
  sign(target: ActionTarget, dueAt: Date): Promise<string>;
  /** The target, or null when the token is forged, malformed or expired. */
  verify(token: string, now: Date): Promise<ActionTarget | null>;
}

export async function actionTokens(secret: string): Promise<ActionTokens> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`vita365 reminder actions\u0000${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(target, dueAt) {
      const body: TokenBody = {
        subscription_id: target.subscription_id,
        user_id: target.user_id,
        reminder: target.reminder,
        medicine_id: target.medicine_id,
        day: target.day,
        exp: dueAt.getTime() + ACTION_TOKEN_LIFETIME_MS,
      };
      const encoded = base64url(encoder.encode(JSON.stringify(body)));
      const signature = new Uint8Array(
        await crypto.subtle.sign('HMAC', key, encoder.encode(encoded)),
      );
      return `${encoded}.${base64url(signature)}`;
    },
    async verify(token, now) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      try {
        const valid = await crypto.subtle.verify(
          'HMAC',
          key,
          fromBase64url(signature),
          encoder.encode(encoded),
        );
        if (!valid) return null;
        const body = JSON.parse(new TextDecoder().decode(fromBase64url(encoded))) as TokenBody;
        if (typeof body.exp !== 'number' || body.exp < now.getTime()) return null;
        return {
          subscription_id: body.subscription_id,
          user_id: body.user_id,
          reminder: body.reminder,
          medicine_id: body.medicine_id,
          day: body.day,
        };
      } catch {
        return null;
      }
    },
  };
}
