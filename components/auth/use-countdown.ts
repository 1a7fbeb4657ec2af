"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left until a deadline, ticking down to 0. Computed from the clock rather than by
 * counting ticks, so a throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 1;
    setRemaining(Math.ceil(safe));
    setDeadline(Date.now() + safe * 1000);
  }, []);

  return [remaining, start];
}
