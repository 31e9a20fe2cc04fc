// The same shape check a browser applies to <input type="email">: something@host, no spaces.
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)*$';

const EMAIL_SHAPE = new RegExp(EMAIL_PATTERN);

export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
