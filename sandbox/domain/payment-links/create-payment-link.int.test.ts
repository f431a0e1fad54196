import { describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { expectApiError } from "../../testing/api-error";
import { customLink, fixedLink, ISO_MS, linkTestClients, UNKNOWN_ID } from "./test-support";

const sandbox = fileSandbox();
const { merchantClient, sandboxNow } = linkTestClients(() => sandbox);

describe("POST /v1/payment-link", () => {
  it("requires allowCustomAmount, as the specification's table does", async () => {
    const { api } = await merchantClient();
    const res = await api.request("POST", "/v1/payment-link", { name: "x", currency: "USDT", amount: 5 });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: "allowCustomAmount", constraint: "required", message: "allowCustomAmount is required" },
    ]);
  });

  it("creates an ACTIVE link with the spec's mixed-case fields", async () => {
    const { merchant, api } = await merchantClient();
    const before = await sandboxNow();
    const res = await api.request("POST", "/v1/payment-link", {
      allowCustomAmount: false,
      name: "Gift box",
      description: "Assorted teas",
      currency: "LKR",
      amount: 1500.555,
      allowQuantityBuy: true,
      maxQuantity: 3,
      merchantTradeNo: "ORDER-1",
      successUrl: "https://shop.example/ok",
      webhookUrl: "https://shop.example/hook",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      merchant_id: merchant.merchantId,
      slug: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
      merchantTradeNo: "ORDER-1",
      name: "Gift box",
      description: "Assorted teas",
      amount: 1500.56,
      currency: "LKR",
      allowCustomAmount: false,
      minAmount: null,
      maxAmount: null,
      allowQuantityBuy: true,
      maxQuantity: 3,
      reusable: true,
      expirationDate: null,
      successUrl: "https://shop.example/ok",
      cancelUrl: null,
      webhookUrl: "https://shop.example/hook",
      branchId: null,
      used_count: 0,
      status: "ACTIVE",
      creator_type: "API_KEY",
      creator_id: merchant.keyId,
      created_at: expect.stringMatching(ISO_MS),
      updated_at: res.body.created_at,
    });
    for (const name of [
      "merchant_id",
      "used_count",
      "creator_type",
      "creator_id",
      "created_at",
      "updated_at",
    ]) {
      expect(res.text).toContain(`"${name}":`);
    }
    expect(Date.parse(res.body.created_at)).toBeGreaterThanOrEqual(before);
  });

  it("rounds USDT amounts to 6 places and keeps custom bounds in the link's currency", async () => {
    const { api } = await merchantClient();
    const usdt = await api.request("POST", "/v1/payment-link", { ...fixedLink, amount: 1.2345675 });
    expect(usdt.body.amount).toBe(1.234568);
    const lkr = await api.request("POST", "/v1/payment-link", { ...customLink, minAmount: 99.995 });
    expect(lkr.status).toBe(201);
    expect(lkr.body).toMatchObject({
      allowCustomAmount: true,
      amount: null,
      minAmount: 100,
      maxAmount: 5000,
    });
    expect(usdt.body.slug).not.toBe(lkr.body.slug);
  });

  it("tags the link with an active branch of the merchant", async () => {
    const { api } = await merchantClient();
    const branch = await api.request("POST", "/v1/branch", { name: "Kandy", code: "KDY" });
    const res = await api.request("POST", "/v1/payment-link", { ...fixedLink, branchId: branch.body.id });
    expect(res.status).toBe(201);
    expect(res.body.branchId).toBe(branch.body.id);
  });

  it("refuses an unknown, inactive or foreign branch with 400 on branchId", async () => {
    const { api } = await merchantClient();
    const other = await merchantClient();
    const inactive = await api.request("POST", "/v1/branch", { name: "Old", code: "OLD" });
    await api.request("DELETE", `/v1/branch/${inactive.body.id}`);
    const foreign = await other.api.request("POST", "/v1/branch", { name: "Theirs", code: "TH" });
    for (const branchId of [UNKNOWN_ID, inactive.body.id, foreign.body.id]) {
      const res = await api.request("POST", "/v1/payment-link", { ...fixedLink, branchId });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        {
          field: "branchId",
          constraint: "exists",
          message: "branchId must refer to an active branch of this merchant",
        },
      ]);
    }
  });

  it.each([
    [
      "a fixed link without amount",
      { name: "x", currency: "USDT", allowCustomAmount: false },
      [
        {
          field: "amount",
          constraint: "required",
          message: "amount is required when allowCustomAmount is false",
        },
      ],
    ],
    [
      "a custom link without bounds",
      { name: "x", currency: "USDT", allowCustomAmount: true },
      [
        {
          field: "minAmount",
          constraint: "required",
          message: "minAmount is required when allowCustomAmount is true",
        },
        {
          field: "maxAmount",
          constraint: "required",
          message: "maxAmount is required when allowCustomAmount is true",
        },
      ],
    ],
    [
      "minAmount above maxAmount",
      { ...customLink, minAmount: 600, maxAmount: 500 },
      [
        {
          field: "maxAmount",
          constraint: "min",
          message: "maxAmount must be greater than or equal to minAmount",
        },
      ],
    ],
    [
      "quantity buying without maxQuantity",
      { ...fixedLink, allowQuantityBuy: true },
      [
        {
          field: "maxQuantity",
          constraint: "required",
          message: "maxQuantity is required when allowQuantityBuy is true",
        },
      ],
    ],
    [
      "an LKR amount that rounds to zero",
      { name: "x", currency: "LKR", allowCustomAmount: false, amount: 0.004 },
      [{ field: "amount", constraint: "min", message: "amount must be at least 0.01 LKR" }],
    ],
  ])("answers 400 with details for %s", async (_label, body, details) => {
    const { api } = await merchantClient();
    const res = await api.request("POST", "/v1/payment-link", body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Bad Request");
    expect(res.body.details).toEqual(details);
    const more = details.length > 1 ? ` (and ${details.length - 1} more)` : "";
    expect(res.body.message).toBe(`${details[0]?.message}${more}`);
  });

  it("requires expirationDate to lie after the sandbox clock's now", async () => {
    const { api } = await merchantClient();
    const past = new Date((await sandboxNow()) - 1_000).toISOString();
    const res = await api.request("POST", "/v1/payment-link", { ...fixedLink, expirationDate: past });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: "expirationDate must be in the future",
      error: "Bad Request",
      details: [
        { field: "expirationDate", constraint: "minDate", message: "expirationDate must be in the future" },
      ],
    });
  });

  it("answers 409 for a merchantTradeNo the merchant already used, but not across merchants", async () => {
    const { api } = await merchantClient();
    const other = await merchantClient();
    expect(
      (await api.request("POST", "/v1/payment-link", { ...fixedLink, merchantTradeNo: "T-1" })).status,
    ).toBe(201);
    const dup = await api.request("POST", "/v1/payment-link", { ...fixedLink, merchantTradeNo: "T-1" });
    expectApiError(dup, 409, "A payment link with this merchantTradeNo already exists");
    expect(
      (await other.api.request("POST", "/v1/payment-link", { ...fixedLink, merchantTradeNo: "T-1" })).status,
    ).toBe(201);
    // Links without a trade number never collide.
    expect((await api.request("POST", "/v1/payment-link", fixedLink)).status).toBe(201);
    expect((await api.request("POST", "/v1/payment-link", fixedLink)).status).toBe(201);
  });
});

describe("GET /v1/payment-link/:id", () => {
  it("returns the link, 404 for an unknown id and 403 for another merchant's", async () => {
    const { api } = await merchantClient();
    const other = await merchantClient();
    const created = await api.request("POST", "/v1/payment-link", fixedLink);
    const own = await api.request("GET", `/v1/payment-link/${created.body.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(created.body);

    const missing = await api.request("GET", `/v1/payment-link/${UNKNOWN_ID}`);
    expectApiError(missing, 404, "Payment link not found");
    const foreign = await other.api.request("GET", `/v1/payment-link/${created.body.id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ statusCode: 403, error: "Forbidden" });
  });
});
