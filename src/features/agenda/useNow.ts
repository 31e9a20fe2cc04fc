import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, refreshed at each minute's turn, so "today" and "past" follow the clock. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
