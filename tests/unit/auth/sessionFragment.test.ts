// Tokens in a link's fragment are someone else's session (hosted sign-in never puts one there): the
// address loses the fragment; anything else in it stays.
import { describe, expect, it } from 'vitest';
import { withoutSessionFragment } from '../../../src/auth/sessionFragment';

describe('withoutSessionFragment', () => {
  it.each([
    [
      'https://vita365.mx/dashboard#access_token=ey.a.b&expires_in=3600&refresh_token=r1&token_type=bearer&type=magiclink',
      'https://vita365.mx/dashboard',
    ],
    ['https://vita365.mx/mi-plan?tab=1#refresh_token=r1', 'https://vita365.mx/mi-plan?tab=1'],
    ['https://vita365.mx/#provider_token=p&access_token=x', 'https://vita365.mx/'],
  ])('drops the session fragment of %s', (href, clean) => {
    expect(withoutSessionFragment(href)).toBe(clean);
  });

  it.each([
    'https://vita365.mx/dashboard',
    'https://vita365.mx/dashboard?code=6b1f0c3e-2a44-4a6e-9d7c-3f0a1b2c3d4e',
    'https://vita365.mx/login#error=access_denied&error_code=otp_expired',
    'https://vita365.mx/legal#privacidad',
    'https://vita365.mx/dashboard?access_token=in-the-query',
  ])('leaves %s as it is', (href) => {
    expect(withoutSessionFragment(href)).toBeNull();
  });
});
