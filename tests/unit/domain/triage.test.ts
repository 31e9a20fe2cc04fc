// The evaluation engine's semantics (spec §4, triage contract), on small made-up tests.
import jsonLogic from 'json-logic-js';
import { describe, expect, it, vi } from 'vitest';
import type { TriageRule } from '../../../src/content/types/triage-test';
import { evaluateTriage, type TriageAnswers } from '../../../src/domain/triage/triage';

function rule(
  id: string,
  condition: TriageRule['condition'],
  level: TriageRule['action']['level'],
): TriageRule {
  return { id, condition, action: { level }, note: 'test rule' };
}

function testWith(...rules: [TriageRule, ...TriageRule[]]) {
  return { id: 'dyspnea' as const, rules };
}

const quiet = () => undefined;

describe('evaluateTriage', () => {
  it('lets the first matching rule decide, even when a later rule is more urgent', () => {
    const test = testWith(
      rule('c_cough', { var: 'cough' }, 'C'),
      rule('a_cough', { var: 'cough' }, 'A'),
    );
    expect(evaluateTriage(test, { cough: true }, quiet)).toEqual({
      level: 'C',
      rationale: ['c_cough'],
    });
  });

  it("returns D with rationale 'default' when no rule matches", () => {
    const test = testWith(rule('a_cough', { var: 'cough' }, 'A'));
    expect(evaluateTriage(test, { cough: false }, quiet)).toEqual({
      level: 'D',
      rationale: ['default'],
    });
    expect(evaluateTriage(test, {}, quiet)).toEqual({ level: 'D', rationale: ['default'] });
  });

  it('requires the extra condition too when a rule has one', () => {
    const test = testWith({
      ...rule('b_fever_cough', { var: 'fever' }, 'B'),
      extraCondition: { var: 'cough' },
    });
    expect(evaluateTriage(test, { fever: true }, quiet).level).toBe('D');
    expect(evaluateTriage(test, { fever: true, cough: true }, quiet).level).toBe('B');
  });

  it('logs a condition that throws, counts it as false and goes on to the next rule', () => {
    const logger = vi.fn();
    const test = testWith(
      rule('a_broken', { no_such_operator: [1] }, 'A'),
      rule('c_cough', { var: 'cough' }, 'C'),
    );
    expect(evaluateTriage(test, { cough: true }, logger)).toEqual({
      level: 'C',
      rationale: ['c_cough'],
    });
    expect(logger).toHaveBeenCalledOnce();
    expect(logger.mock.calls[0]?.[0]).toContain('a_broken');
  });

  it('logs to console.error when no logger is given', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    evaluateTriage(testWith(rule('a_broken', { no_such_operator: [1] }, 'A')), {});
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('treats a literal true condition as always matching (the spec\'s "else" levels)', () => {
    expect(evaluateTriage(testWith(rule('c_otherwise', true, 'C')), {}, quiet).level).toBe('C');
  });
});

describe('an unanswered field never satisfies a threshold', () => {
  const spo2Low = testWith(rule('a_spo2', { '<=': [{ var: 'spo2' }, 90] }, 'A'));

  it('is needed: json-logic-js alone compares a blank like 0', () => {
    expect(jsonLogic.apply({ '<=': [{ var: 'spo2' }, 90] }, {})).toBe(true);
  });

  it.each<[string, TriageAnswers]>([
    ['absent', {}],
    ['null', { spo2: null }],
    ['undefined', { spo2: undefined }],
  ])('a %s SpO2 is not <= 90', (_, answers) => {
    expect(evaluateTriage(spo2Low, answers, quiet).level).toBe('D');
  });

  it('an answered SpO2 is still compared', () => {
    expect(evaluateTriage(spo2Low, { spo2: 90 }, quiet).level).toBe('A');
    expect(evaluateTriage(spo2Low, { spo2: 0 }, quiet).level).toBe('A');
  });

  it('a blank item drops only its own point from a score', () => {
    const score = testWith(
      rule(
        'b_score',
        {
          '>=': [
            {
              '+': [
                { if: [{ '>=': [{ var: 'age' }, 40] }, 1, 0] },
                { if: [{ var: 'on_effort' }, 1, 0] },
                { if: [{ var: 'radiation' }, 1, 0] },
              ],
            },
            2,
          ],
        },
        'B',
      ),
    );
    expect(evaluateTriage(score, { on_effort: true, radiation: true }, quiet).level).toBe('B');
    expect(evaluateTriage(score, { on_effort: true }, quiet).level).toBe('D');
    expect(evaluateTriage(score, { on_effort: true, age: 40 }, quiet).level).toBe('B');
  });

  it('a blank term makes a sum unknown, so the sum meets no threshold', () => {
    const sum = testWith(rule('c_sum', { '>=': [{ '+': [{ var: 'x' }, { var: 'y' }] }, 3] }, 'C'));
    expect(evaluateTriage(sum, { x: 3 }, quiet).level).toBe('D');
    expect(evaluateTriage(sum, { x: 3, y: 0 }, quiet).level).toBe('C');
  });

  it('a blank choice equals no option and differs from none', () => {
    const choice = testWith(
      rule('b_male', { '==': [{ var: 'sex' }, 'male'] }, 'B'),
      rule('c_not_female', { '!=': [{ var: 'sex' }, 'female'] }, 'C'),
      rule('c_in', { in: [{ var: 'sex' }, ['male', 'female']] }, 'C'),
    );
    expect(evaluateTriage(choice, {}, quiet).level).toBe('D');
    expect(evaluateTriage(choice, { sex: 'male' }, quiet).level).toBe('B');
  });

  it('a blank yes/no reads as no, so "not resolved" holds when resolved is blank', () => {
    const stroke = testWith(
      rule('a_not_resolved', { and: [{ var: 'face' }, { '!': { var: 'resolved' } }] }, 'A'),
    );
    expect(evaluateTriage(stroke, { face: true }, quiet).level).toBe('A');
    expect(evaluateTriage(stroke, { face: true, resolved: true }, quiet).level).toBe('D');
  });
});
