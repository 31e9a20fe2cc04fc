/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_demo_credentials` (no backend): one password verifier per local account, never the password. PBKDF2-SHA-256 with the parameters beside the derived key. An account without an entry was made before passwords were checked; its next sign-in sets one.
 *
 * @maxItems 200
 */
export type DemoCredentials = {
  accountId: string;
  verifier: PasswordVerifier;
}[];

export interface PasswordVerifier {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /**
   * Base64 of 16 random bytes.
   */
  salt: string;
  /**
   * Base64 of the 256-bit derived key.
   */
  derivedKey: string;
}
