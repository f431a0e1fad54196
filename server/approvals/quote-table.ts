import "server-only";
import type { Quote } from "@/lib/payments-api/offramp";

/** A lock is useless to the service too once it has expired; a minute's margin allows for clocks. */
const MARGIN_MS = 60_000;

/**
 * A table of quotes by their lock id, one for the whole process: both module copies (Next's routes and the
 * front server's bundle) reach it through the global registry under `name`. An entry lasts as long as its
 * lock; past `max` live entries (a flood of quotes) the oldest go, and a payout on one is asked to quote again.
 */
export function quoteTable<E extends { quote: Quote }>(name: string, max: number) {
  type Kept = E & { expiresAt: number };
  const key = Symbol.for(name);
  const entries = (): Map<string, Kept> => {
    const registry = globalThis as unknown as Record<symbol, Map<string, Kept> | undefined>;
    registry[key] ??= new Map();
    return registry[key];
  };
  return {
    /** Keeps the entry until its quote's lock expires, dropping what has expired and the oldest past `max`. */
    remember(entry: E, now: number): void {
      const table = entries();
      const expiry = Date.parse(entry.quote.expiresAt);
      table.set(entry.quote.fxLockId, {
        ...entry,
        expiresAt: (Number.isFinite(expiry) ? expiry : now) + MARGIN_MS,
      });
      for (const [lockId, kept] of table) if (kept.expiresAt < now) table.delete(lockId);
      for (const lockId of table.keys()) {
        if (table.size <= max) break;
        table.delete(lockId);
      }
    },
    /** The entry under the lock while it lasts; null for an unknown or expired lock. */
    live(fxLockId: string, now: number): Kept | null {
      const kept = entries().get(fxLockId);
      return kept && kept.expiresAt >= now ? kept : null;
    },
    forget(fxLockId: string): void {
      entries().delete(fxLockId);
    },
  };
}
