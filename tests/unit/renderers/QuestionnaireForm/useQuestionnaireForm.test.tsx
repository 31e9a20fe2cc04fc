// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useQuestionnaireForm } from '../../../../src/renderers/QuestionnaireForm/useQuestionnaireForm';
import { questionnaireFixture } from './questionnaireFixture';

function setup() {
  return renderHook(() => useQuestionnaireForm(questionnaireFixture));
}

describe('questionnaire form state', () => {
  afterEach(cleanup);

  it('evaluates valid answers and keeps them in the contract shape, blanks absent', () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('cough', true);
      result.current.setValue('spo2', ' 95 ');
    });
    let outcome: ReturnType<typeof result.current.submit> | undefined;
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toEqual({
      ok: true,
      result: { level: 'B', rationale: ['b_cough'] },
      answers: { cough: true, spo2: 95 },
    });
    expect(result.current.result).toEqual({ level: 'B', rationale: ['b_cough'] });
    expect(result.current.answers).toEqual({ cough: true, spo2: 95 });
    expect(result.current.errors).toEqual({});
  });

  it('with nothing answered gives the default level', () => {
    const { result } = setup();
    act(() => {
      result.current.submit();
    });
    expect(result.current.result).toEqual({ level: 'D', rationale: ['default'] });
    expect(result.current.answers).toEqual({});
  });

  it('reports an out-of-range number in Spanish, names the first invalid field and keeps every answer', () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('cough', false);
      result.current.setValue('spo2', '120');
      result.current.setValue('sex', 'female');
    });
    let outcome: ReturnType<typeof result.current.submit> | undefined;
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toEqual({ ok: false, firstInvalidFieldId: 'spo2' });
    expect(result.current.errors.spo2).toBe(
      '«Oxigenación (SpO2)»: 120 está fuera del rango aceptado (entre 50 y 100 %).',
    );
    expect(result.current.result).toBeNull();
    expect(result.current.values).toEqual({ cough: false, spo2: '120', sex: 'female' });
  });

  it('reports text that is not a number instead of treating it as blank', () => {
    const { result } = setup();
    act(() => result.current.setValue('spo2', '8o'));
    act(() => {
      result.current.submit();
    });
    expect(result.current.errors.spo2).toBe('«Oxigenación (SpO2)» se responde con un número.');
    expect(result.current.values.spo2).toBe('8o');
  });

  it('clears a field’s error and a shown result when an answer changes', () => {
    const { result } = setup();
    act(() => result.current.setValue('spo2', '20'));
    act(() => {
      result.current.submit();
    });
    act(() => result.current.setValue('spo2', '88'));
    expect(result.current.errors).toEqual({});
    act(() => {
      result.current.submit();
    });
    expect(result.current.result?.level).toBe('A');
    act(() => result.current.setValue('cough', true));
    expect(result.current.result).toBeNull();
    expect(result.current.answers).toBeNull();
  });

  it('makes a field blank again with undefined', () => {
    const { result } = setup();
    act(() => result.current.setValue('spo2', '88'));
    act(() => result.current.setValue('spo2', undefined));
    expect(result.current.values).toEqual({});
  });

  it('reset clears answers, errors and the result', () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('cough', true);
      result.current.setValue('spo2', '300');
    });
    act(() => {
      result.current.submit();
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({});
    expect(result.current.errors).toEqual({});
    expect(result.current.result).toBeNull();
  });
});
