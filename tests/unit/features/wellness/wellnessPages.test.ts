import { describe, expect, it } from 'vitest';
import {
  nutritionGuideBySlug,
  nutritionGuides,
  type HerbalItemSection,
  type HerbalWarningSection,
  type Section,
} from '../../../../src/content/nutrition';
import { wellnessCategoryBySlug, wellnessItem } from '../../../../src/content/wellness';
import { guideBlocks, isPrecautionBlock } from '../../../../src/features/wellness/guideBlocks';
import { mealId } from '../../../../src/features/wellness/MealPlanTabs';
import { favoriteHref } from '../../../../src/features/wellness/favoriteHref';
import { favoriteOfGuide } from '../../../../src/features/wellness/nutritionLinks';
import { favoriteOfItem } from '../../../../src/features/wellness/wellnessLinks';

const details: HerbalItemSection['details'] = [{ title: 'Precauciones', items: ['Con cuidado.'] }];
const herb = (title: string): HerbalItemSection => ({
  type: 'herbal_item',
  title,
  items: [`${title}.`],
  details,
});
const warning = (title: string): HerbalWarningSection => ({
  type: 'herbal_warning',
  title,
  items: [`${title}.`],
  details,
});
const bullets: Section = { type: 'bullets', title: 'Antes de empezar', items: ['Uno.'] };

describe('the layout of a nutrition guide', () => {
  it('groups consecutive herbs into one grid and consecutive warnings into one group', () => {
    const blocks = guideBlocks([
      bullets,
      herb('Manzanilla'),
      herb('Tila'),
      warning('Embarazo'),
      warning('Medicamentos'),
    ]);
    expect(blocks.map((block) => block.type)).toEqual(['bullets', 'herbs', 'warnings']);
    expect(blocks[1]).toMatchObject({ herbs: [{ title: 'Manzanilla' }, { title: 'Tila' }] });
    expect(blocks[2]).toMatchObject({
      warnings: [{ title: 'Embarazo' }, { title: 'Medicamentos' }],
    });
  });

  it('keeps the order of the content when herbs and other sections alternate', () => {
    const blocks = guideBlocks([herb('A'), bullets, herb('B')]);
    expect(blocks.map((block) => block.type)).toEqual(['herbs', 'bullets', 'herbs']);
  });

  it('lays out the herbal-teas guide as an introduction, six herbs and three warnings', () => {
    const guide = nutritionGuideBySlug('tes-e-infusiones')!;
    const blocks = guideBlocks(guide.sections);
    expect(blocks.map((block) => block.type)).toEqual(['bullets', 'herbs', 'warnings']);
    expect(blocks[1]?.type === 'herbs' && blocks[1].herbs).toHaveLength(6);
    expect(blocks[2]?.type === 'warnings' && blocks[2].warnings).toHaveLength(3);
  });

  it("finds every herb's precautions block to set it apart", () => {
    expect(isPrecautionBlock('Precauciones')).toBe(true);
    expect(isPrecautionBlock(' precaución ')).toBe(true);
    expect(isPrecautionBlock('Cómo prepararla')).toBe(false);
    const herbs = nutritionGuideBySlug('tes-e-infusiones')!.sections.filter(
      (section) => section.type === 'herbal_item',
    );
    for (const section of herbs) {
      expect(
        section.details.some((block) => isPrecautionBlock(block.title)),
        section.title,
      ).toBe(true);
    }
  });

  it('names the meals of the plan by day and meal', () => {
    expect(mealId(2, 'colacion')).toBe('dia-2-colacion');
  });
});

describe('favourites and their pages', () => {
  it('saves an item in the spec shape and finds its page again by slug', () => {
    const category = wellnessCategoryBySlug('respiracion')!;
    const item = wellnessItem('respiracion', 'respiracion-4-7-8')!;
    const favorite = favoriteOfItem(category, item);
    expect(favorite).toEqual({
      id: 'breathing-4-7-8',
      category: 'breathing',
      title: 'Respiración 4-7-8',
      summary: item.summary,
      duration: '3 min',
      slug: 'respiracion-4-7-8',
    });
    expect(favoriteHref(favorite)).toBe('/bienestar/respiracion/respiracion-4-7-8');
  });

  it('sends a saved nutrition guide to its nutrition page', () => {
    for (const guide of nutritionGuides()) {
      expect(favoriteHref(favoriteOfGuide(guide))).toBe(`/bienestar/nutricion/${guide.slug}`);
    }
  });

  it('finds a favourite by slug alone, whatever its stored category, and none for removed content', () => {
    expect(favoriteHref({ slug: 'escaneo-corporal', title: 'x', category: 'otra' })).toBe(
      '/bienestar/meditacion/escaneo-corporal',
    );
    expect(favoriteHref({ slug: 'ya-no-existe', title: 'Antigua' })).toBeUndefined();
  });
});
