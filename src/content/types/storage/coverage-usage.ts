/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_coverage` (spec §3 Usage counter): a bare map from coverage service id to the number of uses the member registered. Ids the catalogue no longer has are kept. Counts written loosely by older versions (text, fractions, negatives) are repaired on load rather than reset (src/domain/membership/coverage.ts repairCoverageUsage).
 */
export interface CoverageUsage {
  [k: string]: number | undefined;
}
