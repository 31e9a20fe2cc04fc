// The one registry that decides how a content page draws each block of its data (a wellness item's
// body, a nutrition guide's sections) and each Markdown element of its MDX (legal texts, self-care
// guides). The renderer knows no feature: a feature registers its own block views here, and a block
// whose type has no view gets the registry's explicit fallback instead of breaking the page.
import type { MDXComponents } from 'mdx/types';
import type { ComponentType } from 'react';
import { headingsUnderTitle, markdownComponents } from './markdownComponents';

export interface ContentBlock {
  readonly type: string;
}

export interface BlockProps<B, C = undefined> {
  readonly block: B;
  /** What every block of the page shares (where its ticks are kept, what opens a dialog…). */
  readonly context: C;
}

export type BlockView<B, C = undefined> = ComponentType<BlockProps<B, C>>;

export type BlockViews<B extends ContentBlock, C = undefined> = {
  readonly [T in B['type']]?: BlockView<Extract<B, { readonly type: T }>, C>;
};

export interface BlockRegistry<B extends ContentBlock, C = undefined> {
  readonly views: BlockViews<B, C>;
  /** Draws a block whose type has no view. */
  readonly fallback: BlockView<B, C>;
  /** How the Markdown elements of an MDX body look. */
  readonly markdown: MDXComponents;
}

export interface BlockRegistryEntries<B extends ContentBlock, C> {
  readonly views: BlockViews<B, C>;
  readonly fallback: BlockView<B, C>;
  /** Elements drawn differently from the shared Markdown look; the rest keep it. */
  readonly markdown?: MDXComponents;
}

/** A registry of the given views and fallback, on top of the shared Markdown look. */
export function createBlockRegistry<B extends ContentBlock, C = undefined>({
  views,
  fallback,
  markdown = {},
}: BlockRegistryEntries<B, C>): BlockRegistry<B, C> {
  return { views, fallback, markdown: { ...markdownComponents, ...markdown } };
}

/** The view for a block, looked up by its type; an unknown type gets the fallback. */
export function blockViewFor<B extends ContentBlock, C>(
  registry: BlockRegistry<B, C>,
  block: { readonly type: string },
): BlockView<B, C> {
  // Each view only ever receives blocks of its own key's type, which the lookup by `type`
  // guarantees; the mapped type just cannot express that pairing.
  const byType = registry.views as Readonly<Record<string, BlockView<B, C> | undefined>>;
  return (Object.hasOwn(byType, block.type) ? byType[block.type] : undefined) ?? registry.fallback;
}

/** A block in a text that has none of its own: drawn as nothing rather than break the page. */
function NoBlockView(): null {
  return null;
}

/** The registry of a page that is all Markdown (a legal text, a self-care guide). */
export const markdownOnlyBlocks: BlockRegistry<ContentBlock> = createBlockRegistry<ContentBlock>({
  views: {},
  fallback: NoBlockView,
});

/** The registry of a Markdown text drawn under its page's own title (a self-care guide). */
export const markdownUnderTitle: BlockRegistry<ContentBlock> = createBlockRegistry<ContentBlock>({
  views: {},
  fallback: NoBlockView,
  markdown: headingsUnderTitle,
});
