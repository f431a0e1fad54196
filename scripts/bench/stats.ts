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
  if (samples.length === 0) throw new RangeError("no samples");
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile out of range: ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
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

export function summarize(samples: readonly number[]): LatencySummary {
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: Math.max(...samples),
  };
}
