import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../../src/renderers/form/parseDecimal';
import { draftToInput } from '../../../../src/renderers/QuestionnaireForm/questionnaireDraft';
import { questionnaireFixture } from './questionnaireFixture';

const { fields } = questionnaireFixture;

describe('reading a typed number', () => {
  it.each([
    ['93', 93],
    [' 93.5 ', 93.5],
    ['36,8', 36.8],
    ['.5', 0.5],
    ['-2', -2],
  ])('reads %j as %d', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it.each(['', 'abc', '9o', '1e3', '1.2.3', '12 %'])('does not read %j as a number', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });
});

describe('the draft as the contract answer object', () => {
  it('leaves blank fields out and turns typed numbers into numbers', () => {
    expect(draftToInput(fields, { cough: false, spo2: '92', sex: 'male' })).toEqual({
      cough: false,
      spo2: 92,
      sex: 'male',
    });
    expect(draftToInput(fields, { spo2: '   ' })).toEqual({});
    expect(draftToInput(fields, {})).toEqual({});
  });

  it('passes text that is not a number on as text, so it is reported and not taken as blank', () => {
    expect(draftToInput(fields, { spo2: 'noventa' })).toEqual({ spo2: 'noventa' });
  });

  it('drops keys that are not questions of the form', () => {
    expect(draftToInput(fields, { cough: true, other: 'x' })).toEqual({ cough: true });
  });
});
