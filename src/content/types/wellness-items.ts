/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

export type WellnessItem = TextWellnessItem | BreathingWellnessItem | AudioWellnessItem;
export type ItemId = string;
/**
 * The URL segment: /bienestar/{category slug}/{slug}. Unique across all wellness and nutrition content, since favorites are kept by slug.
 */
export type ItemSlug = string;
export type ItemTitle = string;
/**
 * A short line shown in the list instead of the summary when present.
 */
export type ItemSubtitle = string;
export type ItemSummary = string;
export type ItemDuration = string;
/**
 * Paragraphs or steps, in the order they are shown.
 *
 * @minItems 1
 */
export type ItemContent = [string, ...string[]];

/**
 * The items of one wellness category (content/wellness/items/<category slug>.json). Nutrition guides live apart, under content/nutrition/guides/.
 */
export interface WellnessItemsFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * The id of the category in content/wellness/categories.json.
   */
  category: 'tips' | 'breathing' | 'meditation' | 'routines' | 'sleep';
  /**
   * @minItems 1
   */
  items: [WellnessItem, ...WellnessItem[]];
}
export interface TextWellnessItem {
  id: ItemId;
  slug: ItemSlug;
  title: ItemTitle;
  subtitle?: ItemSubtitle;
  summary: ItemSummary;
  duration: ItemDuration;
  content: ItemContent;
  type: 'text';
}
/**
 * A guided breathing exercise: the page animates the pattern.
 */
export interface BreathingWellnessItem {
  id: ItemId;
  slug: ItemSlug;
  title: ItemTitle;
  subtitle?: ItemSubtitle;
  summary: ItemSummary;
  duration: ItemDuration;
  content: ItemContent;
  type: 'breathing';
  pattern: BreathingPattern;
}
/**
 * Seconds per phase. Phases run in this order: inhale, hold1, inhale2, hold3, exhale, hold2; a phase of 0 seconds (or absent) is skipped. inhale2 and hold3 are the second inhalation of the physiological sigh and the pause after it.
 */
export interface BreathingPattern {
  inhale: number;
  hold1: number;
  inhale2?: number;
  hold3?: number;
  exhale: number;
  hold2: number;
}
/**
 * A recorded session; content is its written guide, shown while no recording is available.
 */
export interface AudioWellnessItem {
  id: ItemId;
  slug: ItemSlug;
  title: ItemTitle;
  subtitle?: ItemSubtitle;
  summary: ItemSummary;
  duration: ItemDuration;
  content: ItemContent;
  type: 'audio';
  /**
   * Path of the recording under public/audio/.
   */
  audioSrc: string;
}
