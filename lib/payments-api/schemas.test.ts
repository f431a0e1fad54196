import { describe, expect, it } from "vitest";
import { createContractBodySchema } from "./direct-debit";
import { createPaymentLinkBodySchema, paymentLinkSchema, updatePaymentLinkBodySchema } from "./payment-links";
import { createPaymentBodySchema, paymentListQuerySchema } from "./payments";
import { queryToObject, serializeQuery } from "./query";
import { toValidationDetails } from "./validation";

function detailsOf(
  schema: { safeParse(input: unknown): { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return toValidationDetails(result.error as Parameters<typeof toValidationDetails>[0], input);
}

const billing = {
  firstName: "Ama",
  lastName: "Perera",
  email: "ama@example.lk",
  phone: "+94771234567",
  address: "1 Galle Rd",
};
const payment = {
  amount: 10,
  currency: "USDT",
  provider: "EXCHANGEA",
  goods: [{ name: "Tea", description: "Ceylon BOP" }],
  customerBilling: billing,
};

describe("payment bodies", () => {
  it("accepts the spec's example shape", () => {
    expect(createPaymentBodySchema.safeParse(payment).success).toBe(true);
  });

  it("reports amount 0 exactly as docs/service-rules.md §1 shows", () => {
    expect(detailsOf(createPaymentBodySchema, { ...payment, amount: 0 })).toEqual([
      { field: "amount", constraint: "min", message: "amount must be greater than 0" },
    ]);
  });

  it("names missing nested fields with their path", () => {
    const { email: _omit, ...noEmail } = billing;
    expect(detailsOf(createPaymentBodySchema, { ...payment, customerBilling: noEmail })).toEqual([
      {
        field: "customerBilling.email",
        constraint: "required",
        message: "customerBilling.email is required",
      },
    ]);
    expect(detailsOf(createPaymentBodySchema, { ...payment, provider: "EXCHANGEC" })[0]).toEqual({
      field: "provider",
      constraint: "isIn",
      message: "provider must be one of the following values: EXCHANGEA, EXCHANGEB",
    });
    const { currency: _currency, ...noCurrency } = payment;
    expect(detailsOf(createPaymentBodySchema, noCurrency)).toEqual([
      { field: "currency", constraint: "required", message: "currency is required" },
    ]);
  });
});

describe("payment list query", () => {
  it("reads ids comma-separated and as repeated ids[]", () => {
    const comma = paymentListQuerySchema.parse(queryToObject(new URLSearchParams("ids=a,b&page=2")));
    const repeated = paymentListQuerySchema.parse(queryToObject(new URLSearchParams("ids[]=a&ids[]=b")));
    expect(comma).toMatchObject({ ids: ["a", "b"], page: 2, pageSize: 20 });
    expect(repeated.ids).toEqual(["a", "b"]);
  });

  it("refuses more than 50 ids", () => {
    const ids = Array.from({ length: 51 }, (_, i) => `p${i}`).join(",");
    expect(detailsOf(paymentListQuerySchema, { ids })[0]?.field).toBe("ids");
    expect(paymentListQuerySchema.safeParse({ ids: ids.split(",").slice(0, 50).join(",") }).success).toBe(
      true,
    );
  });
});

describe("payment link rules", () => {
  const base = { name: "Tea box", currency: "LKR", allowCustomAmount: false };

  it("requires allowCustomAmount on creation, as the specification's table does", () => {
    const { allowCustomAmount: _given, ...without } = { ...base, allowCustomAmount: false, amount: 1500 };
    expect(detailsOf(createPaymentLinkBodySchema, without)).toEqual([
      { field: "allowCustomAmount", constraint: "required", message: "allowCustomAmount is required" },
    ]);
  });

  it("asks no more than the specification: lengths and counts it does not state are left to the service", () => {
    const long = "x".repeat(5_000);
    const payment = createPaymentBodySchema.safeParse({
      amount: 1,
      currency: "USDT",
      provider: "EXCHANGEA",
      merchantTradeNo: long,
      webhookUrl: `https://example.lk/${long}`,
      goods: Array.from({ length: 120 }, () => ({ name: long, description: long, mccCode: long })),
      customerBilling: {
        firstName: long,
        lastName: long,
        email: "a@example.lk",
        phone: long,
        address: long,
        city: long,
      },
    });
    expect(payment.success).toBe(true);
    const link = createPaymentLinkBodySchema.safeParse({
      ...base,
      allowCustomAmount: false,
      amount: 5,
      name: long,
      description: long,
      merchantTradeNo: long,
      allowQuantityBuy: true,
      maxQuantity: 1_000_000,
      webhookUrl: `https://example.lk/${long}`,
    });
    expect(link.success).toBe(true);
  });

  it("requires amount unless the customer picks it", () => {
    expect(detailsOf(createPaymentLinkBodySchema, { ...base, allowCustomAmount: false })).toEqual([
      {
        field: "amount",
        constraint: "required",
        message: "amount is required when allowCustomAmount is false",
      },
    ]);
    expect(createPaymentLinkBodySchema.parse({ ...base, amount: 1500 })).toMatchObject({ reusable: true });
  });

  it("requires bounds in order for custom amounts, and maxQuantity for quantity buying", () => {
    const fields = detailsOf(createPaymentLinkBodySchema, {
      ...base,
      allowCustomAmount: true,
      minAmount: 500,
      maxAmount: 100,
      allowQuantityBuy: true,
    }).map((d) => d.field);
    expect(fields).toEqual(["maxAmount", "maxQuantity"]);
  });

  it("keeps the spec's mixed casing on the resource", () => {
    const keys = Object.keys(paymentLinkSchema.shape);
    expect(keys).toEqual(
      expect.arrayContaining(["merchant_id", "used_count", "creator_type", "created_at", "merchantTradeNo"]),
    );
  });

  it("treats omitted booleans in a PATCH as unchanged", () => {
    expect(updatePaymentLinkBodySchema.parse({ name: "New" })).toEqual({ name: "New" });
  });
});

describe("direct debit contract", () => {
  it("rejects slippage on a USDT contract", () => {
    const body = {
      provider: "EXCHANGEA_PAY",
      serviceName: "Tea club",
      scenarioId: "4f1c3a52-4b8e-4a4e-9a43-0d7b3f1e2a10",
      currency: "USDT",
      singleUpperLimit: 25,
      slippageBps: 100,
      returnUrl: "https://shop.example.lk/return",
      cancelUrl: "https://shop.example.lk/cancel",
    };
    expect(detailsOf(createContractBodySchema, body)).toEqual([
      {
        field: "slippageBps",
        constraint: "currency",
        message: "slippageBps is only allowed for LKR contracts",
      },
    ]);
    expect(createContractBodySchema.safeParse({ ...body, currency: "LKR" }).success).toBe(true);
  });
});

describe("query serialization", () => {
  it("is deterministic, encodes spaces as %20 and joins arrays with commas", () => {
    expect(serializeQuery({ page: 1, search: "Ama Perera", ids: ["a", "b"], status: undefined })).toBe(
      "?page=1&search=Ama%20Perera&ids=a%2Cb",
    );
    expect(serializeQuery({})).toBe("");
  });
});
