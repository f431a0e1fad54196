import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { demoDays, HOUR_MS } from "../calendar";
import { buildFloatLedger } from "./float-ledger";
import type { OfframpInsert } from "./offramps";

const now = new Date("2026-11-22T08:00:00.000Z");
const days = demoDays(now, 21);

function offramp(index: number, at: Date, amountLkr: string, failedAfterMs?: number): OfframpInsert {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    merchantId: "merchant",
    externalRef: `REF-${index}`,
    fxLockId: "lock",
    userId: "user",
    userBankId: "account",
    status: failedAfterMs === undefined ? "COMPLETED" : "FAILED",
    amountUsdt: "1",
    amountLkr,
    rateUsdtLkr: "300",
    failureReason: failedAfterMs === undefined ? null : "Beneficiary account closed",
    failedAt: failedAfterMs === undefined ? null : new Date(at.getTime() + failedAfterMs),
    createdAt: at,
  };
}

function check(entries: ReturnType<typeof buildFloatLedger>) {
  let balance = decimal(0);
  entries.forEach((entry, index) => {
    expect(entry.seq).toBe(index + 1);
    const amount = decimal(String(entry.amountLkr));
    expect(amount.gt(0)).toBe(true);
    balance = entry.type === "DEBIT" ? balance.minus(amount) : balance.plus(amount);
    expect(balance.isNegative()).toBe(false);
    expect(entry.balanceAfter).toBe(balance.toFixed(2));
    const previous = entries[index - 1];
    if (previous) expect(entry.createdAt.getTime()).toBeGreaterThan(previous.createdAt.getTime());
  });
}

describe("buildFloatLedger", () => {
  const start = days[1]?.start.getTime() ?? 0;
  const offramps = Array.from({ length: 60 }, (_, i) =>
    offramp(i, new Date(start + i * 7 * HOUR_MS), "250000.00", i % 10 === 3 ? 30 * 60_000 : undefined),
  );

  it("keeps a running balance that never goes negative, in time order, with a REFUND per failure", () => {
    const planned = offramps.map((o) => ({ at: o.createdAt, amountLkr: decimal(o.amountLkr) }));
    const entries = buildFloatLedger({ seedNumber: 1, merchantId: "merchant", now, days, offramps, planned });
    check(entries);
    expect(entries.filter((e) => e.type === "DEBIT")).toHaveLength(60);
    const refunds = entries.filter((e) => e.type === "REFUND");
    expect(refunds.map((e) => e.aggregatorOfframpId)).toEqual(
      offramps.filter((o) => o.status === "FAILED").map((o) => o.id),
    );
    expect(refunds.every((e) => e.notes === "Beneficiary account closed")).toBe(true);
    const credits = entries.filter((e) => e.type === "CREDIT");
    expect(credits[0]?.bankRef).toMatch(/^BOC-TT-\d{8}-\d{4}$/);
    expect(credits.every((e) => decimal(String(e.amountLkr)).mod(500_000).isZero())).toBe(true);
  });

  it("lands an ad-hoc top-up before a payout the weekly plan did not foresee", () => {
    const entries = buildFloatLedger({
      seedNumber: 1,
      merchantId: "merchant",
      now,
      days,
      offramps,
      planned: [],
    });
    check(entries);
    const adHoc = entries.filter((e) => e.bankRef?.startsWith("HNB-RTGS-"));
    expect(adHoc.length).toBeGreaterThan(0);
  });

  it("is the same for the same seed", () => {
    const planned = offramps.map((o) => ({ at: o.createdAt, amountLkr: decimal(o.amountLkr) }));
    const strip = (list: ReturnType<typeof buildFloatLedger>) => list.map(({ id: _id, ...rest }) => rest);
    const once = buildFloatLedger({ seedNumber: 4, merchantId: "m", now, days, offramps, planned });
    const twice = buildFloatLedger({ seedNumber: 4, merchantId: "m", now, days, offramps, planned });
    expect(strip(once)).toEqual(strip(twice));
  });
});
