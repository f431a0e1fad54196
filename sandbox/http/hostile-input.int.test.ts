import { beforeAll, describe, expect, it } from "vitest";
import { customerBilling, paymentBody } from "../domain/payments/test-factories";
import { fileSandbox } from "../testing/file-sandbox";
import { type CreatedMerchant, TEST_ADMIN_TOKEN, type TestSandbox } from "../testing/harness";
import { streamBody } from "../testing/raw-http";

// Input meant to break the sandbox gets a 4xx in the error format, never a 5xx (docs/service-rules.md §12).

// Short, so a dripped body is cut quickly; long enough that a busy machine streams a body past the size
// limit within it (else that body is refused as slow, 408, before it is refused as large, 413).
const BODY_TIMEOUT_MS = 1_500;
const FIFTY_MB = 50 * 1024 * 1024;

const sandbox = fileSandbox({ env: { SANDBOX_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) } });
let merchant: CreatedMerchant;
let api: ReturnType<TestSandbox["client"]>;
let slug: string;

beforeAll(async () => {
  merchant = await sandbox.createMerchant({ roles: ["AGGREGATOR"] });
  api = sandbox.client(merchant.apiKey);
  const link = await api.request("POST", "/v1/payment-link", {
    allowCustomAmount: false,
    name: "Tea tin",
    currency: "LKR",
    amount: 1200,
  });
  slug = link.body.slug;
});

const token = { "x-sandbox-admin-token": TEST_ADMIN_TOKEN };

/** POST /v1/payment with a valid body but for `overrides`. */
const createPayment = (overrides: Parameters<typeof paymentBody>[0]) =>
  api.request("POST", "/v1/payment", paymentBody(overrides));

/** Every route that reads a request body, with the headers it needs to get as far as reading it. */
function bodyRoutes(): Array<[string, string, string, Record<string, string>]> {
  return [
    ["POST", "/v1/payment", "the /v1 router", {}],
    ["POST", "/sandbox/merchants", "control: merchants", token],
    ["PATCH", `/sandbox/merchants/${merchant.merchantId}`, "control: merchant update", token],
    ["PUT", "/sandbox/exchange-rate", "control: exchange rate", token],
    ["POST", "/sandbox/clock/advance", "control: clock", token],
    ["POST", `/sandbox/merchants/${merchant.merchantId}/float`, "control: float top-up", token],
    ["POST", "/sandbox/payments/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11/simulate", "control: simulate", token],
    ["POST", "/sandbox/withdrawals/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11/review", "control: review", token],
    ["POST", "/sandbox/offramps/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11/settle", "control: settle", token],
    [
      "POST",
      `/l/${slug}`,
      "hosted payment-link form",
      { "content-type": "application/x-www-form-urlencoded" },
    ],
  ];
}

function errorBody(text: string, status: number) {
  expect(JSON.parse(text)).toMatchObject({
    statusCode: status,
    error: expect.any(String),
    message: expect.any(String),
  });
}

describe("date filters out of the sandbox's range", () => {
  const lists = [
    "/v1/payment/list?dateRange=custom&",
    "/v1/withdrawal/list?",
    "/v1/aggregator/report/ledger?",
    "/v1/aggregator/report/offramp?",
  ];
  it.each(lists)("%s answers 400 with details for each impossible day", async (list) => {
    for (const field of ["startDate", "endDate"]) {
      for (const day of [
        "0000-01-01",
        "0099-12-31",
        "1969-12-31",
        "3000-01-01",
        "9999-12-31",
        "2026-02-30",
      ]) {
        const response = await api.request("GET", `${list}${field}=${day}`);
        expect([field, day, response.status]).toEqual([field, day, 400]);
        expect(response.body.details).toEqual([expect.objectContaining({ field })]);
      }
      const fine = await api.request("GET", `${list}${field}=2026-11-20`);
      expect(fine.status).toBe(200);
    }
  });
});

describe("deeply nested JSON", () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

  it("answers 400 on /v1 for a 10,000-deep body, after authentication", async () => {
    const response = await api.request("POST", "/v1/payment", { rawText: `{"amount":1,"x":${deep(9_999)}}` });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Request body nests more than 32 levels deep");
  });

  it.each([
    ["POST", "/sandbox/merchants"],
    ["PUT", "/sandbox/exchange-rate"],
  ])("answers 400 on the control API: %s %s", async (method, path) => {
    const response = await fetch(sandbox.url + path, { method, headers: token, body: deep(10_000) });
    expect(response.status).toBe(400);
    errorBody(await response.text(), 400);
  });

  it("still takes ordinary nesting", async () => {
    const response = await createPayment({ extra: JSON.parse(`[${deep(20)}]`) });
    expect(response.status).toBe(201);
  });
});

describe("a 50 MB body", () => {
  it("is refused with 413 before it is read when its length is declared, on every route", async () => {
    for (const [method, path, what, headers] of [
      ...bodyRoutes(),
      ["POST", "/checkout/x/pay", "checkout form", {}],
    ] as const) {
      const response = await streamBody(sandbox.url + path, {
        method,
        headers,
        totalBytes: FIFTY_MB,
        declareLength: true,
      });
      expect([what, response.status]).toEqual([what, 413]);
      expect(response.bytesSent).toBeLessThan(FIFTY_MB);
      errorBody(response.body, 413);
    }
  });

  it("is refused with 413 while it streams in chunks, without being buffered whole", async () => {
    for (const [method, path, what, headers] of bodyRoutes()) {
      const response = await streamBody(sandbox.url + path, { method, headers, totalBytes: FIFTY_MB });
      expect([what, response.status]).toEqual([what, 413]);
      expect(response.bytesSent).toBeLessThan(FIFTY_MB / 2);
      expect([what, response.headers.connection]).toEqual([what, "close"]);
      errorBody(response.body, 413);
    }
  });
});

describe("a slowly dripped body", () => {
  it("gets 408 once the body deadline passes, on every route that reads one", async () => {
    for (const [method, path, what, headers] of bodyRoutes()) {
      const started = Date.now();
      const response = await streamBody(sandbox.url + path, {
        method,
        headers,
        totalBytes: 200,
        chunkBytes: 1,
        delayMs: 100,
        declareLength: true,
        timeoutMs: 10_000,
      });
      expect([what, response.status]).toEqual([what, 408]);
      // Cut at the deadline, long before the 20 s the whole body would take.
      expect(Date.now() - started).toBeLessThan(BODY_TIMEOUT_MS + 3_000);
      errorBody(response.body, 408);
    }
  });
});

describe("NUL characters, which Postgres cannot store", () => {
  it.each(["/v1/payment/list", "/v1/payment-link/list", "/v1/branch/list", "/v1/direct-debit/list"])(
    "in a search of %s: 400 on the field",
    async (list) => {
      const response = await api.request("GET", `${list}?search=a%00b`);
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([
        expect.objectContaining({ field: "search", constraint: "noNulCharacters" }),
      ]);
    },
  );

  it("in a JSON string or key: 400 naming the field", async () => {
    const inGoods = await createPayment({ goods: [{ name: "tea\u0000", description: "d" }] });
    expect(inGoods.status).toBe(400);
    expect(inGoods.body.details).toEqual([expect.objectContaining({ field: "goods[0].name" })]);
    const inKey = await createPayment({ customerBilling: customerBilling({ "x\u0000": 1 }) });
    expect(inKey.status).toBe(400);
    const control = await sandbox.control("POST", "/sandbox/merchants", { name: "Bad\u0000name" });
    expect(control.status).toBe(400);
    expect(control.body.details).toEqual([expect.objectContaining({ field: "name" })]);
  });

  it("a lone surrogate or bytes that are not UTF-8: 400, never stored as U+FFFD", async () => {
    const lone = await createPayment({ goods: [{ name: "tea \ud83c", description: "d" }] });
    expect(lone.status).toBe(400);
    expect(lone.body.details).toEqual([
      expect.objectContaining({ field: "goods[0].name", constraint: "wellFormedText" }),
    ]);
    const control = await sandbox.control("POST", "/sandbox/merchants", { name: "Bad \udc00 name" });
    expect(control.status).toBe(400);
    expect(control.body.details).toEqual([expect.objectContaining({ field: "name" })]);
    const bytes = await fetch(`${sandbox.url}/sandbox/merchants`, {
      method: "POST",
      headers: { ...token, "content-type": "application/json" },
      body: new Uint8Array([...Buffer.from('{"name":"Bad '), 0xff, 0xfe, ...Buffer.from(' name"}')]),
    });
    expect(bytes.status).toBe(400);
    expect(await bytes.json()).toMatchObject({ message: "Request body must be UTF-8 text" });
  });

  it("in a hosted form, a slug or a key id: the page or a 404, not a crash", async () => {
    const form = await fetch(`${sandbox.url}/l/${slug}`, {
      method: "POST",
      body: new URLSearchParams({ ...customerBilling(), quantity: "1", firstName: "Ni\u0000mal" }),
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("NUL character");
    expect((await fetch(`${sandbox.url}/l/a%00b`)).status).toBe(404);
    const key = await fetch(`${sandbox.url}/sandbox/api-keys/ak_live_%00`, {
      method: "DELETE",
      headers: token,
    });
    expect(key.status).toBe(404);
  });
});

describe("numbers beyond what the sandbox can hold", () => {
  it("refuses an orderExpireTime no date can hold", async () => {
    const response = await createPayment({ orderExpireTime: Number.MAX_SAFE_INTEGER });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ field: "orderExpireTime" })]);
  });

  it("refuses a bank code beyond a 32-bit integer as an unknown bank", async () => {
    const user = await api.request("POST", "/v1/aggregator/user", { externalUserId: "hostile-1" });
    const response = await api.request("POST", `/v1/aggregator/user/${user.body.userId}/bank-account`, {
      bankCode: 3_000_000_000,
      accountNumber: "1234567890",
      accountName: "N Perera",
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ field: "bankCode" })]);
  });
});
