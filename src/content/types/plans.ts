/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

export type PlanId = 'individual' | 'equipo' | 'familiar';
export type PlanCtaKind = 'register' | 'chat';

/**
 * The plan chooser of the landing page (content/plans/plans.json), in the order the cards appear.
 */
export interface PlansFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  heading: string;
  /**
   * @minItems 1
   */
  plans: [Plan, ...Plan[]];
}
export interface Plan {
  id: PlanId;
  name: string;
  /**
   * One short line under the plan name.
   */
  tagline: string;
  description: string;
  /**
   * @minItems 1
   * @maxItems 6
   */
  features:
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string];
  cta: PlanCta;
}
/**
 * The plan's button. 'register' goes to /register; 'chat' opens the chat link of content/contact.json with its pre-filled business message.
 */
export interface PlanCta {
  label: string;
  kind: PlanCtaKind;
}
