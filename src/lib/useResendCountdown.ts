import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * Seconds until "resend code" is allowed again. Counts against a deadline rather than counting
 * ticks, so a throttled background tab still shows the right time when the user comes back.
 */
export function useResendCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  const isCounting = secondsLeft > 0;

  useEffect(() => {
    if (!isCounting) return;
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, isCounting]);

  const restart = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  return { secondsLeft, canResend: !isCounting, restart };
}

/** 27 -> "0:27", 120 -> "2:00". */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
