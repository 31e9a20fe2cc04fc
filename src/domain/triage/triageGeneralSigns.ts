// Joins the general danger signs (content/triage/general-signs.json) to one triage test, and adds
// the rule that keeps the test from giving self-care when danger was not ruled out (issue 39).
//
// The joined test is an ordinary triage test: the engine, the command line, the explanation and the
// review tables read it like any other. Its parts, in order:
// - fields: the general signs first, then the test's own questions;
// - rules: the general A rules, the test's A rules, the general B rules, the rest of the test's
//   rules, then the self-care rule. A general sign never lowers a test's level: nothing outranks an A,
//   and a general B stands after the test's last A rule and, since a test writes its A rules first
//   (content check), before every test rule that is not A. The test's own rules keep their order;
// - the self-care rule (level C), after every test rule, unless the last one already matches always:
//   - `floor_no_self_care` (selfCare.mode 'never'): any answer set with at least one answer;
//   - `c_danger_not_ruled_out` (selfCare.mode 'whenDangerRuledOut'): an answer set with at least one
//     answer where a danger question asked of this person (the test's, and each general yes/no sign
//     whose askWhen holds) was left blank. D then needs each of them answered 'No'.
//   An empty answer set keeps the contract's default D; the screen never evaluates one.
import type {
  TriageField,
  TriageLevelId,
  TriageRedFlag,
  TriageRule,
  TriageTest,
} from '../../content/types/triage-test';
import type { TriageGeneralSigns } from '../../content/types/triage-general-signs';
import { conditionHolds, isAnswered, type TriageAnswers } from './triage.ts';

/** What the screen shows around the general signs. */
export interface GeneralSignsSection {
  readonly title: string;
  readonly description: string;
  readonly noneLabel: string;
  readonly noneDone: string;
  readonly testQuestionsTitle: string;
  /** The line above the danger questions left blank, on a result that held self-care back. */
  readonly unansweredIntro: string;
  /** The general signs' field ids, in order: the first fields of the joined test. */
  readonly fieldIds: readonly string[];
}

/** A triage test with the general signs joined to it. */
export interface TriageTestWithGeneralSigns extends TriageTest {
  readonly generalSigns: GeneralSignsSection;
}

export const FLOOR_RULE_ID = 'floor_no_self_care';
export const DANGER_NOT_RULED_OUT_RULE_ID = 'c_danger_not_ruled_out';

type Logic = Record<string, unknown>;

const answered = (fieldId: string): Logic => ({ '!=': [{ var: fieldId }, null] });
// Negating the guarded comparison is true only for a blank field: a deliberate read of a blank.
const blank = (fieldId: string): Logic => ({ '!': answered(fieldId) });

function anyAnswered(fields: readonly TriageField[]): Logic {
  return { or: fields.map((field) => answered(field.id)) };
}

/** The list as the schema's non-empty array type; the callers never pass an empty one. */
function nonEmpty<T>(items: readonly T[]): [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('expected at least one item');
  return [first, ...rest];
}

function isYesNo(field: TriageField): boolean {
  return field.type === 'bool' && field.invertMeaning !== true;
}

function levelOf(rule: TriageRule): TriageLevelId {
  return rule.action.level;
}

function selfCareRule(
  test: TriageTest,
  general: TriageGeneralSigns,
  fields: readonly TriageField[],
): TriageRule | undefined {
  const last = test.rules.at(-1);
  if (last?.condition === true && last.extraCondition === undefined) return undefined;
  const { selfCare } = test;
  if (selfCare.mode === 'never') {
    return {
      id: FLOOR_RULE_ID,
      condition: anyAnswered(fields),
      action: { level: 'C' },
      note: 'Issue 39: this test never gives self-care; any answered test is at least C.',
      reason: selfCare.reason,
      source:
        'Third clinical review (issue 39): chest pain, breathlessness, stroke signs, fainting, pregnancy warning signs and allergic reactions beyond the skin need a clinician (NICE CKS; NHS 111 pathways).',
    };
  }
  const generalDanger = general.fields.filter(isYesNo);
  const dangerBlank = [
    ...generalDanger.map((field) =>
      field.askWhen === undefined ? blank(field.id) : { and: [field.askWhen, blank(field.id)] },
    ),
    ...selfCare.dangerQuestions.map(blank),
  ];
  return {
    id: DANGER_NOT_RULED_OUT_RULE_ID,
    condition: { and: [anyAnswered(fields), { or: dangerBlank }] },
    action: { level: 'C' },
    note: 'Issue 39: self-care only when every danger question asked is answered No; one left blank gives C.',
    reason: selfCare.reason,
    source:
      'Third clinical review (issue 39): a danger sign that was not ruled out is not self-care (Manchester Triage System: a discriminator is ruled out before a lower priority is given).',
    readsBlank: nonEmpty([...generalDanger.map((field) => field.id), ...selfCare.dangerQuestions]),
  };
}

/** The test with the general signs joined (see the header); throws if a field id is in both. */
export function withGeneralSigns(
  test: TriageTest,
  general: TriageGeneralSigns,
): TriageTestWithGeneralSigns {
  const ownIds = new Set(test.fields.map((field) => field.id));
  const shared = general.fields.filter((field) => ownIds.has(field.id));
  if (shared.length > 0) {
    const ids = shared.map((field) => field.id).join(', ');
    throw new Error(`Triage test "${test.id}" defines general-sign fields again: ${ids}`);
  }
  const fields = [...general.fields, ...test.fields];
  // After the test's last A rule: a general B never hides a test's A. A test's A rules come first
  // (a content check), so no rule of the test that is not A stands before the general B rules either.
  const splitAt = test.rules.findLastIndex((rule) => levelOf(rule) === 'A') + 1;
  const generalRules = (level: TriageLevelId) =>
    general.rules.filter((rule) => levelOf(rule) === level);
  const floor = selfCareRule(test, general, fields);
  return {
    ...test,
    fields: nonEmpty(fields),
    rules: nonEmpty([
      ...generalRules('A'),
      ...test.rules.slice(0, splitAt),
      ...generalRules('B'),
      ...test.rules.slice(splitAt),
      ...(floor === undefined ? [] : [floor]),
    ]),
    redFlags: nonEmpty<TriageRedFlag>([...general.redFlags, ...test.redFlags]),
    generalSigns: {
      title: general.title,
      description: general.description,
      noneLabel: general.noneLabel,
      noneDone: general.noneDone,
      testQuestionsTitle: general.testQuestionsTitle,
      unansweredIntro: general.unansweredIntro,
      fieldIds: general.fields.map((field) => field.id),
    },
  };
}

/** Whether a question is asked of this person: it has no askWhen, or its askWhen holds. */
export function isAsked(field: TriageField, answers: TriageAnswers): boolean {
  if (field.askWhen === undefined) return true;
  try {
    return conditionHolds(field.askWhen, answers);
  } catch {
    return true;
  }
}

/** The danger questions asked of this person: the general yes/no signs and the test's own list. */
export function dangerQuestions(
  test: TriageTestWithGeneralSigns,
  answers: TriageAnswers,
): TriageField[] {
  const own = new Set(
    test.selfCare.mode === 'whenDangerRuledOut' ? test.selfCare.dangerQuestions : [],
  );
  const general = new Set(test.generalSigns.fieldIds);
  return test.fields.filter(
    (field) =>
      ((general.has(field.id) && isYesNo(field)) || own.has(field.id)) && isAsked(field, answers),
  );
}

/** The danger questions left blank, for the result card when self-care was held back for them. */
export function dangerQuestionsLeftBlank(
  test: TriageTestWithGeneralSigns,
  answers: TriageAnswers,
): TriageField[] {
  return dangerQuestions(test, answers).filter((field) => !isAnswered(answers, field.id));
}
