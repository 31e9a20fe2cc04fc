// A list as a Spanish sentence says it, from Intl.ListFormat's Spanish rules rather than words in code.
import { describe, expect, it } from 'vitest';
import { joinSpanish } from '../../../src/domain/format/joinSpanish';

describe('joinSpanish', () => {
  it('joins none, one, two and three parts', () => {
    expect(joinSpanish([])).toBe('');
    expect(joinSpanish(['tus medicinas'])).toBe('tus medicinas');
    expect(joinSpanish(['tus medicinas', 'tus citas'])).toBe('tus medicinas y tus citas');
    expect(joinSpanish(['3 medicinas', '2 citas', '1 lectura'])).toBe(
      '3 medicinas, 2 citas y 1 lectura',
    );
  });

  it('says «e» before a word that starts with an i sound', () => {
    expect(joinSpanish(['Presión', 'Hipertensión'])).toBe('Presión e Hipertensión');
  });
});
