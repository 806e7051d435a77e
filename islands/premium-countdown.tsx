// The premium card's clock: hh:mm:ss counting down once a second from the offer's minutes at page load, stopping at
// 00:00:00. The server renders nothing (no clock frozen at the start without JavaScript); the card reserves its place.
import { useEffect, useState } from 'react';

export interface PremiumCountdownProps {
  minutes: number;
  /** What the clock counts down to ("Offer ends in"): shown before it and its accessible name. */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(seconds: number): string {
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export default function PremiumCountdown({ minutes, label }: PremiumCountdownProps) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    // Counted from the page load (performance.now() starts there), not from when this script woke up.
    const secondsLeft = () => Math.max(0, Math.ceil((minutes * 60_000 - performance.now()) / 1000));
    const tick = () => {
      const now = secondsLeft();
      setLeft(now);
      if (now === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [minutes]);
  if (left === null) return null;
  return (
    <p>
      <span aria-hidden="true">{label} </span>
      {/* Announcing every second would be noise: the clock is read when the visitor reaches it. */}
      <span className="premium__time" role="timer" aria-live="off" aria-label={label}>{formatClock(left)}</span>
    </p>
  );
}
