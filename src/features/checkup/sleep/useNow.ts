import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every second while `active` and whenever the page becomes visible
 * again. Timers are slowed or stopped on a hidden tab or a sleeping phone, so screens derive what
 * they show from this and a start time, never by counting ticks.
 */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active]);
  return now;
}
