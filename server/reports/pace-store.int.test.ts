import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { type ConsoleDbHandle, createConsoleDb } from "@/server/db/client";
import { type PaceStore, PERSON_HOLD_MS } from "./export-pace";
import { pgPaceStore } from "./pace-store";

// The shared pace in Postgres, taken by two instances (two pools) at once: one queue of slots per account
// and operation, spaced by the reader's default until the service's limit is known, then by its share.

let fx: ConsoleFixture;
let other: ConsoleDbHandle;
let stores: [PaceStore, PaceStore];
let accountId = "";
const rule = { fallbackIntervalMs: 300, share: 0.75 };

beforeAll(async () => {
  fx = await createConsoleFixture("console_pace_store");
  other = createConsoleDb(fx.database.url, { max: 2 });
  stores = [pgPaceStore(fx.handle.db), pgPaceStore(other.db)];
  accountId = await fx.storeOffline("ak_p");
});

afterAll(async () => {
  await other?.close();
  await fx?.close();
});

type Key = { accountId: string; operationId: string };

/** Takes `count` slots alternately on both instances: when each slot is (ms since the epoch, database clock). */
async function slots(key: Key, count: number, paced = rule): Promise<number[]> {
  const found: number[] = [];
  for (let i = 0; i < count; i++) {
    const claim = await (i % 2 === 0 ? stores[0] : stores[1]).claim(key, paced);
    if (!claim || "retryInMs" in claim) throw new Error("no slot");
    found.push(claim.slotAtMs);
  }
  return found;
}

/** The time between consecutive slots, to the nearest 50 ms. */
const gaps = (times: number[]) =>
  times.slice(1).map((time, i) => Math.round((time - (times[i] ?? 0)) / 50) * 50);

describe("the shared pace", () => {
  it("hands both instances the slots of one queue: the default pace, then the share of the announced limit", async () => {
    // Slots are reservations, handed out at once: intervals of seconds keep a slow database (a claim taking
    // longer than the interval would start the queue again from now) out of what is measured.
    const key = { accountId, operationId: "listPayments" };
    const slow = { fallbackIntervalMs: 3_000, share: 0.75 };
    const first = await slots(key, 4, slow);
    expect(gaps(first)).toEqual([3_000, 3_000, 3_000]);
    await stores[1].note(key, { limit: 20, holdMs: null });
    const then = await slots(key, 3, slow);
    expect(gaps([first.at(-1) ?? 0, ...then])).toEqual([3_000, 4_000, 4_000]);
  });

  it("gives back a slot nobody used, refuses one beyond the longest wait, and holds back for the reset", async () => {
    const key = { accountId, operationId: "getLedgerReport" };
    const taken = await slots(key, 3);
    await stores[0].giveBack(key, rule);
    // The third slot is handed out again: the one given back is the queue's last.
    const [again = 0] = await slots(key, 1);
    expect(Math.abs(again - (taken[2] ?? 0))).toBeLessThan(50);
    expect(await stores[1].claim(key, rule, 100)).toBeNull();
    expect(await stores[1].claim(key, rule, 2_000)).not.toBeNull();
    const holdFrom = Date.now();
    await stores[0].note(key, { limit: 60, holdMs: 30_000 });
    const [held = 0] = await slots(key, 1);
    expect(held - holdFrom).toBeGreaterThanOrEqual(29_900);
    expect(held - holdFrom).toBeLessThanOrEqual(30_500);
  });

  it("keeps a chart's background claims off the pace on both instances while a person's export holds it", async () => {
    const key = { accountId, operationId: "getOfframpReport" };
    const background = { ...rule, background: true };
    const chart = await stores[0].claim(key, background);
    expect(chart).not.toBeNull();
    const person = await stores[1].claim(key, rule);
    if (!person || !("slotAtMs" in person)) throw new Error("the person got no slot");
    // Until just past the person's next slot, the other instance's chart read is told to ask again.
    const deferred = await stores[0].claim(key, background);
    expect(deferred).not.toBeNull();
    expect(deferred && "retryInMs" in deferred).toBe(true);
    const retryInMs = deferred && "retryInMs" in deferred ? deferred.retryInMs : 0;
    expect(retryInMs).toBeGreaterThan(PERSON_HOLD_MS);
    expect(retryInMs).toBeLessThanOrEqual(2 * rule.fallbackIntervalMs + PERSON_HOLD_MS + 50);
    // The person's next page is not held back by the chart, which took nothing.
    const next = await stores[0].claim(key, rule);
    if (!next || !("slotAtMs" in next)) throw new Error("the person got no slot");
    expect(Math.round((next.slotAtMs - person.slotAtMs) / 50) * 50).toBe(rule.fallbackIntervalMs);
  });
});
