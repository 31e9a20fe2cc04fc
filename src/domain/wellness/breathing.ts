// The breathing guide's timing (spec §4 Breathing guide): which phases run, in which order, and where
// a session is at a given elapsed time. The page derives everything from (now − start), so a busy
// phone that fires its timers late never drifts: it only shows the right moment a little later.

export type BreathingPhaseKey = 'inhale' | 'hold1' | 'inhale2' | 'hold3' | 'exhale' | 'hold2';

/** A pattern in seconds per phase, as content/wellness/items/respiracion.json writes it. */
export type BreathingPatternSeconds = { readonly [K in BreathingPhaseKey]?: number };

export interface BreathingPhase {
  readonly key: BreathingPhaseKey;
  readonly durationMs: number;
}

/** inhale2 and hold3 are the physiological sigh's second inhalation and the pause after it. */
export const BREATHING_PHASE_ORDER: readonly BreathingPhaseKey[] = [
  'inhale',
  'hold1',
  'inhale2',
  'hold3',
  'exhale',
  'hold2',
];

/** The phases of one cycle, in order, leaving out every phase of zero (or no, or nonsense) length. */
export function breathingPhases(pattern: BreathingPatternSeconds): readonly BreathingPhase[] {
  return BREATHING_PHASE_ORDER.flatMap((key) => {
    const seconds = pattern[key];
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return [];
    return [{ key, durationMs: Math.round(seconds * 1000) }];
  }).filter((phase) => phase.durationMs > 0);
}

export interface BreathingMoment {
  readonly phaseIndex: number;
  readonly phase: BreathingPhase;
  /** 0 for the first cycle. */
  readonly cycle: number;
  /** The countdown shown: whole seconds left in the phase, from the phase's length down to 1. */
  readonly secondsLeft: number;
  /** How long until the countdown (and maybe the phase) changes; when to look again. */
  readonly msUntilChange: number;
}

function momentOf(
  phases: readonly BreathingPhase[],
  phaseIndex: number,
  cycle: number,
  remainingMs: number,
): BreathingMoment {
  const secondsLeft = Math.ceil(remainingMs / 1000);
  return {
    phaseIndex,
    phase: phases[phaseIndex]!,
    cycle,
    secondsLeft,
    msUntilChange: remainingMs - (secondsLeft - 1) * 1000,
  };
}

/** Where a session that started `elapsedMs` ago is; undefined when the pattern has no phase at all. */
export function breathingMomentAt(
  phases: readonly BreathingPhase[],
  elapsedMs: number,
): BreathingMoment | undefined {
  const cycleMs = phases.reduce((sum, phase) => sum + phase.durationMs, 0);
  if (cycleMs <= 0) return undefined;
  const elapsed = Number.isFinite(elapsedMs) && elapsedMs > 0 ? elapsedMs : 0;
  const cycle = Math.floor(elapsed / cycleMs);
  let intoCycle = elapsed - cycle * cycleMs;
  for (const [phaseIndex, phase] of phases.entries()) {
    if (intoCycle < phase.durationMs) {
      return momentOf(phases, phaseIndex, cycle, phase.durationMs - intoCycle);
    }
    intoCycle -= phase.durationMs;
  }
  // Only reachable through floating-point rounding at the very end of a cycle: the next one starts.
  return momentOf(phases, 0, cycle + 1, phases[0]!.durationMs);
}

/** How full the lungs are, as the circle's scale: empty before an inhalation, full after it. */
export const CIRCLE_EMPTY = 0.6;
export const CIRCLE_PARTIAL = 0.85;
export const CIRCLE_FULL = 1;

/**
 * The circle's size at the end of each phase. An inhalation followed by a second one (the sigh)
 * fills the circle only partly; holds keep the size; the exhalation empties it.
 */
export function circleScaleAfter(phases: readonly BreathingPhase[]): readonly number[] {
  let scale = CIRCLE_EMPTY;
  return phases.map((phase, index) => {
    if (phase.key === 'inhale') {
      const secondInhaleFollows = phases.slice(index + 1).some((next) => next.key === 'inhale2');
      scale = secondInhaleFollows ? CIRCLE_PARTIAL : CIRCLE_FULL;
    } else if (phase.key === 'inhale2') {
      scale = CIRCLE_FULL;
    } else if (phase.key === 'exhale') {
      scale = CIRCLE_EMPTY;
    }
    return scale;
  });
}
