// A seeded random source for what must come out the same for the same seed (the sandbox's demo world, the
// benchmarks' requests), instead of crypto or Math.random.

/** mulberry32: 32 bits of state, one multiply-xorshift mix per draw; uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
