// How an item page draws an item by its type (spec §9: breathing guide, audio player, or text),
// registered in the content-page renderer's block registry. A new type is one entry here; a type
// without a view falls back to the item's written content, which every item has.
import type { WellnessItem } from '../../content/wellness';
import { createBlockRegistry, type BlockProps } from '../../renderers/ContentPage/blockRegistry';
import { AudioItemBody } from './AudioItemBody';
import { BreathingItemBody } from './BreathingItemBody';
import { TextItemBody } from './TextItemBody';

export type ItemOfType<T extends WellnessItem['type']> = Extract<WellnessItem, { type: T }>;

/** An item body's props: the item, and no shared context. */
export type ItemBodyProps<I extends WellnessItem = WellnessItem> = BlockProps<I>;

export const wellnessItemBlocks = createBlockRegistry<WellnessItem>({
  views: { text: TextItemBody, breathing: BreathingItemBody, audio: AudioItemBody },
  fallback: TextItemBody,
});
