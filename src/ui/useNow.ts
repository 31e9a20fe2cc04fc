import { useEffect, useState } from 'react';

export interface NowOptions {
  /** How often the time moves on, at the clock's turn: a minute unless said. */
  readonly everyMs?: number;
  /** While false the time stands still (e.g. no sleep session running). */
  readonly active?: boolean;
}

/**
 * The current time (epoch ms), refreshed at each turn of `everyMs` on the clock while `active`, and as
 * soon as the page is visible again. Timers are slowed or stopped on a hidden tab or a sleeping phone,
 * so screens derive what they show from this and a start time, never by counting ticks.
 */
export function useNow({ everyMs = 60_000, active = true }: NowOptions = {}): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, everyMs - (current % everyMs));
    };
    tick();
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [everyMs, active]);
  return now;
}
