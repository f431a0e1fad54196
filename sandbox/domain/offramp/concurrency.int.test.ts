import { describe, expect, it } from "vitest";
import { expectApiError } from "../../testing/api-error";
import { fileSandbox } from "../../testing/file-sandbox";
import { aggregator, cents, offrampBody, payout, quote, ref, topUp, wholeLedger } from "./test-fixtures";

// The guarantees of docs/service-rules.md §8 under concurrent HTTP requests: idempotency by externalRef, single-use
// locks, and a float that never goes negative with every balanceAfter following from the entry before it.

const sandbox = fileSandbox({ env: { SANDBOX_AUTO_SETTLE: "false" } });

interface Entry {
  id: string;
  type: "CREDIT" | "DEBIT" | "REFUND";
  amountLkr: number;
  balanceAfter: number;
  aggregatorOfframpId: string | null;
}

/** Walks the whole ledger in order: each balanceAfter is the running signed sum; none is negative. */
function checkChain(entries: Entry[]): number {
  let running = 0;
  for (const entry of entries) {
    running += entry.type === "DEBIT" ? -cents(entry.amountLkr) : cents(entry.amountLkr);
    expect(cents(entry.balanceAfter)).toBe(running);
    expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
    expect(entry.amountLkr).toBeGreaterThan(0);
  }
  return running;
}

describe("concurrent offramp creation", () => {
  it("turns 20 identical requests into one offramp and one DEBIT", async () => {
    const agg = await aggregator(sandbox, 50_000);
    const lock = await quote(agg.api, 25);
    const body = offrampBody(agg, lock.fxLockId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agg.api.request("POST", "/v1/aggregator/offramp", body)),
    );

    const statuses = answers.map((a) => a.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(19).fill(200), 201]);
    // Each answer is the one offramp; only its status may have moved on (PENDING, then PROCESSING on the
    // sandbox's clock) between the first answer and the last on a busy machine.
    const created = answers.find((a) => a.status === 201)?.body;
    const unchanged = ({ status: _status, ...rest }: Record<string, unknown>) => rest;
    for (const answer of answers) {
      expect(unchanged(answer.body)).toEqual(unchanged(created));
      expect(["PENDING", "PROCESSING"]).toContain(answer.body.status);
    }

    const ledger = await wholeLedger(agg.api);
    const debits = ledger.ledger.filter((e: Entry) => e.type === "DEBIT");
    expect(debits).toHaveLength(1);
    expect(debits[0].aggregatorOfframpId).toBe(created.paymentId);
    expect(ledger.summary.currentBalanceLkr).toBe(50_000 - 7_500);
    const report = await agg.api.request("GET", "/v1/aggregator/report/offramp");
    expect(report.body.summary.totalCount).toBe(1);
  });

  it("lets exactly one of 10 offramps redeem a shared lock", async () => {
    const agg = await aggregator(sandbox, 50_000);
    const lock = await quote(agg.api, 10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        agg.api.request(
          "POST",
          "/v1/aggregator/offramp",
          offrampBody(agg, lock.fxLockId, { externalRef: ref("one-lock") }),
        ),
      ),
    );
    const winners = answers.filter((a) => a.status === 201);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 201);
    expect(losers).toHaveLength(9);
    for (const loser of losers) {
      expectApiError(loser, 400, "FX rate lock has already been used");
    }

    const ledger = await wholeLedger(agg.api);
    expect(ledger.ledger.filter((e: Entry) => e.type === "DEBIT")).toHaveLength(1);
    expect(ledger.summary.currentBalanceLkr).toBe(47_000);
  });

  it("never lets parallel offramps overdraw the float", async () => {
    const agg = await aggregator(sandbox, 10_000);
    // 30 offramps of 300 to 2,400 LKR (61,500 LKR in all) against a float of 10,000 LKR.
    const amounts = Array.from({ length: 30 }, (_, i) => (i % 8) + 1);
    const locks = await Promise.all(amounts.map((amount) => quote(agg.api, amount)));
    const answers = await Promise.all(
      locks.map((lock) => agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, lock.fxLockId))),
    );

    const accepted = answers.filter((a) => a.status === 201).map((a) => a.body);
    const refused = answers
      .map((a, i) => ({ a, lkr: locks[i].amountLkr as number }))
      .filter(({ a }) => a.status !== 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { a } of refused) expect(a.body.message).toBe("insufficient float balance");

    const ledger = await wholeLedger(agg.api);
    const entries = ledger.ledger as Entry[];
    const final = checkChain(entries);
    expect(cents(ledger.summary.currentBalanceLkr)).toBe(final);
    const debits = entries.filter((e) => e.type === "DEBIT");
    expect(debits.map((e) => e.aggregatorOfframpId).sort()).toEqual(accepted.map((o) => o.paymentId).sort());
    const spent = accepted.reduce((total, o) => total + cents(o.amountLkr), 0);
    expect(final).toBe(1_000_000 - spent);
    // The balance only fell, so every refusal saw at least as much as is left: none was refused wrongly.
    const smallestRefused = Math.min(...refused.map(({ lkr }) => cents(lkr)));
    expect(final).toBeLessThan(smallestRefused);
  });

  it("keeps the chain exact while top-ups, refunds and new offramps interleave", async () => {
    const agg = await aggregator(sandbox, 20_000);
    const early = await Promise.all([payout(agg, 5), payout(agg, 6), payout(agg, 7), payout(agg, 8)]);
    const locks = await Promise.all(Array.from({ length: 12 }, (_, i) => quote(agg.api, (i % 5) + 2)));

    const work: Array<Promise<unknown>> = [
      ...early.map((o, i) =>
        sandbox.control("POST", `/sandbox/offramps/${o.paymentId}/settle`, {
          outcome: i % 2 === 0 ? "FAILED" : "COMPLETED",
          failureReason: "Account closed",
        }),
      ),
      ...locks.map((lock) =>
        agg.api.request("POST", "/v1/aggregator/offramp", offrampBody(agg, lock.fxLockId)),
      ),
      topUp(sandbox, agg.merchant.merchantId, 1_500.25),
      topUp(sandbox, agg.merchant.merchantId, 999.75),
    ];
    await Promise.all(work);

    const ledger = await wholeLedger(agg.api);
    const entries = ledger.ledger as Entry[];
    const final = checkChain(entries);
    expect(cents(ledger.summary.currentBalanceLkr)).toBe(final);
    const refunds = entries.filter((e) => e.type === "REFUND");
    expect(refunds.map((e) => e.aggregatorOfframpId).sort()).toEqual(
      [early[0].paymentId, early[2].paymentId].sort(),
    );
    const { summary } = ledger;
    expect(cents(summary.netMovementLkr)).toBe(final);
    expect(summary.creditCount + summary.debitCount + summary.refundCount).toBe(entries.length);
  });
});
