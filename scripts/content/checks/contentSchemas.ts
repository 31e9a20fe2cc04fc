/** The schema names (relative to schemas/) that the cross-file checks look for in schemas/index.json. */
export const contentSchemas = {
  triageTest: 'triage-test.schema.json',
  triageGeneralSigns: 'triage-general-signs.schema.json',
  triageLevels: 'triage-levels.schema.json',
  coverageCategories: 'coverage-categories.schema.json',
  coverageServices: 'coverage-services.schema.json',
  pricing: 'pricing.schema.json',
  contact: 'contact.schema.json',
} as const;
