/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

export type TriageField = TriageBoolField | TriageNumberField | TriageChoiceField;
export type FieldId = string;
/**
 * Optional plain-words explanation under the question.
 */
export type Help = string;
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
export type AdviceText = string;
/**
 * When the test may give D 'Autocuidado' (issue 39). 'never': an answered test never gives D (a generated rule floor_no_self_care gives C after the test's rules). 'whenDangerRuledOut': D only when every listed danger question and every shared general sign shown is answered 'No' (otherwise the generated rule c_danger_not_ruled_out gives C and the screen names the questions left blank).
 */
export type TriageSelfCare = TriageSelfCareNever | TriageSelfCareWhenDangerRuledOut;

/**
 * One symptom test of the alerts screen (/mi-chequeo/test-alertas): its questions, its rules in evaluation order, and per level a call to action and advice. Field ids are fixed by the triage contract.
 */
export interface TriageTest {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * Equals the file name without .json.
   */
  id:
    | 'chest_pain'
    | 'dyspnea'
    | 'stroke_fast'
    | 'fever_sepsis'
    | 'syncope'
    | 'abdominal_pain'
    | 'anaphylaxis'
    | 'trauma'
    | 'obstetrics'
    | 'mental_health_crisis';
  /**
   * Position of the test's card on screen, from 1.
   */
  order: number;
  title: string;
  description: string;
  /**
   * A lucide icon name in kebab-case, e.g. heart-pulse.
   */
  icon: string;
  /**
   * @minItems 1
   */
  fields: [TriageField, ...TriageField[]];
  /**
   * Evaluated in this order; the first rule whose condition (and extra condition) holds decides.
   *
   * @minItems 1
   */
  rules: [TriageRule, ...TriageRule[]];
  cta: TriageCtas;
  advice: TriageAdvice;
  selfCare: TriageSelfCare;
  /**
   * The test's red-flag inventory (issue 39): each red flag, the answers that capture it and the least urgent level it may give. npm run validate:content evaluates each one alone (only its answers given, everything else blank) and fails when the result is less urgent than minLevel.
   *
   * @minItems 1
   */
  redFlags: [TriageRedFlag, ...TriageRedFlag[]];
}
export interface TriageBoolField {
  id: FieldId;
  type: 'bool';
  label: string;
  help?: Help;
  /**
   * True when 'sí' is the safe answer (e.g. 'the signs went away'); 'no' or blank is then the side of danger.
   */
  invertMeaning?: boolean;
  askWhen?: TriageAskWhen;
}
export interface TriageNumberField {
  id: FieldId;
  type: 'number';
  label: string;
  help?: Help;
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
  id: FieldId;
  type: 'choice';
  label: string;
  help?: Help;
  /**
   * @minItems 2
   */
  options: [TriageChoiceOption, TriageChoiceOption, ...TriageChoiceOption[]];
  askWhen?: TriageAskWhen;
}
export interface TriageChoiceOption {
  id: FieldId;
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
  readsBlank?: [FieldId, ...FieldId[]];
}
export interface TriageAction {
  level: TriageLevelId;
}
/**
 * Call to action per level. D (the default) is required; so is every level a rule can produce.
 */
export interface TriageCtas {
  A?: TriageCta;
  B?: TriageCta;
  C?: TriageCta;
  D: TriageCta;
}
export interface TriageCta {
  label: string;
  /**
   * One of the spec's triage routes; without a route the button says 'Acción no definida'.
   */
  route?:
    | 'ambulance/start'
    | 'er/map'
    | 'er/ob'
    | 'care/schedule'
    | 'care/psych-live'
    | 'crisis/hotline'
    | 'selfcare/chestpain'
    | 'selfcare/dyspnea'
    | 'selfcare/stroke'
    | 'selfcare/fever'
    | 'selfcare/syncope'
    | 'selfcare/abdomen'
    | 'selfcare/allergy'
    | 'selfcare/trauma'
    | 'selfcare/ob'
    | 'selfcare/mental';
  /**
   * A second call link shown with this result: 'crisisLine' is the national crisis line (Línea de la Vida) of content/contact.json.
   */
  alsoCall?: 'crisisLine';
}
/**
 * Advice shown with the result, per level; same presence rule as cta.
 */
export interface TriageAdvice {
  A?: AdviceText;
  B?: AdviceText;
  C?: AdviceText;
  D: AdviceText;
}
export interface TriageSelfCareNever {
  mode: 'never';
  /**
   * Shown to the member under '¿Por qué?' when the floor decides.
   */
  reason: string;
}
export interface TriageSelfCareWhenDangerRuledOut {
  mode: 'whenDangerRuledOut';
  /**
   * Yes/no questions of this test whose 'sí' is a danger sign; D needs each answered 'No'.
   *
   * @minItems 1
   */
  dangerQuestions: [FieldId, ...FieldId[]];
  /**
   * Shown to the member under '¿Por qué?' when a danger question was left blank.
   */
  reason: string;
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
