// The one place that decides which body an item page shows for an item's type (spec §9: breathing
// guide, audio player, or text). A new type is one entry here; a type missing from the registry
// falls back to its written content instead of breaking the page.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { WellnessItem } from '../../content/wellness';
import { AudioItemBody } from './AudioItemBody';
import { BreathingItemBody } from './BreathingItemBody';
import { TextItemBody } from './TextItemBody';

export type ItemOfType<T extends WellnessItem['type']> = Extract<WellnessItem, { type: T }>;

export interface ItemBodyProps<I extends WellnessItem = WellnessItem> {
  readonly item: I;
}

export type ItemBodyRegistry = {
  readonly [T in WellnessItem['type']]: ComponentType<ItemBodyProps<ItemOfType<T>>>;
};

export const itemBodyRegistry: ItemBodyRegistry = {
  text: TextItemBody,
  breathing: BreathingItemBody,
  audio: AudioItemBody,
};

/** Every item has written content, so the fallback shows that. */
export const fallbackItemBody: ComponentType<ItemBodyProps> = TextItemBody;

/** The body for an item, looked up by its type; an unknown type gets the fallback. */
export function itemBodyFor(
  item: { readonly type: string },
  registry: ItemBodyRegistry = itemBodyRegistry,
): ComponentType<ItemBodyProps> {
  // Each entry only ever receives items of its own key's type, which the lookup by `item.type`
  // guarantees; the mapped type just cannot express that pairing.
  const byType = registry as Readonly<Record<string, ComponentType<ItemBodyProps> | undefined>>;
  return Object.hasOwn(byType, item.type)
    ? (byType[item.type] ?? fallbackItemBody)
    : fallbackItemBody;
}

/** Draws the item with the body its type calls for (a registry entry, never made during render). */
export function ItemBody({ item }: ItemBodyProps): ReactElement {
  return createElement(itemBodyFor(item), { item });
}
