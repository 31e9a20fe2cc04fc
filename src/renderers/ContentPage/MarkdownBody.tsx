import type { MDXContent } from 'mdx/types';
import type { BlockRegistry, ContentBlock } from './blockRegistry';

export interface MarkdownBodyProps<B extends ContentBlock, C> {
  /** The compiled MDX of a content file. */
  readonly Content: MDXContent;
  readonly registry: BlockRegistry<B, C>;
}

/** An MDX text (a legal text, a self-care guide) with its elements drawn by the registry. */
export function MarkdownBody<B extends ContentBlock, C>({
  Content,
  registry,
}: MarkdownBodyProps<B, C>) {
  return <Content components={registry.markdown} />;
}
