/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * Also the name of the category's services file.
 */
export type CoverageCategoryId =
  'medica' | 'legal' | 'vial' | 'mascotas' | 'fitness' | 'hogar' | 'funeraria';

/**
 * The coverage categories of /coberturas, in tab order (the first one is selected by default). Each category's services live in content/coverage/services/<category id>.json.
 */
export interface CoverageCategoriesFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * @minItems 1
   */
  categories: [CoverageCategory, ...CoverageCategory[]];
}
export interface CoverageCategory {
  id: CoverageCategoryId;
  /**
   * Tab label and the {category} of the heading 'Servicios de {category}'.
   */
  name: string;
  /**
   * A lucide icon name in kebab-case, e.g. 'paw-print'.
   */
  icon: string;
}
