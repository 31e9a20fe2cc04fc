// @vitest-environment jsdom
// A number is typed in a text input, so it has a length limit too (issue 43): its definition's
// maxLength, or a default that any reading fits in.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormField } from '../../../../src/content/types/form';
import {
  NUMBER_MAX_LENGTH,
  NumberFieldInput,
  rangeHint,
} from '../../../../src/renderers/form/NumberFieldInput';

const pulse: FormField = { id: 'pulse', kind: 'number', label: 'Pulso', min: 30, max: 200 };

function draw(field: FormField) {
  render(
    <NumberFieldInput
      field={field}
      id="pulse"
      value=""
      error={undefined}
      onChange={() => {}}
      onBlur={() => {}}
    />,
  );
  return screen.getByRole('textbox', { name: 'Pulso' });
}

describe('NumberFieldInput', () => {
  afterEach(cleanup);

  it('takes at most the default length when its definition names none', () => {
    expect(draw(pulse).getAttribute('maxlength')).toBe(String(NUMBER_MAX_LENGTH));
    expect('1234567.89'.length).toBeLessThanOrEqual(NUMBER_MAX_LENGTH);
  });

  it("takes the definition's maxLength when it has one", () => {
    expect(draw({ ...pulse, maxLength: 3 }).getAttribute('maxlength')).toBe('3');
  });
});

describe('rangeHint', () => {
  it("says the range in the catalogue's words, with the unit when there is one", () => {
    expect(rangeHint({ min: 50, max: 100, unit: '%' })).toBe('Entre 50 y 100 %.');
    expect(rangeHint({ min: 30, max: 200 })).toBe('Entre 30 y 200.');
    expect(rangeHint({ min: 35, max: 42, unit: '°C', step: 0.1 })).toBe(
      'Entre 35 y 42 °C. Puedes usar decimales.',
    );
  });

  it('says nothing without both ends, and no decimals for a whole step', () => {
    expect(rangeHint({ min: 1 })).toBeUndefined();
    expect(rangeHint({ min: 1, max: 3, step: 1 })).toBe('Entre 1 y 3.');
  });
});
