import { describe, expect, it } from 'vitest';
import { BoolFieldInput } from '../../../../src/renderers/form/BoolFieldInput';
import { ChoiceFieldInput } from '../../../../src/renderers/form/ChoiceFieldInput';
import { fieldInputFor, fieldRegistry } from '../../../../src/renderers/form/fieldRegistry';
import { NumberFieldInput } from '../../../../src/renderers/form/NumberFieldInput';
import { PasswordFieldInput } from '../../../../src/renderers/form/PasswordFieldInput';
import { TextFieldInput } from '../../../../src/renderers/form/TextFieldInput';
import { UnknownFieldInput } from '../../../../src/renderers/form/UnknownFieldInput';
import { questionField } from '../../../../src/renderers/QuestionnaireForm/questionFields';
import { questionnaireFixture } from '../QuestionnaireForm/questionnaireFixture';

const byId = (id: string) => {
  const question = questionnaireFixture.fields.find((candidate) => candidate.id === id);
  if (!question) throw new Error(id);
  return questionField(question);
};

describe('the field registry', () => {
  it('picks the input of a triage question by its type', () => {
    expect(fieldInputFor(byId('cough'))).toBe(BoolFieldInput);
    expect(fieldInputFor(byId('spo2'))).toBe(NumberFieldInput);
    expect(fieldInputFor(byId('sex'))).toBe(ChoiceFieldInput);
  });

  it.each(['text', 'email', 'tel', 'date', 'time', 'datetime', 'textarea'])(
    'draws the kind %j as a text control',
    (kind) => {
      expect(fieldInputFor({ kind })).toBe(TextFieldInput);
    },
  );

  it('draws a password with its own input', () => {
    expect(fieldInputFor({ kind: 'password' })).toBe(PasswordFieldInput);
  });

  it.each(['stripeCard', 'toString', 'constructor', ''])(
    'falls back for the unknown kind %j',
    (kind) => {
      expect(fieldInputFor({ kind })).toBe(UnknownFieldInput);
    },
  );

  it('takes a kind a feature adds, without losing the shared ones', () => {
    const registry = { ...fieldRegistry, stripeCard: TextFieldInput };
    expect(fieldInputFor({ kind: 'stripeCard' }, registry)).toBe(TextFieldInput);
    expect(fieldInputFor({ kind: 'number' }, registry)).toBe(NumberFieldInput);
  });
});
