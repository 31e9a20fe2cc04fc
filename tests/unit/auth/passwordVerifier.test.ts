import { describe, expect, it } from 'vitest';
import {
  createPasswordVerifier,
  PASSWORD_ITERATIONS,
  verifyPassword,
} from '../../../src/auth/passwordVerifier';
import { pbkdf2Sha256 } from '../../../src/auth/pbkdf2';

// Fewer rounds keep the suite quick; one test checks the real figure is the default.
const iterations = 1_000;

const flipFirstCharacter = (base64: string): string =>
  `${base64.startsWith('A') ? 'B' : 'A'}${base64.slice(1)}`;

describe('the password verifier', () => {
  it('verifies the same password', async () => {
    const verifier = await createPasswordVerifier('secreto1', { iterations });
    expect(await verifyPassword('secreto1', verifier)).toBe(true);
  });

  it('refuses a different password, even one differing only in case or a space', async () => {
    const verifier = await createPasswordVerifier('secreto1', { iterations });
    for (const guess of ['secreto2', 'Secreto1', 'secreto1 ', '']) {
      expect(await verifyPassword(guess, verifier)).toBe(false);
    }
  });

  it('refuses the right password checked against another salt', async () => {
    const verifier = await createPasswordVerifier('secreto1', { iterations });
    const other = await createPasswordVerifier('secreto1', { iterations });
    expect(other.salt).not.toBe(verifier.salt);
    expect(other.derivedKey).not.toBe(verifier.derivedKey);
    expect(await verifyPassword('secreto1', { ...verifier, salt: other.salt })).toBe(false);
  });

  it('refuses the right password when the stored hash was tampered with', async () => {
    const verifier = await createPasswordVerifier('secreto1', { iterations });
    const tampered = { ...verifier, derivedKey: flipFirstCharacter(verifier.derivedKey) };
    expect(await verifyPassword('secreto1', tampered)).toBe(false);
    expect(await verifyPassword('secreto1', { ...verifier, derivedKey: 'no es base64 ✗' })).toBe(
      false,
    );
    expect(await verifyPassword('secreto1', { ...verifier, iterations: iterations + 1 })).toBe(
      false,
    );
  });

  it('stores PBKDF2-SHA-256 parameters, a 16-byte salt and a 256-bit key, and no password', async () => {
    const derived: number[] = [];
    const verifier = await createPasswordVerifier('mi contraseña secreta', {
      derive: async (request) => {
        derived.push(request.iterations);
        return pbkdf2Sha256({ ...request, iterations });
      },
    });
    expect(derived).toEqual([PASSWORD_ITERATIONS]);
    expect(PASSWORD_ITERATIONS).toBe(600_000);
    expect(Object.keys(verifier).sort()).toEqual(['algorithm', 'derivedKey', 'iterations', 'salt']);
    expect(verifier.algorithm).toBe('PBKDF2-SHA-256');
    expect(verifier.iterations).toBe(600_000);
    expect(atob(verifier.salt)).toHaveLength(16);
    expect(atob(verifier.derivedKey)).toHaveLength(32);
    const stored = JSON.stringify(verifier);
    expect(stored).not.toContain('contraseña');
    expect(stored).not.toContain('secreta');
  });

  it('matches the published PBKDF2-HMAC-SHA256 test vector', async () => {
    // RFC 7914 §11: P = "passwd", S = "salt", c = 1, dkLen = 64 (first 32 bytes here).
    const key = await pbkdf2Sha256({
      password: 'passwd',
      salt: new TextEncoder().encode('salt'),
      iterations: 1,
    });
    expect(Buffer.from(key).toString('hex')).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
    );
  });
});
