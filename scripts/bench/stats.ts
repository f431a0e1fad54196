// Small, dependency-free helpers of the benchmarks: a seeded random source and latency percentiles.
import { mulberry32 } from "@/lib/random";

/** The seeded source (lib/random.ts), so every run issues the same requests. Returns [0, 1). */
export const seededRandom = mulberry32;

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError("pick from an empty list");
  return item;
}

/** An integer in [min, max]. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Nearest-rank percentile (p in (0, 100]) of the samples. */
export function percentile(samples: readonly number[], p: number): number {
  return ofSorted(sortedCopy(samples), p);
}

/** Median (nearest rank) of the samples. */
export const median = (samples: readonly number[]) => percentile(samples, 50);

function sortedCopy(samples: readonly number[]): number[] {
  if (samples.length === 0) throw new RangeError("no samples");
  return samples.slice().sort((a, b) => a - b);
}

function ofSorted(sorted: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile out of range: ${p}`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Count, percentiles and maximum of any number of samples: sorted once, and never spread into a call's
 * arguments (`Math.max(...samples)` overflows the stack at about 120,000).
 */
export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = sortedCopy(samples);
  return {
    count: sorted.length,
    p50: ofSorted(sorted, 50),
    p95: ofSorted(sorted, 95),
    p99: ofSorted(sorted, 99),
    max: sorted[sorted.length - 1] as number,
  };
}
