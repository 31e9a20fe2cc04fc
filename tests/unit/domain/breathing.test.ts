import { describe, expect, it } from 'vitest';
import {
  breathingMomentAt,
  breathingPhases,
  CIRCLE_EMPTY,
  CIRCLE_FULL,
  CIRCLE_PARTIAL,
  circleScaleAfter,
} from '../../../src/domain/wellness/breathing';
import { wellnessItem } from '../../../src/content/wellness';

const square = { inhale: 4, hold1: 4, exhale: 4, hold2: 4 };
const fourSevenEight = { inhale: 4, hold1: 7, exhale: 8, hold2: 0 };
const sigh = { inhale: 2, hold1: 0, inhale2: 1, hold3: 1, exhale: 6, hold2: 0 };

const keysOf = (pattern: Parameters<typeof breathingPhases>[0]) =>
  breathingPhases(pattern).map((phase) => phase.key);

describe('the breathing phase sequence', () => {
  it('runs inhale, hold, exhale, hold for square breathing', () => {
    expect(breathingPhases(square)).toEqual([
      { key: 'inhale', durationMs: 4000 },
      { key: 'hold1', durationMs: 4000 },
      { key: 'exhale', durationMs: 4000 },
      { key: 'hold2', durationMs: 4000 },
    ]);
  });

  it('skips a phase of zero seconds (4-7-8 has no hold after the exhalation)', () => {
    expect(keysOf(fourSevenEight)).toEqual(['inhale', 'hold1', 'exhale']);
  });

  it("plays the sigh's second inhalation and its pause between the inhalation and the exhalation", () => {
    expect(keysOf(sigh)).toEqual(['inhale', 'inhale2', 'hold3', 'exhale']);
  });

  it('skips absent, negative and non-numeric phases', () => {
    expect(keysOf({ inhale: 4, hold1: -1, exhale: Number.NaN, hold2: Infinity })).toEqual([
      'inhale',
    ]);
    expect(keysOf({ inhale: 0, hold1: 0, exhale: 0, hold2: 0 })).toEqual([]);
  });

  it('reads the shipped patterns the same way', () => {
    const item = wellnessItem('respiracion', 'suspiro-fisiologico');
    expect(item?.type).toBe('breathing');
    if (item?.type !== 'breathing') return;
    expect(keysOf(item.pattern)).toEqual(['inhale', 'inhale2', 'hold3', 'exhale']);
  });
});

describe('the moment of a running session', () => {
  const phases = breathingPhases(fourSevenEight);

  it('starts on the first phase with its full count', () => {
    expect(breathingMomentAt(phases, 0)).toMatchObject({
      phaseIndex: 0,
      cycle: 0,
      secondsLeft: 4,
      msUntilChange: 1000,
    });
  });

  it('counts down within a phase and changes phase exactly at its end', () => {
    expect(breathingMomentAt(phases, 999)?.secondsLeft).toBe(4);
    expect(breathingMomentAt(phases, 1000)?.secondsLeft).toBe(3);
    expect(breathingMomentAt(phases, 3999)).toMatchObject({ phaseIndex: 0, secondsLeft: 1 });
    expect(breathingMomentAt(phases, 4000)).toMatchObject({ phaseIndex: 1, secondsLeft: 7 });
    expect(breathingMomentAt(phases, 11_000)).toMatchObject({
      phaseIndex: 2,
      phase: { key: 'exhale' },
      secondsLeft: 8,
    });
  });

  it('starts the next cycle after the last phase (4 + 7 + 8 = 19 s)', () => {
    expect(breathingMomentAt(phases, 18_999)).toMatchObject({ phaseIndex: 2, cycle: 0 });
    expect(breathingMomentAt(phases, 19_000)).toMatchObject({ phaseIndex: 0, cycle: 1 });
    expect(breathingMomentAt(phases, 19_000 * 3 + 4500)).toMatchObject({
      phaseIndex: 1,
      cycle: 3,
      secondsLeft: 7,
      msUntilChange: 500,
    });
  });

  it('jumps straight to the right moment when the timer fired late (no drift)', () => {
    expect(breathingMomentAt(phases, 60_000)).toMatchObject({
      cycle: 3,
      phaseIndex: 0,
      secondsLeft: 1,
    });
  });

  it('treats a clock that went backwards as the start', () => {
    expect(breathingMomentAt(phases, -5000)).toMatchObject({ phaseIndex: 0, secondsLeft: 4 });
  });

  it('has no moment for a pattern without phases', () => {
    expect(breathingMomentAt([], 1000)).toBeUndefined();
  });

  it('counts fractional phases up to the next whole second', () => {
    const half = breathingPhases({ inhale: 1.5, hold1: 0, exhale: 1, hold2: 0 });
    expect(breathingMomentAt(half, 0)).toMatchObject({ secondsLeft: 2, msUntilChange: 500 });
    expect(breathingMomentAt(half, 500)).toMatchObject({ secondsLeft: 1, msUntilChange: 1000 });
  });
});

describe('the size of the breathing circle', () => {
  it('fills on the inhalation, holds, and empties on the exhalation', () => {
    expect(circleScaleAfter(breathingPhases(square))).toEqual([
      CIRCLE_FULL,
      CIRCLE_FULL,
      CIRCLE_EMPTY,
      CIRCLE_EMPTY,
    ]);
  });

  it("fills partly on the sigh's first inhalation and completely on the second", () => {
    expect(circleScaleAfter(breathingPhases(sigh))).toEqual([
      CIRCLE_PARTIAL,
      CIRCLE_FULL,
      CIRCLE_FULL,
      CIRCLE_EMPTY,
    ]);
  });
});
