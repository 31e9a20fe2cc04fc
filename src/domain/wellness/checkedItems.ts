// Checked items (spec §3, §4): a map from a key (a nutrition guide's slug) to the ids ticked under
// it; a toggle adds or removes one id for its key. Every rule returns a new map.
import type { CheckedItems } from '../../content/types/storage/checked-items';

export type { CheckedItems };

/** The map as a reader sees it (a valtio snapshot is deeply read-only). */
export type CheckedItemsView = { readonly [key: string]: readonly string[] | undefined };

export function checkedIdsOf(checked: CheckedItemsView, key: string): readonly string[] {
  return Object.hasOwn(checked, key) ? (checked[key] ?? []) : [];
}

/** Ticks the id under its key, or unticks it; a key left with no ids is dropped from the map. */
export function toggleCheckedItem(
  checked: CheckedItemsView,
  key: string,
  id: string,
): CheckedItems {
  const others = Object.entries(checked).flatMap(([otherKey, ids]): [string, string[]][] =>
    otherKey !== key && ids !== undefined ? [[otherKey, [...ids]]] : [],
  );
  const current = checkedIdsOf(checked, key);
  const next = current.includes(id)
    ? current.filter((checkedId) => checkedId !== id)
    : [...new Set([...current, id])];
  // fromEntries defines own properties, so no key (not even '__proto__') reaches the prototype.
  return Object.fromEntries(next.length > 0 ? [...others, [key, next]] : others);
}

/**
 * A stable id for a checklist line, taken from its text (FNV-1a, 32 bits, base 36): reordering a
 * guide's tips keeps each tick on its tip, and rewording a tip clears its tick, which is what a
 * member would expect of a different tip.
 */
export function checklistItemId(prefix: string, text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text.normalize('NFC')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${prefix}-${hash.toString(36)}`;
}
