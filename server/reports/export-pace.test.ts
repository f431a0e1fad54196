import { describe, expect, it } from "vitest";
import {
  createLongReadPacer,
  estimateExportSeconds,
  holdAfter,
  memoryPaceStore,
  PERSON_HOLD_MS,
  paceIntervalMs,
  readRateLimit,
} from "./export-pace";

const headers = (limit: string | null, remaining: string | null, reset: string | null) => {
  const h = new Headers();
  if (limit !== null) h.set("X-RateLimit-Limit", limit);
  if (remaining !== null) h.set("X-RateLimit-Remaining", remaining);
  if (reset !== null) h.set("X-RateLimit-Reset", reset);
  return h;
};

function fakeClock(start = 1_795_640_000_000) {
  let now = start;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
    },
    advance: (ms: number) => {
      now += ms;
    },
    waits,
  };
}

const key = { accountId: "a", operationId: "listPayments" };

/** Pacers sharing one store, on a fake clock: `pacer(fallbackIntervalMs)` for `key` or another key. */
function onFakeClock() {
  const clock = fakeClock();
  const store = memoryPaceStore(clock.now);
  const pacer = (fallbackIntervalMs: number, pacerKey = key) =>
    createLongReadPacer({ store, key: pacerKey, fallbackIntervalMs, sleep: clock.sleep, now: clock.now });
  return { clock, pacer };
}

describe("readRateLimit", () => {
  it("reads the service's announcement, and nothing from missing or foreign values", () => {
    expect(readRateLimit(headers("200", "187", "1795640060"))).toEqual({
      limit: 200,
      remaining: 187,
      resetAtMs: 1795640060000,
    });
    expect(readRateLimit(headers(null, "187", "1795640060"))).toBeNull();
    expect(readRateLimit(headers("two hundred", "187", "1"))).toBeNull();
    expect(readRateLimit(headers("200", "", "1"))).toBeNull();
    expect(readRateLimit(headers("0", "0", "1"))).toBeNull();
  });
});

describe("the long reads' pace", () => {
  it("uses 150 of 200 calls a minute (one every 400 ms), never faster than the default", () => {
    expect(paceIntervalMs(null, 300)).toBe(300);
    expect(paceIntervalMs(200, 100)).toBe(400);
    // A slower limit gives a slower pace: 60 a minute → 45 → one call every 1,334 ms.
    expect(paceIntervalMs(60, 100)).toBe(1334);
    expect(paceIntervalMs(1000, 1_200)).toBe(1_200);
  });

  it("leaves the last quarter of the window to people: it holds until the reset", () => {
    const now = 1_795_640_000_000;
    expect(holdAfter({ limit: 200, remaining: 50, resetAtMs: now + 20_000 }, now)).toBe(20_250);
    expect(holdAfter({ limit: 200, remaining: 51, resetAtMs: now + 20_000 }, now)).toBeNull();
  });

  it("gives every long read of an account the next slot of one shared pace: two readers go no faster than one", async () => {
    const { clock, pacer } = onFakeClock();
    const readers = [0, 1].map(() => pacer(0));
    readers[0]?.observe(headers("200", "190", "1795640060"));
    const signal = new AbortController().signal;
    for (let round = 0; round < 3; round++) for (const reader of readers) await reader.turn(signal);
    // Six calls at one every 400 ms from one queue, whichever reader makes them.
    expect(clock.waits).toEqual([400, 800, 1200, 1600, 2000]);
    // Another account, or another operation, keeps its own pace.
    const other = pacer(0, { accountId: "b", operationId: "listPayments" });
    await other.turn(signal);
    expect(clock.waits).toHaveLength(5);
  });

  it("holds every reader back when the service says only the reserve is left", async () => {
    const { clock, pacer } = onFakeClock();
    const one = pacer(0);
    const two = pacer(0);
    one.observe(headers("200", "50", String((clock.now() + 30_000) / 1000)));
    await two.turn(new AbortController().signal);
    expect(clock.waits[0]).toBe(30_250);
  });

  it("lets a background call give way when no turn comes soon", async () => {
    const { clock, pacer } = onFakeClock();
    const reader = pacer(5_000);
    const signal = new AbortController().signal;
    await reader.turn(signal);
    await reader.turn(signal);
    const background = pacer(300);
    expect(await background.tryTurn(2_000)).toBe(false);
    clock.advance(9_000);
    expect(await background.tryTurn(2_000)).toBe(true);
  });

  it("lets a person's export go before a chart's background read of the same pace, which goes on after it", async () => {
    let now = 1_795_640_000_000;
    const start = now;
    const store = memoryPaceStore(() => now);
    const reader = (background: boolean) =>
      createLongReadPacer({
        store,
        key,
        fallbackIntervalMs: 1_000,
        background,
        now: () => now,
        sleep: async (ms) => {
          now += ms;
        },
      });
    const chart = reader(true);
    const person = reader(false);
    const signal = new AbortController().signal;
    await chart.turn(signal);
    await person.turn(signal);
    await person.turn(signal);
    expect(now - start).toBe(2_000);
    // While the person's next page is due, the chart takes no slot: a bounded wait gives its turn up.
    expect(await chart.tryTurn(60_000)).toBe(false);
    await person.turn(signal);
    expect(now - start).toBe(3_000);
    // Once the person's read stops calling, the chart goes on after the hold of its last slot.
    await chart.turn(signal);
    expect(now - start).toBe(3_000 + 1_000 + PERSON_HOLD_MS);
    await chart.turn(signal);
    expect(now - start).toBe(3_000 + 2_000 + PERSON_HOLD_MS);
  });

  it("stops waiting when the read is ended, and gives its slot back to the next reader", async () => {
    const store = memoryPaceStore();
    const reader = createLongReadPacer({ store, key, fallbackIntervalMs: 60_000 });
    const abort = new AbortController();
    await reader.turn(abort.signal);
    const waiting = reader.turn(abort.signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    abort.abort(new Error("access ended"));
    await expect(waiting).rejects.toThrow("access ended");
    // The next reader is not held back by the slot nobody used: it waits one interval, not two.
    const waits: number[] = [];
    const next = createLongReadPacer({
      store,
      key,
      fallbackIntervalMs: 60_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await next.turn(new AbortController().signal);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(59_000);
    expect(waits[0]).toBeLessThanOrEqual(60_000);
  });

  it("estimates a read's duration from its pages before it starts", () => {
    const reader = createLongReadPacer({ store: memoryPaceStore(), key, fallbackIntervalMs: 100 });
    reader.observe(headers("200", "199", "1795640060"));
    expect(estimateExportSeconds(1, reader)).toBe(0);
    expect(estimateExportSeconds(151, reader)).toBe(60);
  });
});
