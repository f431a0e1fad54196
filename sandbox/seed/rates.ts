import { type Decimal, decimal, roundLkr } from "@/lib/money";
import type { DemoDay } from "./calendar";
import type { Rng } from "./random";

const MAX_ABOVE = 6;
const MAX_BELOW = 8;

/**
 * LKR per USDT over the demo window: a slow mean-reverting walk that ends exactly at the sandbox's
 * current rate, so "today" in the history and a fresh quote agree. Around 300 it stays within 292–306.
 */
export class RateSeries {
  private readonly knots: Array<{ at: number; rate: number }>;

  constructor(knots: Array<{ at: Date; rate: number }>) {
    this.knots = knots
      .map((knot) => ({ at: knot.at.getTime(), rate: knot.rate }))
      .sort((a, b) => a.at - b.at);
  }

  /** The rate at `instant`, interpolated between daily knots and rounded to 2 places like a quoted rate. */
  at(instant: Date): Decimal {
    const t = instant.getTime();
    const first = this.knots[0];
    if (!first) throw new Error("empty rate series");
    let before = first;
    for (const knot of this.knots) {
      if (knot.at > t) {
        const span = knot.at - before.at;
        const fraction = span <= 0 ? 1 : (t - before.at) / span;
        return roundLkr(decimal((before.rate + (knot.rate - before.rate) * fraction).toFixed(6)));
      }
      before = knot;
    }
    return roundLkr(decimal(before.rate.toFixed(6)));
  }
}

export function buildRateSeries(rng: Rng, days: DemoDay[], now: Date, current: Decimal): RateSeries {
  const base = current.toNumber();
  const knots: Array<{ at: Date; rate: number }> = [{ at: now, rate: base }];
  // Walk backwards from today so the series lands on the current rate whatever the seed.
  let offset = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    const day = days[i];
    if (!day) continue;
    offset = Math.min(MAX_ABOVE, Math.max(-MAX_BELOW, offset * 0.94 + rng.normal(0, 0.85)));
    knots.push({ at: day.start, rate: base + offset });
  }
  return new RateSeries(knots);
}
