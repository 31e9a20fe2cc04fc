import { describe, expect, it } from 'vitest';
import type { TriageField } from '../../../../src/content/types/triage-test';
import { BoolFieldInput } from '../../../../src/renderers/QuestionnaireForm/BoolFieldInput';
import { ChoiceFieldInput } from '../../../../src/renderers/QuestionnaireForm/ChoiceFieldInput';
import { fieldInputFor } from '../../../../src/renderers/QuestionnaireForm/fieldRegistry';
import { NumberFieldInput } from '../../../../src/renderers/QuestionnaireForm/NumberFieldInput';
import { UnknownFieldInput } from '../../../../src/renderers/QuestionnaireForm/UnknownFieldInput';
import { questionnaireFixture } from './questionnaireFixture';

const byId = (id: string): TriageField => {
  const field = questionnaireFixture.fields.find((candidate) => candidate.id === id);
  if (!field) throw new Error(id);
  return field;
};

const ofType = (type: string): TriageField =>
  ({ id: 'x', type, label: 'X' }) as unknown as TriageField;

describe('the field registry', () => {
  it('picks the input by the field type', () => {
    expect(fieldInputFor(byId('cough'))).toBe(BoolFieldInput);
    expect(fieldInputFor(byId('spo2'))).toBe(NumberFieldInput);
    expect(fieldInputFor(byId('sex'))).toBe(ChoiceFieldInput);
  });

  it.each(['date', 'toString', 'constructor', ''])('falls back for the unknown type %j', (type) => {
    expect(fieldInputFor(ofType(type))).toBe(UnknownFieldInput);
  });
});
