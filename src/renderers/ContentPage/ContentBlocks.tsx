import { createElement, type Key, type ReactElement } from 'react';
import { blockViewFor, type BlockRegistry, type ContentBlock } from './blockRegistry';

export interface ContentBlocksProps<B extends ContentBlock, C> {
  readonly blocks: readonly B[];
  readonly registry: BlockRegistry<B, C>;
  readonly context: C;
  /** A key per block, so a block's state follows it (its position when absent). */
  readonly keyOf?: (block: B, index: number) => Key;
}

/** Draws each block with the view its type calls for (a registry entry, never made during render). */
export function ContentBlocks<B extends ContentBlock, C>({
  blocks,
  registry,
  context,
  keyOf = (_block, index) => index,
}: ContentBlocksProps<B, C>): ReactElement {
  return (
    <>
      {blocks.map((block, index) =>
        createElement(blockViewFor(registry, block), { key: keyOf(block, index), block, context }),
      )}
    </>
  );
}
