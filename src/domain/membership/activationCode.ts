// The family/business code check of spec §5. It is simulated on the client (no server knows the codes
// yet), so it only looks at the prefix; the result is returned, never thrown. The refusal's words are
// the screens' (membership.invalidCode in content/messages/membership.json).

export const ENTERPRISE_CODE_PREFIX = 'EMP-';
export const FAMILY_CODE_PREFIX = 'FAM-';

export type ActivationCodeType = 'ENTERPRISE' | 'FAMILY';

export type ActivationCodeCheck =
  | { readonly valid: true; readonly code: string; readonly type: ActivationCodeType }
  | { readonly valid: false; readonly code: string; readonly type: null };

/** Upper-cases the code (surrounding spaces from a paste do not count) and classifies it by prefix. */
export function checkActivationCode(rawCode: string): ActivationCodeCheck {
  const code = rawCode.trim().toUpperCase();
  if (code.startsWith(ENTERPRISE_CODE_PREFIX)) {
    return { valid: true, code, type: 'ENTERPRISE' };
  }
  if (code.startsWith(FAMILY_CODE_PREFIX)) {
    return { valid: true, code, type: 'FAMILY' };
  }
  return { valid: false, code, type: null };
}
