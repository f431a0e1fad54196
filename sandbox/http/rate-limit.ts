export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which a slot frees (docs/service-rules.md §3). */
  resetSeconds: number;
  retryAfterSeconds: number;
}

const WINDOW_MS = 60_000;

/**
 * Sliding 60-second window per key (merchant + endpoint, or client address). In memory: the sandbox is
 * a single instance, and a restart forgiving the last minute is acceptable for an emulator.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  hit(key: string, limit: number, now: number = Date.now()): RateDecision {
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - WINDOW_MS);
    const allowed = recent.length < limit;
    if (allowed) recent.push(now);
    this.hits.set(key, recent);
    const oldest = recent[0] ?? now;
    const freesAt = recent.length >= limit ? oldest + WINDOW_MS : now;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - recent.length),
      resetSeconds: Math.ceil((recent.length > 0 ? oldest + WINDOW_MS : now) / 1000),
      retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)),
    };
  }

  /** Drops keys with no hit in the window, so memory stays bounded by active clients. */
  sweep(now: number = Date.now()): void {
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - WINDOW_MS) this.hits.delete(key);
    }
  }
}

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(decision.resetSeconds),
  };
}
