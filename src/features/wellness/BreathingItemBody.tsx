import { BreathingGuide } from './BreathingGuide';
import type { ItemBodyProps, ItemOfType } from './wellnessItemBlocks';
import { ReadAlongText } from './ReadAlongText';

/** A breathing item: the animated guide, then the written steps. */
export function BreathingItemBody({ block: item }: ItemBodyProps<ItemOfType<'breathing'>>) {
  return (
    <>
      <BreathingGuide pattern={item.pattern} />
      <ReadAlongText paragraphs={item.content} />
    </>
  );
}
