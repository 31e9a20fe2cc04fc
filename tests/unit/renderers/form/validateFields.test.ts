// The declarative rules of a form definition, as data: [field, typed value, expected message].
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../../src/content/types/form';
import { fieldProblem } from '../../../../src/renderers/form/validateFields';

const systolic: FormField = {
  id: 'systolic',
  kind: 'number',
  label: 'Presión sistólica',
  min: 80,
  max: 220,
  step: 1,
  messages: { range: 'Fuera de rango.', step: 'Sin decimales.' },
};
const temperature: FormField = { ...systolic, id: 'temperature', min: 34, max: 43, step: 0.1 };

describe('fieldProblem', () => {
  it.each([
    [systolic, '120', undefined],
    [systolic, '120,5', 'Sin decimales.'],
    [systolic, '120.5', 'Sin decimales.'],
    [systolic, '120,0', undefined],
    [systolic, '250,5', 'Fuera de rango.'],
    [temperature, '36,8', undefined],
    [{ ...systolic, step: undefined }, '120,5', undefined],
  ])('%o with %j says %j', (field, typed, message) => {
    expect(fieldProblem(field, { [field.id]: typed })).toBe(message);
  });
});
