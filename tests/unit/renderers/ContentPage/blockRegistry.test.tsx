// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentBlocks } from '../../../../src/renderers/ContentPage/ContentBlocks';
import {
  blockViewFor,
  createBlockRegistry,
  markdownOnlyBlocks,
  type BlockProps,
} from '../../../../src/renderers/ContentPage/blockRegistry';
import { markdownComponents } from '../../../../src/renderers/ContentPage/markdownComponents';

type Block =
  { readonly type: 'note'; readonly text: string } | { readonly type: 'count'; readonly n: number };

function NoteView({ block, context }: BlockProps<Extract<Block, { type: 'note' }>, string>) {
  return (
    <p>
      {context}: {block.text}
    </p>
  );
}

function Fallback({ block }: BlockProps<Block, string>) {
  return <p>Bloque desconocido ({block.type})</p>;
}

const registry = createBlockRegistry<Block, string>({
  views: { note: NoteView },
  fallback: Fallback,
});

const blocks: readonly Block[] = [
  { type: 'note', text: 'Bebe agua' },
  { type: 'count', n: 3 },
];

afterEach(cleanup);

describe('the content block registry', () => {
  it('draws each block with the view of its type and the page’s shared context', () => {
    render(<ContentBlocks blocks={blocks} registry={registry} context="Consejo" />);
    expect(screen.getByText('Consejo: Bebe agua')).toBeTruthy();
    expect(screen.getByText('Bloque desconocido (count)')).toBeTruthy();
  });

  it.each(['video', 'toString', 'constructor', '__proto__', ''])(
    'falls back explicitly for the unknown type %j',
    (type) => {
      expect(blockViewFor(registry, { type })).toBe(Fallback);
    },
  );

  it('gives every registry the shared Markdown look, which a page may refine element by element', () => {
    expect(markdownOnlyBlocks.markdown).toEqual(markdownComponents);
    const H2 = () => null;
    const refined = createBlockRegistry<Block, string>({
      views: {},
      fallback: Fallback,
      markdown: { h2: H2 },
    });
    expect(refined.markdown.h2).toBe(H2);
    expect(refined.markdown.p).toBe(markdownComponents.p);
  });
});
