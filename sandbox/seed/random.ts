import { mulberry32 } from "@/lib/random";

// The demo world must come out the same for the same seed number, so it draws from a small seeded PRNG
// (mulberry32, lib/random.ts) instead of crypto or Math.random. Each part of the world takes its own named
// stream, so a change to one part does not reshuffle the others.

/** FNV-1a over the label, folded with the seed number: one independent seed per named stream. */
export function streamSeed(seedNumber: number, label: string): number {
  let hash = (0x811c9dc5 ^ seedNumber) >>> 0;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const SLUG_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export { mulberry32 };

export class Rng {
  private readonly draw: () => number;

  constructor(seedNumber: number, label: string) {
    this.draw = mulberry32(streamSeed(seedNumber, label));
  }

  next(): number {
    return this.draw();
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.draw() * (max - min + 1));
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.draw() * (max - min);
  }

  chance(probability: number): boolean {
    return this.draw() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.draw() * items.length)];
    if (item === undefined) throw new Error("cannot pick from an empty list");
    return item;
  }

  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((acc, [, weight]) => acc + weight, 0);
    let target = this.draw() * total;
    for (const [value, weight] of entries) {
      target -= weight;
      if (target < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error("cannot pick from an empty list");
    return last[0];
  }

  /** Standard normal by Box–Muller; one value per call keeps the stream easy to reason about. */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.draw();
    const v = this.draw();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal around `median`: the long right tail of real order and transfer sizes. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  /** Decimal digits, the first never 0. */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    for (let i = 1; i < length; i++) out += String(this.int(0, 9));
    return out;
  }

  /** Upper-case letters and digits without look-alikes, like the sandbox's own references. */
  code(length: number): string {
    let out = "";
    for (let i = 0; i < length; i++) out += CODE_ALPHABET[this.int(0, CODE_ALPHABET.length - 1)];
    return out;
  }

  /** URL-safe text, like a payment link slug. */
  slug(length: number): string {
    let out = "";
    for (let i = 0; i < length; i++) out += SLUG_ALPHABET[this.int(0, SLUG_ALPHABET.length - 1)];
    return out;
  }
}
