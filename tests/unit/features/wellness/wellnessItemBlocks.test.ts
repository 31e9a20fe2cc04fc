import { Sparkles, Wind } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { wellnessCategories, wellnessItems } from '../../../../src/content/wellness';
import { AudioItemBody } from '../../../../src/features/wellness/AudioItemBody';
import { BreathingItemBody } from '../../../../src/features/wellness/BreathingItemBody';
import { categoryIconFor } from '../../../../src/features/wellness/CategoryIcon';
import { TextItemBody } from '../../../../src/features/wellness/TextItemBody';
import { wellnessItemBlocks } from '../../../../src/features/wellness/wellnessItemBlocks';
import { blockViewFor } from '../../../../src/renderers/ContentPage/blockRegistry';

const itemBodyFor = (item: { readonly type: string }) => blockViewFor(wellnessItemBlocks, item);

describe('the wellness item blocks', () => {
  it('picks the body by the item type', () => {
    expect(itemBodyFor({ type: 'breathing' })).toBe(BreathingItemBody);
    expect(itemBodyFor({ type: 'audio' })).toBe(AudioItemBody);
    expect(itemBodyFor({ type: 'text' })).toBe(TextItemBody);
  });

  it.each(['video', 'toString', 'constructor', '__proto__', ''])(
    'falls back to the written content for the unknown type %j',
    (type) => {
      expect(itemBodyFor({ type })).toBe(wellnessItemBlocks.fallback);
      expect(wellnessItemBlocks.fallback).toBe(TextItemBody);
    },
  );

  it('has a body other than the fallback for every type the shipped content uses', () => {
    const types = new Set(
      wellnessCategories().flatMap((category) =>
        wellnessItems(category.slug).map((item) => item.type),
      ),
    );
    expect([...types].sort()).toEqual(['audio', 'breathing', 'text']);
  });
});

describe('the category icons', () => {
  it('draws the icon a category names, and a neutral one for a name it does not know', () => {
    expect(categoryIconFor('wind')).toBe(Wind);
    expect(categoryIconFor('rocket')).toBe(Sparkles);
    expect(categoryIconFor('hasOwnProperty')).toBe(Sparkles);
  });

  it('knows every icon the shipped categories name', () => {
    for (const category of wellnessCategories()) {
      expect(categoryIconFor(category.icon), category.icon).not.toBe(Sparkles);
    }
  });
});
