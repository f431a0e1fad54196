import { Lock, LockOpen } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatLkr, formatRate, formatUsdtExact } from "../format";
import { formatCountdown, RATE_LOCK_MS } from "./rate-lock";
import type { RateLock } from "./use-rate-lock";

export interface QuoteCardProps {
  lock: RateLock;
  secondsLeft: number;
  /** A new quote is on its way (after a lapse, or asked for). */
  renewing: boolean;
  /** The typed amount no longer matches the quote. */
  stale: boolean;
}

/** The locked rate, what the end-user receives, and a visible countdown of the 60-second lock. */
export function QuoteCard({ lock, secondsLeft, renewing, stale }: QuoteCardProps) {
  const expired = secondsLeft === 0;
  const share = Math.min(100, (secondsLeft * 1000 * 100) / RATE_LOCK_MS);
  const state = stale
    ? "The amount changed: get a new quote for it."
    : renewing
      ? "Getting a new rate…"
      : expired
        ? "The rate lock expired."
        : null;
  return (
    <section
      aria-label="Quote"
      data-testid="quote-card"
      className={cn("grid gap-3 rounded-lg border p-4", (expired || stale) && "border-dashed opacity-80")}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Rate</dt>
        <dd className="text-right tabular-nums">1 USDT = {formatRate(lock.quote.rateUsdtLkr)}</dd>
        <dt className="text-muted-foreground">You send</dt>
        <dd className="text-right tabular-nums">{formatUsdtExact(lock.quote.amountUsdt)}</dd>
        <dt className="text-muted-foreground">End-user receives</dt>
        <dd className="text-right text-base font-semibold tabular-nums">{formatLkr(lock.quote.amountLkr)}</dd>
      </dl>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            {expired ? (
              <LockOpen className="size-3.5" aria-hidden="true" />
            ) : (
              <Lock className="size-3.5" aria-hidden="true" />
            )}
            {expired ? "Rate no longer locked" : "Rate locked for"}
          </span>
          {/* The ticking number is not announced every second; the state line below is. */}
          <span aria-hidden="true" className="font-mono font-medium tabular-nums">
            {formatCountdown(secondsLeft)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Time left on the rate lock"
          aria-valuemin={0}
          aria-valuemax={RATE_LOCK_MS / 1000}
          aria-valuenow={secondsLeft}
          aria-valuetext={`${secondsLeft} seconds left`}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn(
              "h-full rounded-full bg-primary transition-[width] duration-300 ease-linear",
              secondsLeft <= 10 && "bg-warning",
            )}
            style={{ width: `${share}%` }}
          />
        </div>
        <p role="status" className="min-h-4 text-xs text-muted-foreground">
          {state}
        </p>
      </div>
    </section>
  );
}
