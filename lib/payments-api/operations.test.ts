import { describe, expect, it } from "vitest";
import { matchOperation } from "./match";
import { buildPath } from "./operation";
import { operationList, operations } from "./operations";
import { operationRoutes } from "./routes";

// The service's rate-limit table, plus docs/service-rules.md §3 for the webhook helpers and PATCH of a link.
const specLimits: Array<[string, number]> = [
  ["POST /v1/payment", 100],
  ["GET /v1/payment/:id", 300],
  ["GET /v1/payment/list", 200],
  ["POST /v1/payment-link", 50],
  ["GET /v1/payment-link/:id", 100],
  ["GET /v1/payment-link/list", 100],
  ["DELETE /v1/payment-link/:id", 50],
  ["PATCH /v1/payment-link/:id", 50],
  ["POST /v1/branch", 60],
  ["GET /v1/branch/list", 200],
  ["GET /v1/branch/:id", 300],
  ["PATCH /v1/branch/:id", 60],
  ["DELETE /v1/branch/:id", 30],
  ["GET /v1/direct-debit/scenario-code/list", 200],
  ["POST /v1/direct-debit", 100],
  ["GET /v1/direct-debit/list", 100],
  ["GET /v1/direct-debit/:id", 100],
  ["POST /v1/direct-debit/:id/sync", 50],
  ["POST /v1/direct-debit/:id/terminate", 50],
  ["POST /v1/direct-debit/:id/payment", 100],
  ["POST /v1/withdrawal", 10],
  ["GET /v1/withdrawal/list", 100],
  ["GET /v1/withdrawal/:id", 100],
  ["GET /v1/bank/list", 300],
  ["POST /v1/aggregator/user", 120],
  ["POST /v1/aggregator/user/:id/bank-account", 60],
  ["GET /v1/aggregator/user/:id/bank-account/list", 200],
  ["GET /v1/aggregator/quote", 120],
  ["POST /v1/aggregator/offramp", 60],
  ["GET /v1/aggregator/offramp/:id", 300],
  ["GET /v1/aggregator/report/ledger", 60],
  ["GET /v1/aggregator/report/offramp", 60],
  ["GET /v1/webhooks/config", 20],
  ["POST /v1/webhooks/test", 5],
];

describe("operations table", () => {
  it("has exactly one entry per endpoint, with the spec's rate limit", () => {
    const table = operationList.map((op): [string, number] => [
      `${op.method} ${op.path}`,
      op.rateLimitPerMinute,
    ]);
    expect(new Map(table)).toEqual(new Map(specLimits));
    expect(table).toHaveLength(specLimits.length);
  });

  it("gates exactly the offramp family behind the AGGREGATOR role", () => {
    const gated = operationList.filter((op) => op.requiresAggregator).map((op) => op.path);
    expect(gated.sort()).toEqual(
      [
        "/v1/bank/list",
        "/v1/aggregator/user",
        "/v1/aggregator/user/:id/bank-account",
        "/v1/aggregator/user/:id/bank-account/list",
        "/v1/aggregator/quote",
        "/v1/aggregator/offramp",
        "/v1/aggregator/offramp/:id",
        "/v1/aggregator/report/ledger",
        "/v1/aggregator/report/offramp",
      ].sort(),
    );
  });

  it("matches literal list paths before :id templates", () => {
    expect(matchOperation("GET", "/v1/payment/list")?.operation.id).toBe("listPayments");
    expect(matchOperation("GET", "/v1/payment/pay_123")).toMatchObject({
      operation: { id: "getPayment" },
      params: { id: "pay_123" },
    });
    expect(matchOperation("get", "/v1/direct-debit/scenario-code/list")?.operation.id).toBe(
      "listDirectDebitScenarios",
    );
    expect(matchOperation("POST", "/v1/direct-debit/abc/sync")?.params).toEqual({ id: "abc" });
    expect(matchOperation("PUT", "/v1/payment/list")).toBeNull();
    expect(matchOperation("GET", "/v1/payments")).toBeNull();
    expect(matchOperation("GET", "/v1/payment/")).toBeNull();
  });

  it("builds paths with each parameter encoded as one segment", () => {
    expect(buildPath("/v1/payment/:id", { id: "a/b c" })).toBe("/v1/payment/a%2Fb%20c");
    expect(() => buildPath("/v1/payment/:id", {})).toThrow(/Missing path parameter "id"/);
  });
});

describe("operationRoutes", () => {
  it("is where every operation's method and path come from, and names its area", () => {
    expect(Object.keys(operationRoutes).sort()).toEqual(Object.keys(operations).sort());
    for (const [id, operation] of Object.entries(operations)) {
      const route = operationRoutes[id as keyof typeof operationRoutes];
      expect({ method: operation.method, path: operation.path }).toEqual({
        method: route.method,
        path: route.path,
      });
    }
  });
});
