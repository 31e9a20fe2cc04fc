// A running breathing session. The moment shown is always derived from the clock (now − start), never
// counted tick by tick, so a phone that delays timers or a tab brought back from the background shows
// the right phase and count at once. One timer waits exactly until the count next changes.
import { useEffect, useState } from 'react';
import {
  breathingMomentAt,
  type BreathingMoment,
  type BreathingPhase,
} from '../../domain/wellness/breathing';

export interface BreathingSession {
  /** The current moment; undefined while stopped. */
  readonly moment: BreathingMoment | undefined;
  readonly start: () => void;
  readonly stop: () => void;
}

// performance.now() is monotonic: changing the phone's clock mid-session does not jump the guide.
const now = (): number => performance.now();

export function useBreathingSession(phases: readonly BreathingPhase[]): BreathingSession {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);

  useEffect(() => {
    if (startedAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const moment = breathingMomentAt(phases, now() - startedAt);
      if (!moment) return;
      timer = setTimeout(() => {
        setElapsedMs(now() - startedAt);
        schedule();
      }, moment.msUntilChange);
    };
    const catchUp = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      setElapsedMs(now() - startedAt);
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', catchUp);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', catchUp);
    };
  }, [phases, startedAt]);

  return {
    moment: startedAt === null ? undefined : breathingMomentAt(phases, elapsedMs),
    start: () => {
      setElapsedMs(0);
      setStartedAt(now());
    },
    stop: () => setStartedAt(null),
  };
}
