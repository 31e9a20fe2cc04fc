// The same shape check a browser applies to <input type="email">: something@host, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
