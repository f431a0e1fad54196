import { describe, expect, it } from "vitest";
import { readPayoutFile } from "@/lib/bulk-payouts/read-payout-file";
import { benchPayoutFile, serviceFloor } from "./payout-file";

describe("the bulk-payouts benchmark's file", () => {
  const file = benchPayoutFile({ rows: 300, users: 100, seed: 7 });

  it("reads as a payout file: 300 rows, distinct references, about 100 end users, a few banks", () => {
    const read = readPayoutFile(file.text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.rows).toHaveLength(300);
    const cells = read.rows.map((row) => row.cells);
    expect(new Set(cells.map((c) => c.reference)).size).toBe(300);
    expect(new Set(cells.map((c) => c.external_user_id)).size).toBe(100);
    expect(new Set(cells.map((c) => c.bank_code)).size).toBe(file.banks);
    expect(file.banks).toBeLessThanOrEqual(5);
    expect(new Set(cells.map((c) => `${c.external_user_id}|${c.account_number}`)).size).toBe(300);
    const cents = cells.reduce((sum, c) => sum + Math.round(Number(c.amount_usdt) * 100), 0);
    expect(cents).toBe(file.totalUsdtCents);
  });

  it("is the same file for the same seed", () => {
    expect(benchPayoutFile({ rows: 300, users: 100, seed: 7 }).text).toBe(file.text);
    expect(benchPayoutFile({ rows: 300, users: 100, seed: 8 }).text).not.toBe(file.text);
  });

  it("costs a bank account a row, so offramps and bank accounts (60 a minute) set a floor of 5 minutes", () => {
    expect(file.calls).toEqual({
      upsertAggregatorUser: 300,
      listAggregatorBankAccounts: 300,
      createAggregatorBankAccount: 300,
      getAggregatorQuote: 300,
      createOfframp: 300,
    });
    const floor = serviceFloor(file.calls);
    expect(floor.ms).toBe(5 * 60_000);
    expect(floor.operations).toEqual(["createAggregatorBankAccount", "createOfframp"]);
  });

  it("follows the slowest operation when accounts repeat", () => {
    const floor = serviceFloor({
      upsertAggregatorUser: 600,
      listAggregatorBankAccounts: 600,
      createAggregatorBankAccount: 10,
      getAggregatorQuote: 600,
      createOfframp: 300,
    });
    expect(floor.ms).toBe(5 * 60_000);
    expect(floor.operations).toEqual(["upsertAggregatorUser", "getAggregatorQuote", "createOfframp"]);
  });
});
