import { describe, expect, it } from 'vitest';
import { checkActivationCode } from '../../../src/domain/membership/activationCode';

describe('checkActivationCode', () => {
  it.each([
    ['EMP-1234', 'EMP-1234'],
    ['emp-acme', 'EMP-ACME'],
    ['  Emp-9  ', 'EMP-9'],
  ])('accepts the business code %j as ENTERPRISE', (input, code) => {
    expect(checkActivationCode(input)).toEqual({
      valid: true,
      code,
      type: 'ENTERPRISE',
    });
  });

  it.each([
    ['FAM-XXXX', 'FAM-XXXX'],
    ['fam-lopez', 'FAM-LOPEZ'],
  ])('accepts the family code %j as FAMILY', (input, code) => {
    expect(checkActivationCode(input)).toEqual({
      valid: true,
      code,
      type: 'FAMILY',
    });
  });

  it.each(['', '   ', 'EMP', 'FAM1234', 'VITA-1234', 'X-EMP-1', 'emp_1234'])(
    'refuses %j without throwing',
    (input) => {
      expect(checkActivationCode(input)).toEqual({
        valid: false,
        code: input.trim().toUpperCase(),
        type: null,
      });
    },
  );

  it('accepts a bare prefix, since the spec only looks at how the code starts', () => {
    expect(checkActivationCode('fam-').valid).toBe(true);
  });
});
