// Joining the general danger signs to a test (issue 39): where their questions and rules go, the
// self-care rule each kind of test gets, and which danger questions a result names as left blank.
import { describe, expect, it } from 'vitest';
import type { TriageGeneralSigns } from '../../../src/content/types/triage-general-signs';
import type { TriageRule, TriageTest } from '../../../src/content/types/triage-test';
import { evaluateTriage } from '../../../src/domain/triage/triage';
import {
  DANGER_NOT_RULED_OUT_RULE_ID,
  FLOOR_RULE_ID,
  dangerQuestions,
  dangerQuestionsLeftBlank,
  isAsked,
  withGeneralSigns,
} from '../../../src/domain/triage/triageGeneralSigns';

const rule = (id: string, level: 'A' | 'B' | 'C' | 'D', condition: TriageRule['condition']) => ({
  id,
  condition,
  action: { level },
  note: 'test',
  reason: `reason of ${id}`,
});

const general: TriageGeneralSigns = {
  title: 'Primero, ¿hay alguna de estas señales?',
  description: 'Señales de peligro.',
  noneLabel: 'No hay ninguna de estas señales',
  noneDone: 'Listo.',
  testQuestionsTitle: 'Ahora, sobre este síntoma',
  unansweredIntro: 'Faltó responder:',
  fields: [
    {
      id: 'age_band',
      type: 'choice',
      label: '¿Qué edad tiene?',
      options: [
        { id: 'under_1_year', label: 'Menos de 1 año' },
        { id: 'years_12_or_more', label: '12 años o más' },
      ],
    },
    { id: 'unresponsive', type: 'bool', label: '¿Está inconsciente?' },
    {
      id: 'child_floppy',
      type: 'bool',
      label: '¿Está flácido?',
      askWhen: { in: [{ var: 'age_band' }, ['under_1_year']] },
    },
    { id: 'came_on_suddenly', type: 'bool', label: '¿Empezó de golpe?' },
  ],
  rules: [
    rule('general_a_unresponsive', 'A', { var: 'unresponsive' }),
    rule('general_a_child_floppy', 'A', { var: 'child_floppy' }),
    rule('general_b_came_on_suddenly', 'B', { var: 'came_on_suddenly' }),
  ],
  redFlags: [
    {
      id: 'general_unresponsive',
      description: 'Unresponsive.',
      source: 'MTS',
      answers: { unresponsive: true },
      minLevel: 'A',
    },
  ],
};

function testWith(selfCare: TriageTest['selfCare'], rules: TriageRule[]): TriageTest {
  return {
    id: 'fever_sepsis',
    order: 1,
    title: 'Fiebre',
    description: 'Fiebre.',
    icon: 'thermometer',
    fields: [
      { id: 'stiff_neck', type: 'bool', label: '¿Cuello rígido?' },
      { id: 'temperature', type: 'number', label: 'Temperatura', unit: '°C', min: 34, max: 43 },
    ],
    rules: rules as TriageTest['rules'],
    cta: { D: { label: 'Guía' } },
    advice: { D: 'Descansa.' },
    selfCare,
    redFlags: [
      {
        id: 'stiff_neck',
        description: 'Stiff neck.',
        source: 'NICE NG240',
        answers: { stiff_neck: true },
        minLevel: 'A',
      },
    ],
  };
}

const ownRules = [
  rule('a_stiff_neck', 'A', { var: 'stiff_neck' }),
  rule('c_temperature_38', 'C', { '>=': [{ var: 'temperature' }, 38] }),
];
const ruledOut = testWith(
  { mode: 'whenDangerRuledOut', dangerQuestions: ['stiff_neck'], reason: 'Faltan respuestas.' },
  ownRules,
);
const floored = testWith({ mode: 'never', reason: 'Siempre consulta.' }, ownRules);

describe('withGeneralSigns', () => {
  const joined = withGeneralSigns(ruledOut, general);

  it('asks the general signs first, then the test’s own questions', () => {
    expect(joined.fields.map((field) => field.id)).toEqual([
      'age_band',
      'unresponsive',
      'child_floppy',
      'came_on_suddenly',
      'stiff_neck',
      'temperature',
    ]);
    expect(joined.generalSigns.fieldIds).toEqual(general.fields.map((field) => field.id));
  });

  it('puts the general A rules first, the general B rules after the test’s last A rule, and the self-care rule last', () => {
    expect(joined.rules.map((candidate) => candidate.id)).toEqual([
      'general_a_unresponsive',
      'general_a_child_floppy',
      'a_stiff_neck',
      'general_b_came_on_suddenly',
      'c_temperature_38',
      DANGER_NOT_RULED_OUT_RULE_ID,
    ]);
  });

  it('keeps the general B rules after an A rule written late, so a general sign never hides it', () => {
    const late = withGeneralSigns(
      testWith(floored.selfCare, [
        rule('c_first', 'C', { var: 'stiff_neck' }),
        rule('a_late', 'A', { '>=': [{ var: 'temperature' }, 42] }),
      ]),
      general,
    );
    expect(late.rules.map((candidate) => candidate.id)).toEqual([
      'general_a_unresponsive',
      'general_a_child_floppy',
      'c_first',
      'a_late',
      'general_b_came_on_suddenly',
      FLOOR_RULE_ID,
    ]);
    expect(evaluateTriage(late, { came_on_suddenly: true, temperature: 42 }).level).toBe('A');
  });

  it('lists the general red flags, then the test’s', () => {
    expect(joined.redFlags.map((flag) => flag.id)).toEqual(['general_unresponsive', 'stiff_neck']);
  });

  it('refuses a test that defines a general sign again', () => {
    const again = testWith(floored.selfCare, ownRules);
    const withAge = {
      ...again,
      fields: [...again.fields, { id: 'age_band', type: 'bool', label: '¿Edad?' }],
    } as TriageTest;
    expect(() => withGeneralSigns(withAge, general)).toThrow(
      'Triage test "fever_sepsis" defines general-sign fields again: age_band',
    );
  });

  it('adds no self-care rule after a last rule that always matches (a spec "else")', () => {
    const withElse = withGeneralSigns(
      testWith(floored.selfCare, [...ownRules, rule('c_otherwise', 'C', true)]),
      general,
    );
    expect(withElse.rules.at(-1)?.id).toBe('c_otherwise');
  });
});

describe('the self-care rules', () => {
  it('never gives D to an answered floored test, but leaves the empty answer set to the default', () => {
    const joined = withGeneralSigns(floored, general);
    expect(evaluateTriage(joined, { stiff_neck: false })).toEqual({
      level: 'C',
      rationale: [FLOOR_RULE_ID],
    });
    expect(evaluateTriage(joined, { temperature: 36.5, unresponsive: false }).level).toBe('C');
    expect(evaluateTriage(joined, {})).toEqual({ level: 'D', rationale: ['default'] });
  });

  it('gives D only when every danger question asked is No; a child’s sign is asked of a child only', () => {
    const joined = withGeneralSigns(ruledOut, general);
    const allNo = { unresponsive: false, came_on_suddenly: false, stiff_neck: false };
    expect(evaluateTriage(joined, { ...allNo, temperature: 37 }).level).toBe('D');
    expect(evaluateTriage(joined, { ...allNo, age_band: 'years_12_or_more' }).level).toBe('D');
    expect(evaluateTriage(joined, { ...allNo, age_band: 'under_1_year' })).toEqual({
      level: 'C',
      rationale: [DANGER_NOT_RULED_OUT_RULE_ID],
    });
    expect(
      evaluateTriage(joined, { ...allNo, age_band: 'under_1_year', child_floppy: false }).level,
    ).toBe('D');
    expect(evaluateTriage(joined, { temperature: 37, stiff_neck: false }).level).toBe('C');
  });
});

describe('danger questions', () => {
  const joined = withGeneralSigns(ruledOut, general);

  it('are the general yes/no signs asked of this person and the test’s list, in screen order', () => {
    expect(dangerQuestions(joined, {}).map((field) => field.id)).toEqual([
      'unresponsive',
      'came_on_suddenly',
      'stiff_neck',
    ]);
    expect(dangerQuestions(joined, { age_band: 'under_1_year' }).map((field) => field.id)).toEqual([
      'unresponsive',
      'child_floppy',
      'came_on_suddenly',
      'stiff_neck',
    ]);
  });

  it('left blank are those without an answer; a No counts as answered', () => {
    expect(
      dangerQuestionsLeftBlank(joined, { unresponsive: false, temperature: 37 }).map(
        (field) => field.label,
      ),
    ).toEqual(['¿Empezó de golpe?', '¿Cuello rígido?']);
  });

  it('a question with askWhen is asked only while its condition holds; one without, always', () => {
    const [, unresponsive, floppy] = general.fields;
    if (unresponsive === undefined || floppy === undefined) throw new Error('fixture');
    expect(isAsked(unresponsive, {})).toBe(true);
    expect(isAsked(floppy, {})).toBe(false);
    expect(isAsked(floppy, { age_band: 'years_12_or_more' })).toBe(false);
    expect(isAsked(floppy, { age_band: 'under_1_year' })).toBe(true);
  });
});
