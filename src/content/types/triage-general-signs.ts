/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

export type TriageField = TriageBoolField | TriageNumberField | TriageChoiceField;
/**
 * Only for questions that apply to some people (e.g. a child's signs): the question is shown, and counts as a danger question, only when this JSON-Logic condition holds on the other answers.
 */
export type TriageAskWhen =
  | {
      [k: string]: unknown | undefined;
    }
  | boolean;
/**
 * A JSON-Logic expression (json-logic-js). Answers are read only with {"var": "<fieldId>"}. A literal true means 'always' (used for the spec's 'else' levels).
 */
export type JsonLogic =
  | {
      [k: string]: unknown | undefined;
    }
  | boolean;
export type TriageLevelId = 'A' | 'B' | 'C' | 'D';

/**
 * The general danger signs asked first in every triage test (issue 39): written once, included by every test. Their fields come before each test's own questions; their A rules stand before every rule of the test and their B rules before the test's first rule that is not A, so a general sign never lowers a test's level.
 */
export interface TriageGeneralSigns {
  /**
   * This file's schema as a path relative to the file: ../../schemas/triage-general-signs.schema.json.
   */
  $schema?: string;
  /**
   * The checklist's heading, for a frightened reader.
   */
  title: string;
  /**
   * One line under the heading.
   */
  description: string;
  /**
   * The button that answers 'No' to every sign shown and left blank; it is not offered once a sign is answered 'Sí'.
   */
  noneLabel: string;
  /**
   * Said (politely, to screen readers too) after the button answered the blank signs 'No'.
   */
  noneDone: string;
  /**
   * The heading above the test's own questions.
   */
  testQuestionsTitle: string;
  /**
   * On a result that held self-care back because danger questions were left blank: the line above the list of those questions.
   */
  unansweredIntro: string;
  /**
   * @minItems 1
   */
  fields: [TriageField, ...TriageField[]];
  /**
   * Each a life threat (A) or another danger sign (B), with its source.
   *
   * @minItems 1
   */
  rules: [TriageRule, ...TriageRule[]];
  /**
   * @minItems 1
   */
  redFlags: [TriageRedFlag, ...TriageRedFlag[]];
}
export interface TriageBoolField {
  id: string;
  type: 'bool';
  label: string;
  /**
   * Optional plain-words explanation under the question.
   */
  help?: string;
  /**
   * True when 'sí' is the safe answer (e.g. 'the signs went away'); 'no' or blank is then the side of danger.
   */
  invertMeaning?: boolean;
  askWhen?: TriageAskWhen;
}
export interface TriageNumberField {
  id: string;
  type: 'number';
  label: string;
  /**
   * Optional plain-words explanation under the question.
   */
  help?: string;
  unit: string;
  /**
   * Smallest accepted answer (inclusive).
   */
  min: number;
  /**
   * Largest accepted answer (inclusive).
   */
  max: number;
  /**
   * Input granularity hint for the screen; answers between steps are still accepted.
   */
  step?: number;
  askWhen?: TriageAskWhen;
  /**
   * True when the number is how long a warning sign has lasted or the time since it began: a blank answer is read as unknown, on the safer side (issue 39).
   */
  isDuration?: boolean;
}
export interface TriageChoiceField {
  id: string;
  type: 'choice';
  label: string;
  /**
   * Optional plain-words explanation under the question.
   */
  help?: string;
  /**
   * @minItems 2
   */
  options: [TriageChoiceOption, TriageChoiceOption, ...TriageChoiceOption[]];
  askWhen?: TriageAskWhen;
}
export interface TriageChoiceOption {
  id: string;
  label: string;
}
export interface TriageRule {
  /**
   * Unique within the test; appears as the result's rationale.
   */
  id: string;
  condition: JsonLogic;
  extraCondition?: JsonLogic;
  action: TriageAction;
  /**
   * For editors: which spec threshold this rule implements (or why a safety net exists).
   */
  note: string;
  /**
   * Shown to the member as the result's 'why' when this rule decides: the answers that led to the level, in plain Spanish.
   */
  reason?: string;
  /**
   * True only for the documented safety-net rules placed after the spec's rules (see content/triage/README.md).
   */
  safetyNet?: boolean;
  /**
   * Only on a rule the specification does not give (added by a clinical review): the guideline and the figure it uses, e.g. 'NEWS2 (RCP 2017): respiration rate >= 25 scores 3'. content/triage/README.md lists each one.
   */
  source?: string;
  /**
   * Fields this rule deliberately reads as 'unknown' when left blank, the side of danger (e.g. a persisting stroke sign with the minutes blank gives A; with the age blank the adult heart rate applies). Written as {"!": {"var": id}}. The safety check 'a blank never satisfies a threshold' skips these fields for this rule; content/triage/README.md lists each one.
   *
   * @minItems 1
   */
  readsBlank?: [string, ...string[]];
}
export interface TriageAction {
  level: TriageLevelId;
}
export interface TriageRedFlag {
  /**
   * Unique within the test (and the general signs).
   */
  id: string;
  /**
   * For clinicians: the sign as the source names it.
   */
  description: string;
  /**
   * The guideline that names it, e.g. 'NICE CKS Chest pain', 'Manchester Triage System: shock', 'WHO IMCI general danger signs'.
   */
  source: string;
  answers: TriageRedFlagAnswers;
  minLevel: TriageLevelId;
}
/**
 * The answers that capture the red flag, by field id (the test's or the general signs').
 */
export interface TriageRedFlagAnswers {
  [k: string]: (boolean | number | string) | undefined;
}
