import { ReadAlongText } from './ReadAlongText';
import type { ItemBodyProps } from './wellnessItemBlocks';

/** A tip, routine or sleep habit: its paragraphs. Also the registry's fallback for unknown types. */
export function TextItemBody({ block: item }: ItemBodyProps) {
  return <ReadAlongText paragraphs={item.content} />;
}
