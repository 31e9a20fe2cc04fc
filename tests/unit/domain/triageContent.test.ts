// Checks the triage content files themselves: schema, the contract's field ids, and the cross-checks
// the engine relies on (known fields and options, cta and advice for every reachable level, safety
// nets after the spec's rules). `npm run validate:content` checks the schema and fields too.
// Field ids are checked on each test's own file; the rest on the test as the app joins it with the
// general danger signs (content/triage/general-signs.json) and the self-care rule (issue 39).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { triageLevels, triageTests } from '../../../src/content/triage';
import type { TriageRule, TriageTest } from '../../../src/content/types/triage-test';
import { ADULT_GUARD, withoutAdultGuard } from '../../property/triageThirdReviewBaseline';
import { baselineTestById, reviewFieldIds, reviewRules } from '../../property/triageBaseline';
import { triageTestFile } from '../../support/triageTestFiles';
import {
  DANGER_NOT_RULED_OUT_RULE_ID,
  FLOOR_RULE_ID,
} from '../../../src/domain/triage/triageGeneralSigns';

const root = path.resolve(import.meta.dirname, '../../..');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
}

/** Field ids and types from contracts/triage.md, "Fields by test". */
const contractFields: Record<string, Record<string, 'bool' | 'number' | 'choice'>> = {
  chest_pain: {
    pain_minutes: 'number',
    character: 'choice',
    radiation: 'bool',
    nausea_sweat: 'bool',
    dyspnea: 'bool',
    cocaine_recent: 'bool',
    heart_disease: 'bool',
    on_effort: 'bool',
    age: 'number',
    sex: 'choice',
    spo2: 'number',
    systolic: 'number',
  },
  dyspnea: {
    cannot_speak: 'bool',
    chest_pain: 'bool',
    spo2: 'number',
    fever: 'bool',
    cough: 'bool',
    edema: 'bool',
    pregnant: 'bool',
  },
  stroke_fast: {
    face: 'bool',
    arm: 'bool',
    speech: 'bool',
    onset_minutes: 'number',
    resolved: 'bool',
    seizure: 'bool',
    head_trauma: 'bool',
  },
  fever_sepsis: {
    temperature: 'number',
    respiratory_rate: 'number',
    systolic: 'number',
    mental_change: 'bool',
    immunosuppressed: 'bool',
  },
  syncope: {
    head_injury: 'bool',
    exertion: 'bool',
    chest_pain: 'bool',
    neuro_deficit: 'bool',
    pregnancy_weeks: 'number',
    systolic: 'number',
    palpitations: 'bool',
  },
  abdominal_pain: {
    sudden_onset: 'bool',
    guarding: 'bool',
    blood: 'bool',
    pregnant: 'bool',
    pelvic_pain: 'bool',
    lower_right_pain: 'bool',
    fever: 'bool',
    vomiting: 'bool',
    jaundice: 'bool',
  },
  anaphylaxis: {
    breathing_difficulty: 'bool',
    facial_swelling: 'bool',
    systolic: 'number',
    hives: 'bool',
    gi_symptoms: 'bool',
    exposure: 'bool',
  },
  trauma: {
    lost_consciousness: 'bool',
    heavy_bleeding: 'bool',
    spine_symptoms: 'bool',
    deformity: 'bool',
    breathing_difficulty: 'bool',
    high_energy: 'bool',
  },
  obstetrics: {
    gestation_weeks: 'number',
    bleeding: 'bool',
    fluid_loss: 'bool',
    fewer_movements: 'bool',
    headache_vision: 'bool',
    epigastric_pain: 'bool',
    systolic: 'number',
    contractions: 'bool',
  },
  mental_health_crisis: {
    intent: 'bool',
    plan: 'bool',
    attempt_3_months: 'bool',
    psychosis: 'bool',
    ideation: 'bool',
    has_support: 'bool',
    panic: 'bool',
    phq2_interest: 'number',
    phq2_mood: 'number',
  },
};

type FieldType = 'bool' | 'number' | 'choice';

/** Fields added by the clinical review (issue 20); content/triage/README.md gives meaning and source. */
const reviewFields: Record<string, Record<string, FieldType>> = {
  chest_pain: { pain_time_unknown: 'choice', fainted: 'bool' },
  dyspnea: {
    cyanosis: 'bool',
    respiratory_rate: 'number',
    reliever_no_help: 'bool',
    new_or_worse: 'bool',
  },
  stroke_fast: { balance: 'bool', eyes: 'bool', onset_unknown: 'choice' },
  fever_sepsis: {
    stiff_neck: 'bool',
    headache_light: 'bool',
    non_blanching_rash: 'bool',
    cold_mottled_skin: 'bool',
    infant_under_3_months: 'bool',
  },
  syncope: {
    lying_down: 'bool',
    breathlessness: 'bool',
    sudden_severe_pain: 'bool',
    black_stool: 'bool',
    heart_disease: 'bool',
  },
  abdominal_pain: { faint_or_pale: 'bool', testicle_pain: 'bool' },
  anaphylaxis: { faint_or_collapse: 'bool' },
  trauma: { confused_or_drowsy: 'bool', seizure: 'bool' },
  obstetrics: { diastolic: 'number', seizure: 'bool' },
  mental_health_crisis: { harm_others: 'bool' },
};

/**
 * Fields added by the second clinical review (issue 26); the README gives meaning and source. Its
 * `age_band` moved to the general danger signs with issue 39.
 */
const secondReviewFields: Record<string, Record<string, FieldType>> = {
  dyspnea: { drooling: 'bool', stridor: 'bool', muffled_voice: 'bool' },
  fever_sepsis: {
    felt_fever: 'bool',
    heart_rate: 'number',
    spo2: 'number',
    spreading_infection: 'bool',
    malaria_area: 'bool',
  },
  abdominal_pain: { heart_rate: 'number', systolic: 'number' },
  mental_health_crisis: { withdrawal: 'bool', withdrawal_danger: 'bool' },
};

/** Fields added by the third clinical review (issue 39); the README gives meaning and source. */
const thirdReviewFields: Record<string, Record<string, FieldType>> = {
  dyspnea: { pink_frothy_sputum: 'bool' },
  fever_sepsis: { unable_to_stand: 'bool', headache_vomiting: 'bool' },
  abdominal_pain: { pain_to_chest_or_back: 'bool' },
  trauma: { axial_load: 'bool', head_injury: 'bool', vomited: 'bool', anticoagulants: 'bool' },
  mental_health_crisis: { wants_help_substance: 'bool' },
};

/** The general danger signs every test asks first (content/triage/general-signs.json). */
const generalSignFields: Record<string, FieldType> = {
  age_band: 'choice',
  breathing_distress: 'bool',
  unresponsive: 'bool',
  child_floppy: 'bool',
  child_inconsolable: 'bool',
  seizure_now: 'bool',
  child_convulsion: 'bool',
  shock_signs: 'bool',
  uncontrolled_bleeding: 'bool',
  new_confusion: 'bool',
  child_unable_to_drink: 'bool',
  child_vomits_everything: 'bool',
  came_on_suddenly: 'bool',
  pain_score: 'number',
};

/** The specification's vital-sign rules that issue 39 keeps for adults and a blank age only. */
const adultOnlyRules = new Set([
  'chest_pain/a_systolic_under_90',
  'dyspnea/a_respiratory_rate_30',
  'dyspnea/b_respiratory_rate_25',
  'fever_sepsis/a_qsofa_2',
  'syncope/a_systolic_under_90',
  'anaphylaxis/a_systolic_under_90',
  'abdominal_pain/a_shock_values',
]);

const selfCareRuleIds = new Set([FLOOR_RULE_ID, DANGER_NOT_RULED_OUT_RULE_ID]);

const triageReadme = readFileSync(path.join(root, 'content/triage/README.md'), 'utf8');

/** Sí / No / No estoy seguro: "No" and "No estoy seguro" take the safer branch (issue 26). */
const knownUnknownUnsure = ['known', 'unknown', 'unsure'];

const contractOptions: Record<string, string[]> = {
  character: ['pressure', 'tearing', 'stabbing', 'burning', 'other'],
  sex: ['male', 'female'],
  onset_unknown: knownUnknownUnsure,
  pain_time_unknown: knownUnknownUnsure,
  age_band: [
    'under_1_year',
    'years_1_to_2',
    'years_3_to_4',
    'years_5_to_7',
    'years_8_to_11',
    'years_12_or_more',
  ],
};

const inverted = new Set(['stroke_fast/resolved', 'mental_health_crisis/has_support']);

/** Every {"var": id} read, and every string literal compared with one (choice options). */
function reads(node: unknown, vars: Set<string>, literals: Set<string>): void {
  if (Array.isArray(node)) {
    node.forEach((item: unknown) => reads(item, vars, literals));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [operator, args] of Object.entries(node)) {
    if (operator === 'var') {
      vars.add(String(Array.isArray(args) ? args[0] : args));
      continue;
    }
    if ((operator === '==' || operator === '!=') && Array.isArray(args)) {
      args
        .filter((arg): arg is string => typeof arg === 'string')
        .forEach((arg) => literals.add(arg));
    }
    reads(args, vars, literals);
  }
}

const testFiles = readdirSync(path.join(root, 'content/triage/tests')).filter((name) =>
  name.endsWith('.json'),
);

describe('triage content', () => {
  const ajv = new Ajv({ allErrors: true, strict: true });

  it('validates levels.json and every test file against their schemas', () => {
    const levels = ajv.compile(readJson('schemas/triage-levels.schema.json') as object);
    expect(levels(readJson('content/triage/levels.json')), JSON.stringify(levels.errors)).toBe(
      true,
    );
    const test = ajv.compile(readJson('schemas/triage-test.schema.json') as object);
    for (const name of testFiles) {
      expect(
        test(readJson(`content/triage/tests/${name}`)),
        `${name}: ${JSON.stringify(test.errors)}`,
      ).toBe(true);
    }
  });

  it('has one file per contract test, named after its id, in the spec order', () => {
    expect(testFiles.sort()).toEqual(
      Object.keys(contractFields)
        .map((id) => `${id}.json`)
        .sort(),
    );
    expect(triageTests().map((test) => test.id)).toEqual(Object.keys(contractFields));
    expect(triageTests().map((test) => test.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('wraps exactly the listed vital-sign rules in the adult guard, which reads a blank age', () => {
    const wrapped = triageTests().flatMap((test) =>
      test.rules
        .filter((rule) =>
          JSON.stringify(rule.condition).startsWith(`{"and":[${JSON.stringify(ADULT_GUARD)}`),
        )
        .filter((rule) => !rule.id.includes('child'))
        .map((rule) => `${test.id}/${rule.id}`),
    );
    expect(new Set(wrapped)).toEqual(adultOnlyRules);
  });

  it('lists the four levels A–D with the spec labels and falling urgency', () => {
    expect(triageLevels().map(({ id, label, urgency }) => [id, label, urgency])).toEqual([
      ['A', 'Ambulancia inmediata', 4],
      ['B', 'Urgencias hoy', 3],
      ['C', 'Consulta 24–72 h', 2],
      ['D', 'Autocuidado', 1],
    ]);
  });

  describe.each(triageTests().map((test) => [test.id, test] as const))(
    '%s',
    (id, test: TriageTest) => {
      it("keeps the contract field ids, types, options and invertMeaning flags, plus the reviews' fields, after the general signs", () => {
        const own = triageTestFile(id).fields;
        expect(Object.fromEntries(own.map((field) => [field.id, field.type]))).toEqual({
          ...contractFields[id],
          ...reviewFields[id],
          ...secondReviewFields[id],
          ...thirdReviewFields[id],
        });
        expect(Object.fromEntries(test.fields.map((field) => [field.id, field.type]))).toEqual({
          ...generalSignFields,
          ...Object.fromEntries(own.map((field) => [field.id, field.type])),
        });
        for (const field of test.fields) {
          if (field.type === 'choice')
            expect(field.options.map((option) => option.id)).toEqual(contractOptions[field.id]);
          if (field.type === 'number') expect(field.min).toBeLessThan(field.max);
          if (field.type === 'bool')
            expect(field.invertMeaning === true).toBe(inverted.has(`${id}/${field.id}`));
        }
      });

      it('reads only its own fields and compares choices only with their options', () => {
        const fieldIds = new Set(test.fields.map((field) => field.id));
        const options = new Set(
          test.fields.flatMap((field) =>
            field.type === 'choice' ? field.options.map((o) => o.id) : [],
          ),
        );
        const vars = new Set<string>();
        const literals = new Set<string>();
        test.rules.forEach((rule) =>
          reads([rule.condition, rule.extraCondition ?? null], vars, literals),
        );
        expect([...vars].filter((fieldId) => !fieldIds.has(fieldId))).toEqual([]);
        expect([...literals].filter((literal) => !options.has(literal))).toEqual([]);
      });

      it('keeps every rule of the test before the clinical review, unchanged and in the same order', () => {
        // What decides a level; the member-facing reason and the editor's note may be reworded.
        const logic = ({ id, condition, extraCondition, action, safetyNet }: TriageRule) => ({
          id,
          condition,
          extraCondition,
          action,
          safetyNet,
        });
        const before = baselineTestById(id).rules;
        const kept = new Set(before.map((rule) => rule.id));
        expect(
          test.rules
            .filter((rule) => kept.has(rule.id))
            .map((rule) =>
              adultOnlyRules.has(`${id}/${rule.id}`) ? withoutAdultGuard(rule) : rule,
            )
            .map(logic),
        ).toEqual(before.map(logic));
      });

      it('gives each question and rule of the review a help text, a Spanish reason and a source listed in the README', () => {
        for (const fieldId of reviewFieldIds(test)) {
          expect(test.fields.find((field) => field.id === fieldId)?.help, fieldId).toBeTruthy();
          expect(triageReadme, `README lists ${fieldId}`).toContain(`\`${fieldId}\``);
        }
        for (const rule of reviewRules(test)) {
          expect(rule.source, rule.id).toBeTruthy();
          expect(rule.reason, rule.id).toBeTruthy();
          expect(triageReadme, `README lists ${rule.id}`).toContain(`\`${rule.id}\``);
        }
        expect(baselineTestById(id).rules.filter((rule) => rule.source !== undefined)).toEqual([]);
      });

      it('has unique rule ids, safety nets only after the spec rules, and cta and advice for every level it can give', () => {
        const ids = test.rules.map((rule) => rule.id);
        expect(new Set(ids).size).toBe(ids.length);
        const ownRules = test.rules.filter((rule) => !selfCareRuleIds.has(rule.id));
        const firstSafetyNet = ownRules.findIndex((rule) => rule.safetyNet === true);
        if (firstSafetyNet >= 0)
          expect(ownRules.slice(firstSafetyNet).every((rule) => rule.safetyNet)).toBe(true);
        expect(test.rules.findIndex((rule) => selfCareRuleIds.has(rule.id))).not.toBe(
          ownRules.length - 1,
        );
        for (const level of new Set([
          'D',
          ...test.rules.map((rule) => rule.action.level),
        ] as const)) {
          expect(test.cta[level]?.route, `cta ${level}`).toBeTruthy();
          expect(test.advice[level], `advice ${level}`).toContain('diagnóstico');
        }
      });
    },
  );
});
