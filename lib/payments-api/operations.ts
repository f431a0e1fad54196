import * as branches from "./branches";
import { stringIdPathParams, uuidPathParams } from "./common";
import * as directDebit from "./direct-debit";
import * as offramp from "./offramp";
import { defineOperation as op, type Permission } from "./operation";
import * as links from "./payment-links";
import * as payments from "./payments";
import * as webhooks from "./webhooks";
import * as withdrawals from "./withdrawals";

/**
 * Every endpoint of the payments API, in matching order (literal paths before `:id` siblings).
 * Rate limits are the service's rate-limit table plus docs/service-rules.md §3.
 */
export const operations = {
  // Payments
  createPayment: op({
    ...meta("createPayment", "POST", "/v1/payment", "Payments", "Create a payment"),
    body: payments.createPaymentBodySchema,
    response: payments.paymentSchema,
    ...created(100, "payments:write"),
  }),
  listPayments: op({
    ...meta("listPayments", "GET", "/v1/payment/list", "Payments", "List payments"),
    query: payments.paymentListQuerySchema,
    response: payments.paymentListResponseSchema,
    ...ok(200, "payments:read"),
  }),
  getPayment: op({
    ...meta("getPayment", "GET", "/v1/payment/:id", "Payments", "Get a payment"),
    pathParams: stringIdPathParams,
    response: payments.paymentSchema,
    ...ok(300, "payments:read"),
  }),

  // Payment links
  createPaymentLink: op({
    ...meta("createPaymentLink", "POST", "/v1/payment-link", "Payment links", "Create a payment link"),
    body: links.createPaymentLinkBodySchema,
    response: links.paymentLinkSchema,
    ...created(50, "payment-links:write"),
  }),
  listPaymentLinks: op({
    ...meta("listPaymentLinks", "GET", "/v1/payment-link/list", "Payment links", "List payment links"),
    query: links.paymentLinkListQuerySchema,
    response: links.paymentLinkListResponseSchema,
    ...ok(100, "payment-links:read"),
  }),
  getPaymentLink: op({
    ...meta("getPaymentLink", "GET", "/v1/payment-link/:id", "Payment links", "Get a payment link"),
    pathParams: uuidPathParams,
    response: links.paymentLinkSchema,
    ...ok(100, "payment-links:read"),
  }),
  updatePaymentLink: op({
    ...meta(
      "updatePaymentLink",
      "PATCH",
      "/v1/payment-link/:id",
      "Payment links",
      "Update an active payment link",
    ),
    pathParams: uuidPathParams,
    body: links.updatePaymentLinkBodySchema,
    response: links.paymentLinkSchema,
    ...ok(50, "payment-links:write"),
  }),
  deletePaymentLink: op({
    ...meta(
      "deletePaymentLink",
      "DELETE",
      "/v1/payment-link/:id",
      "Payment links",
      "Deactivate a payment link",
    ),
    pathParams: uuidPathParams,
    response: links.deletePaymentLinkResponseSchema,
    ...ok(50, "payment-links:write"),
  }),

  // Branches
  createBranch: op({
    ...meta("createBranch", "POST", "/v1/branch", "Branches", "Create a branch"),
    body: branches.createBranchBodySchema,
    response: branches.branchSchema,
    ...created(60, "branches:write"),
  }),
  listBranches: op({
    ...meta("listBranches", "GET", "/v1/branch/list", "Branches", "List branches"),
    query: branches.branchListQuerySchema,
    response: branches.branchListResponseSchema,
    ...ok(200, "branches:read"),
  }),
  getBranch: op({
    ...meta("getBranch", "GET", "/v1/branch/:id", "Branches", "Get a branch"),
    pathParams: uuidPathParams,
    response: branches.branchSchema,
    ...ok(300, "branches:read"),
  }),
  updateBranch: op({
    ...meta("updateBranch", "PATCH", "/v1/branch/:id", "Branches", "Update a branch"),
    pathParams: uuidPathParams,
    body: branches.updateBranchBodySchema,
    response: branches.branchSchema,
    ...ok(60, "branches:write"),
  }),
  deleteBranch: op({
    ...meta("deleteBranch", "DELETE", "/v1/branch/:id", "Branches", "Deactivate a branch"),
    pathParams: uuidPathParams,
    response: null,
    successStatus: 204,
    rateLimitPerMinute: 30,
    permission: "branches:write",
  }),

  // Direct debit
  listDirectDebitScenarios: op({
    ...meta(
      "listDirectDebitScenarios",
      "GET",
      "/v1/direct-debit/scenario-code/list",
      "Direct debit",
      "List scenarios",
    ),
    query: directDebit.scenarioListQuerySchema,
    response: directDebit.scenarioListResponseSchema,
    ...ok(200, "direct-debit:read"),
  }),
  createDirectDebitContract: op({
    ...meta("createDirectDebitContract", "POST", "/v1/direct-debit", "Direct debit", "Create a contract"),
    body: directDebit.createContractBodySchema,
    response: directDebit.contractSchema,
    ...created(100, "direct-debit:write"),
  }),
  listDirectDebitContracts: op({
    ...meta("listDirectDebitContracts", "GET", "/v1/direct-debit/list", "Direct debit", "List contracts"),
    query: directDebit.contractListQuerySchema,
    response: directDebit.contractListResponseSchema,
    ...ok(100, "direct-debit:read"),
  }),
  getDirectDebitContract: op({
    ...meta("getDirectDebitContract", "GET", "/v1/direct-debit/:id", "Direct debit", "Get a contract"),
    pathParams: uuidPathParams,
    response: directDebit.contractSchema,
    ...ok(100, "direct-debit:read"),
  }),
  syncDirectDebitContract: op({
    ...meta(
      "syncDirectDebitContract",
      "POST",
      "/v1/direct-debit/:id/sync",
      "Direct debit",
      "Sync a contract",
    ),
    pathParams: uuidPathParams,
    body: directDebit.syncContractBodySchema,
    response: directDebit.contractSchema,
    ...ok(50, "direct-debit:write"),
  }),
  terminateDirectDebitContract: op({
    ...meta(
      "terminateDirectDebitContract",
      "POST",
      "/v1/direct-debit/:id/terminate",
      "Direct debit",
      "Terminate",
    ),
    pathParams: uuidPathParams,
    body: directDebit.terminateContractBodySchema,
    response: directDebit.contractSchema,
    ...ok(50, "direct-debit:write"),
  }),
  executeDirectDebitPayment: op({
    ...meta(
      "executeDirectDebitPayment",
      "POST",
      "/v1/direct-debit/:id/payment",
      "Direct debit",
      "Charge a contract",
    ),
    pathParams: uuidPathParams,
    body: directDebit.executeContractPaymentBodySchema,
    response: directDebit.directDebitPaymentSchema,
    ...created(100, "direct-debit:write"),
  }),

  // Withdrawals
  createWithdrawal: op({
    ...meta("createWithdrawal", "POST", "/v1/withdrawal", "Withdrawals", "Request a settlement"),
    body: withdrawals.createWithdrawalBodySchema,
    response: withdrawals.withdrawalSchema,
    ...created(10, "withdrawals:write"),
  }),
  listWithdrawals: op({
    ...meta("listWithdrawals", "GET", "/v1/withdrawal/list", "Withdrawals", "List settlement requests"),
    query: withdrawals.withdrawalListQuerySchema,
    response: withdrawals.withdrawalListResponseSchema,
    ...ok(100, "withdrawals:read"),
  }),
  getWithdrawal: op({
    ...meta("getWithdrawal", "GET", "/v1/withdrawal/:id", "Withdrawals", "Get a settlement request"),
    pathParams: uuidPathParams,
    response: withdrawals.withdrawalDetailSchema,
    ...ok(100, "withdrawals:read"),
  }),

  // Webhook helpers
  testWebhook: op({
    ...meta("testWebhook", "POST", "/v1/webhooks/test", "Webhooks", "Deliver a signed test webhook"),
    body: webhooks.testWebhookBodySchema,
    response: webhooks.testWebhookResponseSchema,
    ...ok(5, "webhooks:write"),
  }),
  getWebhookConfig: op({
    ...meta("getWebhookConfig", "GET", "/v1/webhooks/config", "Webhooks", "Webhook signing configuration"),
    response: webhooks.webhookConfigSchema,
    ...ok(20, "webhooks:read"),
  }),

  // Offramp (AGGREGATOR)
  listBanks: op({
    ...aggregator("listBanks", "GET", "/v1/bank/list", "List banks"),
    response: offramp.bankListResponseSchema,
    ...ok(300, "offramp:read"),
  }),
  upsertAggregatorUser: op({
    ...aggregator("upsertAggregatorUser", "POST", "/v1/aggregator/user", "Create or find an end-user"),
    body: offramp.upsertAggregatorUserBodySchema,
    response: offramp.aggregatorUserSchema,
    ...created(120, "offramp:write"),
  }),
  createAggregatorBankAccount: op({
    ...aggregator(
      "createAggregatorBankAccount",
      "POST",
      "/v1/aggregator/user/:id/bank-account",
      "Add a bank account",
    ),
    pathParams: offramp.aggregatorUserPathParams,
    body: offramp.createBankAccountBodySchema,
    response: offramp.bankAccountSchema,
    ...created(60, "offramp:write"),
  }),
  listAggregatorBankAccounts: op({
    ...aggregator(
      "listAggregatorBankAccounts",
      "GET",
      "/v1/aggregator/user/:id/bank-account/list",
      "List bank accounts",
    ),
    pathParams: offramp.aggregatorUserPathParams,
    response: offramp.bankAccountListResponseSchema,
    ...ok(200, "offramp:read"),
  }),
  getAggregatorQuote: op({
    ...aggregator("getAggregatorQuote", "GET", "/v1/aggregator/quote", "Lock a rate for 60 seconds"),
    query: offramp.quoteQuerySchema,
    response: offramp.quoteSchema,
    ...ok(120, "offramp:write"),
  }),
  createOfframp: op({
    ...aggregator("createOfframp", "POST", "/v1/aggregator/offramp", "Pay out LKR to a bank account"),
    body: offramp.createOfframpBodySchema,
    response: offramp.offrampSchema,
    ...created(60, "offramp:write"),
  }),
  getOfframp: op({
    ...aggregator("getOfframp", "GET", "/v1/aggregator/offramp/:id", "Get an offramp"),
    pathParams: uuidPathParams,
    response: offramp.offrampSchema,
    ...ok(300, "offramp:read"),
  }),
  getLedgerReport: op({
    ...aggregator("getLedgerReport", "GET", "/v1/aggregator/report/ledger", "Float ledger report"),
    query: offramp.ledgerReportQuerySchema,
    response: offramp.ledgerReportResponseSchema,
    ...ok(60, "reports:read"),
  }),
  getOfframpReport: op({
    ...aggregator("getOfframpReport", "GET", "/v1/aggregator/report/offramp", "Offramp report"),
    query: offramp.offrampReportQuerySchema,
    response: offramp.offrampReportResponseSchema,
    ...ok(60, "reports:read"),
  }),
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationList = Object.values(operations);

function meta<M extends "GET" | "POST" | "PATCH" | "DELETE", P extends `/v1/${string}`>(
  id: string,
  method: M,
  path: P,
  tag: string,
  summary: string,
) {
  return { id, method, path, tag, summary, requiresAggregator: false } as const;
}

function aggregator<M extends "GET" | "POST", P extends `/v1/${string}`>(
  id: string,
  method: M,
  path: P,
  summary: string,
) {
  return { ...meta(id, method, path, "Offramp", summary), requiresAggregator: true } as const;
}

function ok<L extends number, P extends Permission>(rateLimitPerMinute: L, permission: P) {
  return { successStatus: 200, rateLimitPerMinute, permission } as const;
}

function created<L extends number, P extends Permission>(rateLimitPerMinute: L, permission: P) {
  return { successStatus: 201, rateLimitPerMinute, permission } as const;
}
