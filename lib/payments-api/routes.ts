import type { HttpMethod } from "./operation";

/**
 * Where each operation lives: method, path template and the area of the API it belongs to. No schemas, so
 * the browser's BFF client can use it without loading zod; `operations.ts` builds on it.
 */
export const operationRoutes = {
  createPayment: { method: "POST", path: "/v1/payment", resource: "payments" },
  listPayments: { method: "GET", path: "/v1/payment/list", resource: "payments" },
  getPayment: { method: "GET", path: "/v1/payment/:id", resource: "payments" },
  createPaymentLink: { method: "POST", path: "/v1/payment-link", resource: "payment-links" },
  listPaymentLinks: { method: "GET", path: "/v1/payment-link/list", resource: "payment-links" },
  getPaymentLink: { method: "GET", path: "/v1/payment-link/:id", resource: "payment-links" },
  updatePaymentLink: { method: "PATCH", path: "/v1/payment-link/:id", resource: "payment-links" },
  deletePaymentLink: { method: "DELETE", path: "/v1/payment-link/:id", resource: "payment-links" },
  createBranch: { method: "POST", path: "/v1/branch", resource: "branches" },
  listBranches: { method: "GET", path: "/v1/branch/list", resource: "branches" },
  getBranch: { method: "GET", path: "/v1/branch/:id", resource: "branches" },
  updateBranch: { method: "PATCH", path: "/v1/branch/:id", resource: "branches" },
  deleteBranch: { method: "DELETE", path: "/v1/branch/:id", resource: "branches" },
  listDirectDebitScenarios: {
    method: "GET",
    path: "/v1/direct-debit/scenario-code/list",
    resource: "direct-debit",
  },
  createDirectDebitContract: { method: "POST", path: "/v1/direct-debit", resource: "direct-debit" },
  listDirectDebitContracts: { method: "GET", path: "/v1/direct-debit/list", resource: "direct-debit" },
  getDirectDebitContract: { method: "GET", path: "/v1/direct-debit/:id", resource: "direct-debit" },
  syncDirectDebitContract: { method: "POST", path: "/v1/direct-debit/:id/sync", resource: "direct-debit" },
  terminateDirectDebitContract: {
    method: "POST",
    path: "/v1/direct-debit/:id/terminate",
    resource: "direct-debit",
  },
  executeDirectDebitPayment: {
    method: "POST",
    path: "/v1/direct-debit/:id/payment",
    resource: "direct-debit",
  },
  createWithdrawal: { method: "POST", path: "/v1/withdrawal", resource: "withdrawals" },
  listWithdrawals: { method: "GET", path: "/v1/withdrawal/list", resource: "withdrawals" },
  getWithdrawal: { method: "GET", path: "/v1/withdrawal/:id", resource: "withdrawals" },
  testWebhook: { method: "POST", path: "/v1/webhooks/test", resource: "webhooks" },
  getWebhookConfig: { method: "GET", path: "/v1/webhooks/config", resource: "webhooks" },
  listBanks: { method: "GET", path: "/v1/bank/list", resource: "banks" },
  upsertAggregatorUser: { method: "POST", path: "/v1/aggregator/user", resource: "offramp" },
  createAggregatorBankAccount: {
    method: "POST",
    path: "/v1/aggregator/user/:id/bank-account",
    resource: "offramp",
  },
  listAggregatorBankAccounts: {
    method: "GET",
    path: "/v1/aggregator/user/:id/bank-account/list",
    resource: "offramp",
  },
  getAggregatorQuote: { method: "GET", path: "/v1/aggregator/quote", resource: "offramp" },
  createOfframp: { method: "POST", path: "/v1/aggregator/offramp", resource: "offramp" },
  getOfframp: { method: "GET", path: "/v1/aggregator/offramp/:id", resource: "offramp" },
  getLedgerReport: { method: "GET", path: "/v1/aggregator/report/ledger", resource: "reports" },
  getOfframpReport: { method: "GET", path: "/v1/aggregator/report/offramp", resource: "offramp" },
} as const satisfies Record<string, { method: HttpMethod; path: `/v1/${string}`; resource: ApiResource }>;

/** The areas of the API; a query cache is invalidated per area and account. */
export type ApiResource =
  | "payments"
  | "payment-links"
  | "branches"
  | "direct-debit"
  | "withdrawals"
  | "webhooks"
  | "banks"
  | "offramp"
  | "reports";

export type OperationRouteId = keyof typeof operationRoutes;
export type OperationRoute<K extends OperationRouteId = OperationRouteId> = (typeof operationRoutes)[K];
