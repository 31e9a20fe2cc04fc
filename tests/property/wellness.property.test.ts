import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREATHING_PHASE_ORDER,
  breathingMomentAt,
  breathingPhases,
  type BreathingPatternSeconds,
} from '../../src/domain/wellness/breathing';
import {
  checkedIdsOf,
  toggleCheckedItem,
  type CheckedItems,
} from '../../src/domain/wellness/checkedItems';
import { toggleCompleted, uniqueCompleted } from '../../src/domain/wellness/completed';
import {
  toggleFavorite,
  uniqueFavorites,
  type Favorite,
} from '../../src/domain/wellness/favorites';

const slug = fc.constantFrom('a', 'b', 'c', 'd', 'constructor', '__proto__');
const favorite: fc.Arbitrary<Favorite> = fc.record({ slug, title: fc.string({ minLength: 1 }) });

const pattern: fc.Arbitrary<BreathingPatternSeconds> = fc.record(
  {
    inhale: fc.integer({ min: 0, max: 10 }),
    hold1: fc.integer({ min: 0, max: 10 }),
    inhale2: fc.integer({ min: 0, max: 3 }),
    hold3: fc.integer({ min: 0, max: 3 }),
    exhale: fc.integer({ min: 0, max: 10 }),
    hold2: fc.integer({ min: 0, max: 10 }),
  },
  { requiredKeys: ['inhale', 'hold1', 'exhale', 'hold2'] },
);

describe('favourites, completed and checked items under any sequence of toggles', () => {
  it('never hold a slug twice, and a slug is saved exactly when toggled an odd number of times', () => {
    fc.assert(
      fc.property(fc.array(favorite, { maxLength: 40 }), (toggles) => {
        const list = toggles.reduce<Favorite[]>(
          (current, next) => toggleFavorite(current, next).favorites,
          [],
        );
        expect(uniqueFavorites(list)).toEqual(list);
        for (const candidate of ['a', 'b', 'c', 'd', 'constructor', '__proto__']) {
          const times = toggles.filter((toggle) => toggle.slug === candidate).length;
          expect(list.some((entry) => entry.slug === candidate)).toBe(times % 2 === 1);
        }
      }),
    );
  });

  it('keep completed ids unique, and toggling an id twice leaves the same ids done', () => {
    fc.assert(
      fc.property(fc.array(slug, { maxLength: 20 }), slug, (stored, id) => {
        const once = toggleCompleted(stored, id);
        expect(new Set(once).size).toBe(once.length);
        expect(once.includes(id)).toBe(!stored.includes(id));
        const twice = toggleCompleted(once, id);
        expect(new Set(twice).size).toBe(twice.length);
        expect([...twice].sort()).toEqual(uniqueCompleted(stored).sort());
      }),
    );
  });

  it('toggle one id under one key only, and twice is no change', () => {
    fc.assert(
      fc.property(
        fc.dictionary(slug, fc.uniqueArray(slug, { minLength: 1, maxLength: 4 })),
        slug,
        slug,
        (checked: CheckedItems, key, id) => {
          const once = toggleCheckedItem(checked, key, id);
          expect(checkedIdsOf(once, key).includes(id)).toBe(
            !checkedIdsOf(checked, key).includes(id),
          );
          for (const other of Object.keys(checked).filter((k) => k !== key)) {
            expect(once[other]).toEqual(checked[other]);
          }
          const twice = toggleCheckedItem(once, key, id);
          expect([...checkedIdsOf(twice, key)].sort()).toEqual(
            [...checkedIdsOf(checked, key)].sort(),
          );
        },
      ),
    );
  });
});

describe('the breathing guide at any moment', () => {
  it('is in a phase of non-zero length, counting down from that length to 1, in the given order', () => {
    fc.assert(
      fc.property(pattern, fc.integer({ min: 0, max: 3_600_000 }), (seconds, elapsedMs) => {
        const phases = breathingPhases(seconds);
        const moment = breathingMomentAt(phases, elapsedMs);
        if (phases.length === 0) {
          expect(moment).toBeUndefined();
          return;
        }
        expect(moment).toBeDefined();
        expect(moment!.phase.durationMs).toBeGreaterThan(0);
        expect(moment!.secondsLeft).toBeGreaterThanOrEqual(1);
        expect(moment!.secondsLeft).toBeLessThanOrEqual(Math.ceil(moment!.phase.durationMs / 1000));
        expect(moment!.msUntilChange).toBeGreaterThan(0);
        expect(moment!.msUntilChange).toBeLessThanOrEqual(1000);
        const order = phases.map((phase) => BREATHING_PHASE_ORDER.indexOf(phase.key));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('repeats every cycle, and a moment later is either the same phase or the next one', () => {
    fc.assert(
      fc.property(pattern, fc.integer({ min: 0, max: 600_000 }), (seconds, elapsedMs) => {
        const phases = breathingPhases(seconds);
        const cycleMs = phases.reduce((sum, phase) => sum + phase.durationMs, 0);
        fc.pre(cycleMs > 0);
        const now = breathingMomentAt(phases, elapsedMs)!;
        const nextCycle = breathingMomentAt(phases, elapsedMs + cycleMs)!;
        expect({ ...nextCycle, cycle: 0 }).toEqual({ ...now, cycle: 0 });
        const later = breathingMomentAt(phases, elapsedMs + now.msUntilChange)!;
        const samePhase = later.phaseIndex === now.phaseIndex && later.cycle === now.cycle;
        if (samePhase) expect(later.secondsLeft).toBe(now.secondsLeft - 1);
        else expect(later.phaseIndex).toBe((now.phaseIndex + 1) % phases.length);
      }),
    );
  });
});
