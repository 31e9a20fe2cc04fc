import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  nutritionGuides,
  type HerbalItemSection,
  type HerbalWarningSection,
  type NutritionGuide,
  type PlanSection,
  type Section,
} from '../../../src/content/nutrition';
import {
  wellnessCategories,
  wellnessItem,
  wellnessItems,
  type BreathingPattern,
} from '../../../src/content/wellness';

/** The guide's 3-day meal plan; the herbal-teas guide has none. */
const mealPlanOf = (guide: NutritionGuide): PlanSection | undefined =>
  guide.sections.find((section): section is PlanSection => section.type === 'plan');

const root = fileURLToPath(new URL('../../../', import.meta.url));

function readJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(path.join(root, relativePath), 'utf8'));
}

function jsonFilesIn(relativeDir: string): string[] {
  return readdirSync(path.join(root, relativeDir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${relativeDir}/${name}`);
}

// The same strictness as scripts/content/validate.ts, so a schema that passes here compiles there.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
function validatorFor(schemaName: string): ValidateFunction {
  return ajv.compile(readJson(`schemas/${schemaName}`) as object);
}
const validateCategories = validatorFor('wellness-categories.schema.json');
const validateItems = validatorFor('wellness-items.schema.json');
const validateGuide = validatorFor('nutrition-guide.schema.json');

function breathingPattern(slug: string): BreathingPattern | undefined {
  const item = wellnessItem('respiracion', slug);
  return item?.type === 'breathing' ? item.pattern : undefined;
}

describe('wellness categories', () => {
  it('offers the six categories of the spec, in card order, with their URL slugs', () => {
    expect(wellnessCategories().map(({ id, slug }) => [id, slug])).toEqual([
      ['tips', 'consejos'],
      ['nutrition', 'nutricion'],
      ['breathing', 'respiracion'],
      ['meditation', 'meditacion'],
      ['routines', 'rutinas-express'],
      ['sleep', 'higiene-del-sueno'],
    ]);
  });

  it.each([
    ['consejos', 6],
    ['respiracion', 4],
    ['meditacion', 4],
    ['rutinas-express', 4],
    ['higiene-del-sueno', 4],
  ])('lists %s with %i items', (slug, count) => {
    expect(wellnessItems(slug)).toHaveLength(count);
  });

  it('has no items for an unknown category', () => {
    expect(wellnessItems('no-existe')).toEqual([]);
    expect(wellnessItem('no-existe', 'respiracion-cuadrada')).toBeUndefined();
  });
});

describe('breathing patterns', () => {
  it('follows the square pattern 4-4-4-4', () => {
    expect(breathingPattern('respiracion-cuadrada')).toEqual({
      inhale: 4,
      hold1: 4,
      exhale: 4,
      hold2: 4,
    });
  });

  it('follows the 4-7-8 pattern', () => {
    expect(breathingPattern('respiracion-4-7-8')).toEqual({
      inhale: 4,
      hold1: 7,
      exhale: 8,
      hold2: 0,
    });
  });

  it('follows the diaphragmatic pattern 4-1-6', () => {
    expect(breathingPattern('respiracion-diafragmatica')).toEqual({
      inhale: 4,
      hold1: 1,
      exhale: 6,
      hold2: 0,
    });
  });

  it('gives the physiological sigh a second inhalation (inhale2) and the pause after it (hold3)', () => {
    const sigh = breathingPattern('suspiro-fisiologico');
    expect(sigh?.inhale2).toBeGreaterThan(0);
    expect(sigh?.hold3).toBeDefined();
    expect(sigh?.exhale).toBeGreaterThan((sigh?.inhale ?? 0) + (sigh?.inhale2 ?? 0));
  });

  it('uses inhale2 and hold3 only for the physiological sigh', () => {
    const withExtraPhases = wellnessItems('respiracion')
      .filter((item) => item.type === 'breathing')
      .filter((item) => item.pattern.inhale2 !== undefined || item.pattern.hold3 !== undefined)
      .map((item) => item.slug);
    expect(withExtraPhases).toEqual(['suspiro-fisiologico']);
  });
});

describe('meditations', () => {
  it('are audio items with a recording path and a written guide', () => {
    for (const item of wellnessItems('meditacion')) {
      expect(item.type).toBe('audio');
      expect(item.type === 'audio' && item.audioSrc).toBe(`/audio/${item.slug}.mp3`);
      expect(item.content.length).toBeGreaterThan(2);
    }
  });
});

describe('nutrition guides', () => {
  const mealPlanGuides = nutritionGuides().filter((guide) => guide.kind === 'meal_plan');
  const herbalGuides = nutritionGuides().filter((guide) => guide.kind === 'herbal');

  it('has 16 meal-plan guides and one herbal-teas guide', () => {
    expect(mealPlanGuides).toHaveLength(16);
    expect(herbalGuides.map((guide) => guide.slug)).toEqual(['tes-e-infusiones']);
  });

  it.each(mealPlanGuides.map((guide) => [guide.slug, guide] as const))(
    '%s has a tip, bullets, tips and one full 3-day plan',
    (_slug, guide) => {
      expect(guide.horizons_tip.length).toBeGreaterThan(0);
      const types = guide.sections.map((section) => section.type);
      expect(types).toContain('bullets');
      expect(types).toContain('tips');
      expect(types.filter((type) => type === 'plan')).toHaveLength(1);
      const days = mealPlanOf(guide)?.days ?? [];
      expect(days.map((day) => day.day)).toEqual([1, 2, 3]);
      for (const day of days) {
        for (const meal of [day.breakfast, day.lunch, day.dinner, day.snack]) {
          expect(meal.trim().length).toBeGreaterThan(0);
        }
      }
    },
  );

  it('has 9 herbal entries: 6 herbs and 3 warnings, each with details', () => {
    const sections: readonly Section[] = herbalGuides[0]?.sections ?? [];
    const herbs = sections.filter(
      (section): section is HerbalItemSection => section.type === 'herbal_item',
    );
    const warnings = sections.filter(
      (section): section is HerbalWarningSection => section.type === 'herbal_warning',
    );
    expect(herbs).toHaveLength(6);
    expect(warnings).toHaveLength(3);
    for (const entry of [...herbs, ...warnings]) {
      expect(entry.details.length).toBeGreaterThan(0);
    }
    expect(herbalGuides[0] && mealPlanOf(herbalGuides[0])).toBeUndefined();
  });

  it('names each guide file after its slug', () => {
    const fileSlugs = jsonFilesIn('content/nutrition/guides').map((file) =>
      path.basename(file, '.json'),
    );
    expect(fileSlugs.sort()).toEqual(
      nutritionGuides()
        .map((guide) => guide.slug)
        .sort(),
    );
  });
});

describe('identifiers', () => {
  it('keeps slugs unique across wellness items and nutrition guides, since favorites are kept by slug', () => {
    const slugs = [
      ...wellnessCategories().flatMap((category) => wellnessItems(category.slug)),
      ...nutritionGuides(),
    ].map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe('schemas', () => {
  it('validate every wellness and nutrition file', () => {
    const checks: [string, ValidateFunction][] = [
      ['content/wellness/categories.json', validateCategories],
      ...jsonFilesIn('content/wellness/items').map((file): [string, ValidateFunction] => [
        file,
        validateItems,
      ]),
      ...jsonFilesIn('content/nutrition/guides').map((file): [string, ValidateFunction] => [
        file,
        validateGuide,
      ]),
    ];
    expect(checks).toHaveLength(1 + 5 + 17);
    for (const [file, validate] of checks) {
      expect({ file, valid: validate(readJson(file)), errors: validate.errors ?? null }).toEqual({
        file,
        valid: true,
        errors: null,
      });
    }
  });

  it('reject a plan that repeats a day instead of covering days 1, 2 and 3', () => {
    const guide = readJson('content/nutrition/guides/plato-del-bien-comer.json') as {
      sections: { type: string; days?: { day: number }[] }[];
    };
    const lastDay = guide.sections.find((section) => section.type === 'plan')?.days?.[2];
    expect(lastDay?.day).toBe(3);
    if (lastDay) lastDay.day = 1;
    expect(validateGuide(guide)).toBe(false);
  });

  it('reject a meal-plan guide without a plan', () => {
    const guide = readJson('content/nutrition/guides/plato-del-bien-comer.json') as {
      sections: { type: string }[];
    };
    guide.sections = guide.sections.filter((section) => section.type !== 'plan');
    expect(validateGuide(guide)).toBe(false);
  });

  it('reject a breathing item without its pattern', () => {
    const file = readJson('content/wellness/items/respiracion.json') as {
      items: Record<string, unknown>[];
    };
    delete file.items[0]?.pattern;
    expect(validateItems(file)).toBe(false);
  });

  it('reject a text item in the breathing file', () => {
    const file = readJson('content/wellness/items/respiracion.json') as { items: unknown[] };
    const tips = readJson('content/wellness/items/consejos.json') as { items: unknown[] };
    file.items.push(...tips.items.slice(0, 1));
    expect(validateItems(file)).toBe(false);
  });
});
