import { useEffect, useState } from 'react';

/** Seconds since the epoch now. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The time in seconds since the epoch, re-read at every minute (000 §2.19: the happy-hour banner
 * and its expiry notice are re-evaluated each minute; a discount's dates are checked against it).
 */
export function useNowSeconds(): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(nowSeconds());
          schedule();
        },
        60_000 - (Date.now() % 60_000),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
