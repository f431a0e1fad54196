import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { merchantApi, signedContract } from "../domain/direct-debit/test-factories";
import { paymentBody } from "../domain/payments/test-factories";
import { fileSandbox } from "../testing/file-sandbox";
import type { ApiResponse, CreatedMerchant, TestSandbox } from "../testing/harness";

// Every money field of the sandbox, over HTTP, with hostile amounts: it answers 2xx or 400 with details on
// the field, never 5xx (docs/service-rules.md §4, §12). Each property makes 60 requests; merchants take
// turns so no endpoint's rate limit is reached.

const RUNS = 60;
const MAX = 9_999_999_999.99;

const sandbox = fileSandbox();
type Client = ReturnType<TestSandbox["client"]>;

/** Huge, tiny, negative, zero, long-decimal and boundary amounts, as JSON numbers. */
const hostileAmount = fc.oneof(
  fc.double({ min: 1e10, max: 1e300, noNaN: true }),
  fc.double({ min: 1e-12, max: 1e-2, noNaN: true }),
  fc.double({ min: -1e15, max: -1e-12, noNaN: true }),
  fc.double({ min: 0.01, max: 1e10, noNaN: true }),
  fc.constantFrom(0, -0, MAX, MAX + 0.01, 10_000_000_000, 1e17, 999_999_999_999_999),
  fc.constantFrom(Number.MAX_VALUE, Number.MIN_VALUE, 0.1 + 0.2, 1 / 3, 1234.5678901234567, Infinity),
);

/** Two clients per property, alternating, so 60 requests stay under a 50-a-minute limit. */
async function clients<T>(
  setUp: (api: Client, merchant: CreatedMerchant) => Promise<T>,
  roles: string[] = [],
) {
  const made: Array<{ api: Client; merchant: CreatedMerchant; extra: T }> = [];
  for (let i = 0; i < 2; i++) {
    const merchant = await sandbox.createMerchant({ name: `Money ${i}`, roles });
    const api = sandbox.client(merchant.apiKey);
    made.push({ api, merchant, extra: await setUp(api, merchant) });
  }
  let turn = 0;
  return () => made[turn++ % made.length] as (typeof made)[number];
}

/**
 * A 2xx, or a 400 whose details name the field, or a field it is checked together with (a minimum above the
 * maximum is reported on `maxAmount`).
 */
function expectClientAnswer(response: ApiResponse, fields: readonly string[], value: number) {
  const seen = { fields, value, status: response.status };
  expect([200, 201, 400], JSON.stringify({ ...seen, body: response.text.slice(0, 300) })).toContain(
    response.status,
  );
  if (response.status === 400) {
    const named = (response.body.details ?? []).map((detail: { field: string }) => detail.field);
    expect(
      named.some((field: string) => fields.includes(field)),
      JSON.stringify({ ...seen, named }),
    ).toBe(true);
  }
}

async function property(request: (value: number) => Promise<ApiResponse>, field: string) {
  const fields = field === "minAmount" ? ["minAmount", "maxAmount"] : [field];
  await fc.assert(
    fc.asyncProperty(hostileAmount, async (value) => {
      expectClientAnswer(await request(value), fields, value);
    }),
    { numRuns: RUNS },
  );
}

const customLink = (currency: string) => ({
  name: "Donation",
  currency,
  allowCustomAmount: true,
  minAmount: 1,
  maxAmount: 1000,
});

describe("every money field answers 2xx or 400, never 5xx", () => {
  it.each(["USDT", "LKR"])("POST /v1/payment amount in %s", async (currency) => {
    const next = await clients(async () => null);
    await property(
      (amount) => next().api.request("POST", "/v1/payment", paymentBody({ amount, currency })),
      "amount",
    );
  });

  it.each([
    ["amount", "USDT"],
    ["amount", "LKR"],
    ["minAmount", "LKR"],
    ["maxAmount", "USDT"],
  ])("POST /v1/payment-link %s in %s", async (field, currency) => {
    const next = await clients(async () => null);
    const body = (value: number) =>
      field === "amount"
        ? { name: "Tin", currency, allowCustomAmount: false, amount: value }
        : { ...customLink(currency), [field]: value };
    await property((value) => next().api.request("POST", "/v1/payment-link", body(value)), field);
  });

  it.each(["amount", "minAmount", "maxAmount"])("PATCH /v1/payment-link/:id %s", async (field) => {
    const next = await clients(
      async (api) => (await api.request("POST", "/v1/payment-link", customLink("LKR"))).body.id,
    );
    await property((value) => {
      const { api, extra } = next();
      return api.request("PATCH", `/v1/payment-link/${extra}`, { [field]: value });
    }, field);
  });

  it.each(["USDT", "LKR"])("POST /v1/direct-debit singleUpperLimit in %s", async (currency) => {
    const { api, contractBody } = await merchantApi(sandbox, "Limits");
    await property(
      (value) => api.request("POST", "/v1/direct-debit", contractBody({ currency, singleUpperLimit: value })),
      "singleUpperLimit",
    );
  });

  it.each(["USDT", "LKR"])("POST /v1/direct-debit/:id/payment amount in %s", async (currency) => {
    const { api, contractBody } = await merchantApi(sandbox, "Charges");
    const contract = await signedContract(sandbox, api, contractBody({ singleUpperLimit: 500 }));
    await property(
      (amount) =>
        api.request("POST", `/v1/direct-debit/${contract.id}/payment`, {
          currency,
          amount,
          productName: "Plan",
        }),
      "amount",
    );
  });

  it("GET /v1/aggregator/quote amount_usdt", async () => {
    const next = await clients(async () => null, ["AGGREGATOR"]);
    await property(
      (value) =>
        next().api.request("GET", `/v1/aggregator/quote?amount_usdt=${encodeURIComponent(String(value))}`),
      "amount_usdt",
    );
  });

  it("POST /sandbox/merchants/:id/float amountLkr (control API)", async () => {
    const merchant = await sandbox.createMerchant({ roles: ["AGGREGATOR"] });
    await property(
      (amountLkr) =>
        sandbox.control("POST", `/sandbox/merchants/${merchant.merchantId}/float`, {
          amountLkr,
          bankRef: "TT-1",
        }),
      "amountLkr",
    );
  });

  it("PUT /sandbox/exchange-rate rateUsdtLkr (control API)", async () => {
    try {
      await property(
        (rateUsdtLkr) => sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr }),
        "rateUsdtLkr",
      );
    } finally {
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
    }
  });

  it.each(["minWithdrawalLkr", "autoApproveBelowLkr", "exchangeFeePercentage"])(
    "POST /sandbox/merchants %s (control API)",
    async (field) => {
      await property(
        (value) => sandbox.control("POST", "/sandbox/merchants", { name: "Fees", [field]: value }),
        field,
      );
    },
  );

  it("the hosted link form's amount answers the page (303 to checkout, or 400 with the form)", async () => {
    const { api } = await merchantApi(sandbox, "Form");
    const link = await api.request("POST", "/v1/payment-link", {
      ...customLink("LKR"),
      minAmount: 0.01,
      maxAmount: MAX,
    });
    await fc.assert(
      fc.asyncProperty(hostileAmount, async (value) => {
        const response = await fetch(`${sandbox.url}/l/${link.body.slug}`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams({
            amount: String(value),
            firstName: "Nimal",
            lastName: "Perera",
            email: "nimal@example.lk",
            phone: "+94771234567",
            address: "12 Galle Road",
          }),
        });
        expect([303, 400], `${value} → ${response.status}`).toContain(response.status);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("the largest amount, stated exactly", () => {
  const tooLarge = { field: "amount", constraint: "max", message: "amount must not exceed 9,999,999,999.99" };

  it("takes 9,999,999,999.99 and refuses anything above, before it reaches a column", async () => {
    const { api } = await merchantApi(sandbox, "Boundary");
    expect((await api.request("POST", "/v1/payment", paymentBody({ amount: MAX }))).status).toBe(201);
    // 1e17 is what a client sending 99999999999999999 sends: JSON numbers are doubles.
    for (const amount of [MAX + 0.01, 1e17]) {
      const response = await api.request("POST", "/v1/payment", paymentBody({ amount }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: tooLarge.message, details: [tooLarge] });
    }
    const link = await api.request("POST", "/v1/payment-link", {
      allowCustomAmount: false,
      name: "Tin",
      currency: "LKR",
      amount: 999_999_999_999_999,
    });
    expect(link.status).toBe(400);
    expect(link.body.details).toEqual([tooLarge]);
  });

  it("checks converted and multiplied amounts too", async () => {
    const { api } = await merchantApi(sandbox, "Derived");
    try {
      // 100,000 LKR at 0.000001 LKR per USDT is 100 billion USDT.
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 0.000001 });
      const lkr = await api.request("POST", "/v1/payment", paymentBody({ amount: 100_000, currency: "LKR" }));
      expect(lkr.status).toBe(400);
      expect(lkr.body.details).toEqual([
        {
          field: "amount",
          constraint: "max",
          message: "amount must not exceed 9,999,999,999.99 USDT after conversion",
        },
      ]);

      const aggregator = await sandbox.createMerchant({ roles: ["AGGREGATOR"] });
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 1_000_000 });
      const quote = await sandbox
        .client(aggregator.apiKey)
        .request("GET", "/v1/aggregator/quote?amount_usdt=1000000");
      expect(quote.status).toBe(400);
      expect(quote.body.details).toEqual([
        {
          field: "amount_usdt",
          constraint: "max",
          message: "amount_usdt must not exceed 9,999,999,999.99 LKR after conversion",
        },
      ]);
    } finally {
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
    }

    // The hosted page multiplies a fixed price by the quantity.
    const fixed = await api.request("POST", "/v1/payment-link", {
      allowCustomAmount: false,
      name: "Estate",
      currency: "LKR",
      amount: MAX,
      allowQuantityBuy: true,
      maxQuantity: 3,
    });
    const page = await fetch(`${sandbox.url}/l/${fixed.body.slug}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        quantity: "2",
        firstName: "Nimal",
        lastName: "Perera",
        email: "nimal@example.lk",
        phone: "+94771234567",
        address: "12 Galle Road",
      }),
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("amount must not exceed 9,999,999,999.99");
  });

  it("refuses an exchange rate that 6 decimal places would store as zero", async () => {
    const response = await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 0.0000001 });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      expect.objectContaining({ field: "rateUsdtLkr", constraint: "min" }),
    ]);
    expect((await sandbox.control("GET", "/sandbox/exchange-rate")).body).toEqual({ rateUsdtLkr: 300 });
  });

  it("refuses a withdrawal whose totals would not fit their columns", async () => {
    const merchant = await sandbox.createMerchant({ exchangeFeePercentage: 0, serviceFeePercentage: 0 });
    const api = sandbox.client(merchant.apiKey);
    const link = await api.request("POST", "/v1/payment-link", {
      allowCustomAmount: false,
      name: "Bulk",
      currency: "USDT",
      amount: MAX,
    });
    // 101 payments of 9,999,999,999.99 USDT at 1,000,000 LKR per USDT pass 999,999,999,999,999,999.99 LKR.
    // The hosted page has no rate limit, so the payments come from there.
    for (let i = 0; i < 101; i++) {
      const created = await fetch(`${sandbox.url}/l/${link.body.slug}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({
          firstName: "Bulk",
          lastName: "Buyer",
          email: "bulk@example.lk",
          phone: "+94771234567",
          address: "1 Harbour Road",
        }),
      });
      const paymentId = created.headers.get("location")?.split("/").at(-1);
      const paid = await sandbox.control("POST", `/sandbox/payments/${paymentId}/simulate`, {
        outcome: "PAID",
      });
      expect(paid.status).toBe(200);
    }
    try {
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 1_000_000 });
      const withdrawal = await api.request("POST", "/v1/withdrawal", {});
      expect(withdrawal.status).toBe(400);
      expect(withdrawal.body.message).toContain("more than one withdrawal can hold");
    } finally {
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
    }
    // At the usual rate the same pool fits, and is settled.
    expect((await api.request("POST", "/v1/withdrawal", {})).status).toBe(201);
  });
});
