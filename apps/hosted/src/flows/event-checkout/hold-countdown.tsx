import { useEffect, useState } from 'react';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The time left on the hold, ticking each second; `onExpired` runs once when it reaches zero.
 * Screen readers hear it only as it crosses each minute, not every second.
 */
export function HoldCountdown({ expires, onExpired }: { expires: Date | string; onExpired: () => void }) {
  const end = new Date(expires).getTime();
  const [left, setLeft] = useState(() => Math.max(0, end - Date.now()));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = Math.max(0, end - Date.now());
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [end, onExpired]);
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return (
    <p className="countdown" data-testid="hold-countdown">
      <span aria-hidden="true">
        Tickets held for {twoDigits(minutes)}:{twoDigits(seconds)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {`Your tickets are held for ${minutes < 1 ? 'less than a minute' : `${minutes + 1} more minutes`}`}
      </span>
    </p>
  );
}
