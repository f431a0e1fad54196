"use client";

import { useEffect, useState } from "react";
import { formatDateTime } from "@/lib/format";

/** "14:05": minutes and seconds left, never below zero. */
export function remainingText(deadlineMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The signing window counting down to `requestExpireTime`, by this browser's clock. A timer is not
 * announced as it changes; the deadline beside it is read as a time.
 */
export function SigningCountdown({ deadline }: { deadline: string }) {
  const deadlineMs = Date.parse(deadline);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const closed = now !== null && now >= deadlineMs;
  return (
    <div className="grid gap-0.5 text-sm">
      <span className="text-muted-foreground">Signing window</span>
      {closed ? (
        <span className="font-medium">Closed at {formatDateTime(deadline)}</span>
      ) : (
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span role="timer" className="text-2xl font-semibold tabular-nums">
            {now === null ? "–:––" : remainingText(deadlineMs, now)}
          </span>
          <span className="text-muted-foreground">left, until {formatDateTime(deadline)} (Colombo)</span>
        </span>
      )}
    </div>
  );
}
