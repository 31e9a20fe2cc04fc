/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita365_favorites` (spec §3 Favorite), kept as a bare array: a wellness item or nutrition guide the member saved. The slug identifies it (favourites are deduplicated by slug); the rest is a copy taken when it was saved, so the list still reads well if the content changes. Unknown fields written by earlier versions are accepted and kept.
 */
export interface Favorite {
  /**
   * The item's content id.
   */
  id?: string | number;
  /**
   * The id of the item's category in content/wellness/categories.json ('breathing', 'nutrition', …).
   */
  category?: string;
  title: string;
  summary?: string;
  duration?: string;
  slug: string;
}
