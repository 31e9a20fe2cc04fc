/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * The six categories of /bienestar, in the order their cards appear. The slug is the URL segment (/bienestar/{slug}).
 */
export interface WellnessCategoriesFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * @minItems 6
   * @maxItems 6
   */
  categories: [
    WellnessCategory,
    WellnessCategory,
    WellnessCategory,
    WellnessCategory,
    WellnessCategory,
    WellnessCategory,
  ];
}
export interface WellnessCategory {
  id: 'tips' | 'nutrition' | 'breathing' | 'meditation' | 'routines' | 'sleep';
  slug:
    | 'consejos'
    | 'nutricion'
    | 'respiracion'
    | 'meditacion'
    | 'rutinas-express'
    | 'higiene-del-sueno';
  title: string;
  description: string;
  /**
   * A lucide icon name in kebab-case, e.g. 'flower-2'.
   */
  icon: string;
  order: number;
}
