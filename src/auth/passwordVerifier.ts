// A password verifier for accounts kept in this browser: PBKDF2-SHA-256 (OWASP's 600,000 rounds), a
// random 16-byte salt, and the parameters stored beside the derived key. The password itself is never
// stored; checking one derives the key again with the stored salt and rounds and compares.
import type { PasswordVerifier } from '../content/types/storage/demo-credentials';
import { derivePasswordKey } from './derivePasswordKey';

export type { PasswordVerifier };

export const PASSWORD_ITERATIONS = 600_000;
export const PASSWORD_SALT_BYTES = 16;

export type DeriveKey = typeof derivePasswordKey;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Compares every byte, so how long the check takes says nothing about where a guess went wrong. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

export async function createPasswordVerifier(
  password: string,
  options: { readonly iterations?: number; readonly derive?: DeriveKey } = {},
): Promise<PasswordVerifier> {
  const iterations = options.iterations ?? PASSWORD_ITERATIONS;
  const salt = crypto.getRandomValues(new Uint8Array(PASSWORD_SALT_BYTES));
  const key = await (options.derive ?? derivePasswordKey)({ password, salt, iterations });
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations,
    salt: toBase64(salt),
    derivedKey: toBase64(key),
  };
}

export async function verifyPassword(
  password: string,
  verifier: PasswordVerifier,
  derive: DeriveKey = derivePasswordKey,
): Promise<boolean> {
  const salt = fromBase64(verifier.salt);
  const expected = fromBase64(verifier.derivedKey);
  if (!salt || !expected || verifier.algorithm !== 'PBKDF2-SHA-256') return false;
  const key = await derive({ password, salt, iterations: verifier.iterations });
  return sameBytes(key, expected);
}
