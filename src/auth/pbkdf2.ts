// PBKDF2-SHA-256 through WebCrypto: the one derivation the password verifier uses, run in the worker
// (demoPasswordWorker.ts) or, where no worker can start, on the page.

export const PBKDF2_KEY_BITS = 256;

export interface Pbkdf2Request {
  readonly password: string;
  readonly salt: Uint8Array<ArrayBuffer>;
  readonly iterations: number;
}

export async function pbkdf2Sha256({
  password,
  salt,
  iterations,
}: Pbkdf2Request): Promise<Uint8Array<ArrayBuffer>> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    PBKDF2_KEY_BITS,
  );
  return new Uint8Array(bits);
}
