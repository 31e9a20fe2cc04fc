// Wellness favorites are kept and de-duplicated by slug and completed items by id, across every
// category and the nutrition guides, so an item's slug and its id must each be unique in the whole
// content. Items are the objects with a slug at the top of a file or inside an `items` list.
import { contentProblem, type ContentProblem, type PathSegment } from '../contentProblem.ts';
import { isRecord, type JsonRecord } from '../../lib/jsonAccess.ts';
import type { ContentCheck } from './contentCheck.ts';

interface SluggedItem {
  readonly file: string;
  readonly path: readonly PathSegment[];
  readonly item: JsonRecord;
}

function collectItems(
  file: string,
  node: unknown,
  path: readonly PathSegment[],
  inItems: boolean,
  found: SluggedItem[],
): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => collectItems(file, child, [...path, index], inItems, found));
    return;
  }
  if (!isRecord(node)) return;
  if ((inItems || path.length === 0) && typeof node['slug'] === 'string') {
    found.push({ file, path, item: node });
  }
  for (const [key, value] of Object.entries(node)) {
    collectItems(file, value, [...path, key], key === 'items', found);
  }
}

function reportDuplicates(
  items: readonly SluggedItem[],
  key: 'slug' | 'id',
  problems: ContentProblem[],
): void {
  const first = new Map<string, SluggedItem>();
  for (const entry of items) {
    const value = entry.item[key];
    if (typeof value !== 'string') continue;
    const earlier = first.get(value);
    if (earlier === undefined) {
      first.set(value, entry);
      continue;
    }
    const where = earlier.file === entry.file ? 'this file' : earlier.file;
    problems.push(
      contentProblem(
        entry.file,
        [...entry.path, key],
        `duplicate ${key} "${value}" (also used in ${where})`,
      ),
    );
  }
}

export const slugsAreUniqueAcrossContent: ContentCheck = {
  name: 'item slugs and ids are unique across all content',
  run(context) {
    const items: SluggedItem[] = [];
    for (const { file, data } of context.json) collectItems(file, data, [], false, items);
    const problems: ContentProblem[] = [];
    reportDuplicates(items, 'slug', problems);
    reportDuplicates(items, 'id', problems);
    return problems;
  },
};
