import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileForm } from '../../../../src/content/forms';
import { countsLength, lengthCounterText } from '../../../../src/renderers/form/LengthCounter';

describe('countsLength', () => {
  it('counts free text only: the name and alias, not the phone, the CURP or the read-only e-mail', () => {
    const counted = profileForm.fields
      .filter((field) => field.maxLength !== undefined && countsLength(field))
      .map((field) => field.id);
    expect(counted).toEqual(['name', 'alias']);
  });

  it('does not count a value typed on a digit keypad (a card number)', () => {
    expect(
      countsLength({
        id: 'number',
        kind: 'text',
        label: 'Número',
        inputMode: 'numeric',
        maxLength: 30,
      }),
    ).toBe(false);
  });
});

describe('lengthCounterText', () => {
  it('shows n/max from 80 % of the maximum on', () => {
    expect(lengthCounterText(79, 100)).toBeUndefined();
    expect(lengthCounterText(80, 100)).toBe('80/100');
    expect(lengthCounterText(100, 100)).toBe('100/100');
    expect(lengthCounterText(15, 18)).toBe('15/18');
    expect(lengthCounterText(14, 18)).toBeUndefined();
  });

  it('shows nothing for a field without a maximum', () => {
    expect(lengthCounterText(5_000, undefined)).toBeUndefined();
  });

  it('never counts past the maximum, and always shows at the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(20_000), (max, length) => {
        const text = lengthCounterText(length, max);
        if (length >= max) expect(text).toBe(`${max}/${max}`);
        if (text !== undefined) expect(Number(text.split('/')[0])).toBeLessThanOrEqual(max);
      }),
    );
  });
});
