/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

import type { TriageField, TriageRedFlag, TriageRule } from './triage-test';

/**
 * The general danger signs asked first in every triage test (issue 39): written once, included by every test. Their fields come before each test's own questions; their A rules stand before every rule of the test and their B rules right after the test's last A rule (a test writes its A rules first), so a general sign never lowers a test's level.
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
