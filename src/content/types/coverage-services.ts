/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * The services of one coverage category (content/coverage/services/<category id>.json), in the order their cards appear.
 */
export interface CoverageServicesFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * @minItems 1
   */
  services: [CoverageService, ...CoverageService[]];
}
export interface CoverageService {
  /**
   * Unique across all categories: usage is counted per service id in the browser (vita365_coverage), so never rename an id that members have used.
   */
  id: string;
  name: string;
  /**
   * Uses included per membership. 0 when the service is unlimited.
   */
  events: number;
  unlimited: boolean;
  /**
   * The value or limit shown on the card, e.g. 'Hasta $1,000 MXN por evento' or 'Sin costo'.
   */
  value: string;
}
