import { afterEach, describe, expect, it } from "vitest";
import { decimal, usdtToLkr } from "@/lib/money";
import { expectApiError } from "../../testing/api-error";
import { fileSandbox } from "../../testing/file-sandbox";
import { aggregator, cents, payout, quote } from "./test-fixtures";

// Rate locks (docs/service-rules.md §8) and reading an offramp back.

const sandbox = fileSandbox({ env: { SANDBOX_AUTO_SETTLE: "false" } });

afterEach(async () => {
  await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
});

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = "0b5e7d0c-2f1a-4c55-8f0e-5b0a2d4c6e71";

async function sandboxNow(): Promise<number> {
  const clock = await sandbox.control("GET", "/sandbox/clock");
  return new Date(clock.body.now).getTime();
}

describe("GET /v1/aggregator/quote", () => {
  it("locks the current rate for 60 seconds of the sandbox clock", async () => {
    const agg = await aggregator(sandbox);
    const before = await sandboxNow();
    const response = await agg.api.request("GET", "/v1/aggregator/quote?amount_usdt=12.5");
    const after = await sandboxNow();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      fxLockId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      rateUsdtLkr: 300,
      amountUsdt: 12.5,
      amountLkr: 3750,
      expiresAt: expect.stringMatching(ISO_MS),
    });
    const expires = new Date(response.body.expiresAt).getTime();
    expect(expires - 60_000).toBeGreaterThanOrEqual(before);
    expect(expires - 60_000).toBeLessThanOrEqual(after);
  });

  it("keeps up to 8 decimals of USDT and rounds LKR half-up to 2", async () => {
    await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 301.123456 });
    const agg = await aggregator(sandbox);
    const lock = await quote(agg.api, "0.12345678");
    expect(lock.amountUsdt).toBe(0.12345678);
    expect(lock.rateUsdtLkr).toBe(301.123456);
    expect(lock.amountLkr).toBe(usdtToLkr("0.12345678", "301.123456").toNumber());
    // 0.12345678 × 301.123456 = 37.17573 → 37.18
    expect(lock.amountLkr).toBe(37.18);
    const big = await quote(agg.api, "999999.99999999");
    expect(big.amountUsdt).toBe(999999.99999999);
    expect(big.amountLkr).toBe(decimal("999999.99999999").times("301.123456").toDecimalPlaces(2).toNumber());
  });

  it("answers 400 when the exchange rate is unavailable", async () => {
    const agg = await aggregator(sandbox);
    await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: null });
    const response = await agg.api.request("GET", "/v1/aggregator/quote?amount_usdt=10");
    expectApiError(response, 400, "exchange rate unavailable");
  });

  it("validates amount_usdt", async () => {
    const agg = await aggregator(sandbox);
    for (const query of [
      "",
      "?amount_usdt=0",
      "?amount_usdt=0.000000001",
      "?amount_usdt=1000001",
      "?amount_usdt=abc",
    ]) {
      const response = await agg.api.request("GET", `/v1/aggregator/quote${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body.details[0].field).toBe("amount_usdt");
    }
  });
});

describe("GET /v1/aggregator/offramp/:id", () => {
  it("answers 404 for unknown, 403 for another merchant's and 400 for a malformed id", async () => {
    const agg = await aggregator(sandbox, 5_000);
    const other = await aggregator(sandbox, 0, "Other Remit");
    const created = await payout(agg, 3);

    const own = await agg.api.request("GET", `/v1/aggregator/offramp/${created.paymentId}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(created);
    const unknown = await agg.api.request("GET", `/v1/aggregator/offramp/${UNKNOWN_ID}`);
    expectApiError(unknown, 404, "Offramp not found");
    const foreign = await other.api.request("GET", `/v1/aggregator/offramp/${created.paymentId}`);
    expect(foreign.status).toBe(403);
    const malformed = await agg.api.request("GET", "/v1/aggregator/offramp/123");
    expect(malformed.status).toBe(400);
    expect(cents(own.body.amountLkr)).toBe(90_000);
  });
});
