/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

export type TriageLevelId = 'A' | 'B' | 'C' | 'D';

/**
 * The four triage levels (A most urgent … D self-care) and the Spanish messages the result's call to action shows.
 */
export interface TriageLevelsFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * @minItems 4
   * @maxItems 4
   */
  levels: [TriageLevel, TriageLevel, TriageLevel, TriageLevel];
  messages: TriageMessages;
}
export interface TriageLevel {
  id: TriageLevelId;
  label: 'Ambulancia inmediata' | 'Urgencias hoy' | 'Consulta 24–72 h' | 'Autocuidado';
  /**
   * Shown together with the label, never alone: A red, B orange, C amber, D green.
   */
  color: string;
  /**
   * 4 for A down to 1 for D; the property tests compare results by it.
   */
  urgency: number;
}
export interface TriageMessages {
  mapSearch: MapSearch;
  /**
   * Shown by level D's action: the self-care guide is simulated.
   */
  selfCareSimulated: string;
  /**
   * Shown when a level has no route (spec §4).
   */
  actionUndefined: 'Acción no definida';
}
/**
 * Level B's main action: a link that opens the phone's maps app on a search for emergency rooms near the member, with no key (a Google Maps search URL works on every phone and in any browser).
 */
export interface MapSearch {
  /**
   * A line under the main action (whose text is the test's cta label) saying what it opens.
   */
  label: string;
  /**
   * What the maps app searches for, as a member would type it.
   */
  query: string;
}
