"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { bffApi } from "@/data/api";
import type { Quote } from "@/lib/payments-api/offramp";
import { lockDeadline, MAX_AUTO_REQUOTES, secondsLeft } from "./rate-lock";

export interface RateLock {
  quote: Quote;
  /** The USDT amount (decimal string) the quote was asked for. */
  amountUsdt: string;
  /** When the lock ends, by this browser's clock (ms). */
  deadline: number;
}

const TICK_MS = 250;

/** Seconds until `deadline`, updated a few times a second; null without a deadline. */
function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : secondsLeft(deadline, now);
}

/**
 * A 60-second rate lock for a USDT amount: asks for a quote, counts down, and while `autoRenew` holds asks
 * again by itself when the lock lapses, up to MAX_AUTO_REQUOTES times in a row, and only while the amount
 * typed (`amountUsdt`) is still the one quoted.
 */
export function useRateLock(
  accountId: string,
  { autoRenew, amountUsdt }: { autoRenew: boolean; amountUsdt: string | null },
) {
  const [lock, setLock] = useState<RateLock | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [autoRequotes, setAutoRequotes] = useState(0);
  const latest = useRef(0);

  const requestQuote = useCallback(
    async (amountUsdt: string, options: { auto?: boolean } = {}) => {
      const call = ++latest.current;
      setPending(true);
      setError(null);
      // Counted when asked, so failing renewals stop too.
      setAutoRequotes((count) => (options.auto ? count + 1 : 0));
      const requestedAt = Date.now();
      try {
        const quote = await bffApi(accountId).getAggregatorQuote({ query: { amount_usdt: amountUsdt } });
        // An answer to an older request (the amount changed meanwhile) is dropped.
        if (call !== latest.current) return null;
        setLock({ quote, amountUsdt, deadline: lockDeadline(quote, requestedAt) });
        return quote;
      } catch (caught) {
        // The lapsed lock stays on screen (marked expired) next to the error.
        if (call === latest.current) setError(caught);
        return null;
      } finally {
        if (call === latest.current) setPending(false);
      }
    },
    [accountId],
  );

  const clear = useCallback(() => {
    latest.current++;
    setLock(null);
    setError(null);
    setPending(false);
    setAutoRequotes(0);
  }, []);

  const seconds = useSecondsLeft(lock?.deadline ?? null);
  const expired = lock !== null && seconds === 0;
  const renewalsLeft = autoRequotes < MAX_AUTO_REQUOTES;
  const renewing = autoRenew && renewalsLeft && lock !== null && lock.amountUsdt === amountUsdt;

  useEffect(() => {
    if (expired && renewing && !pending && lock) void requestQuote(lock.amountUsdt, { auto: true });
  }, [expired, renewing, pending, lock, requestQuote]);

  return {
    lock,
    secondsLeft: seconds,
    expired,
    /** The lapse was not renewed by itself (renewals used up, or renewing is paused): ask the reader. */
    needsManualQuote: expired && !renewing,
    pending,
    error,
    requestQuote,
    clear,
  };
}
