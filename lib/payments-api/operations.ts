import * as branches from "./branches";
import { stringIdPathParams, uuidPathParams } from "./common";
import * as directDebit from "./direct-debit";
import * as offramp from "./offramp";
import { type Operation, defineOperation as op, type Permission } from "./operation";
import * as links from "./payment-links";
import * as payments from "./payments";
import { type OperationRoute, type OperationRouteId, operationRoutes } from "./routes";
import * as webhooks from "./webhooks";
import * as withdrawals from "./withdrawals";

/**
 * Every endpoint of the payments API, in matching order (literal paths before `:id` siblings).
 * Rate limits are the service's rate-limit table plus docs/service-rules.md §3.
 */
export const operations = {
  // Payments
  createPayment: op({
    ...meta("createPayment", "Payments", "Create a payment"),
    body: payments.createPaymentBodySchema,
    response: payments.paymentSchema,
    ...created(100, "payments:write"),
  }),
  listPayments: op({
    ...meta("listPayments", "Payments", "List payments"),
    query: payments.paymentListQuerySchema,
    response: payments.paymentListResponseSchema,
    ...ok(200, "payments:read"),
  }),
  getPayment: op({
    ...meta("getPayment", "Payments", "Get a payment"),
    pathParams: stringIdPathParams,
    response: payments.paymentSchema,
    ...ok(300, "payments:read"),
  }),

  // Payment links
  createPaymentLink: op({
    ...meta("createPaymentLink", "Payment links", "Create a payment link"),
    body: links.createPaymentLinkBodySchema,
    response: links.paymentLinkSchema,
    ...created(50, "payment-links:write"),
  }),
  listPaymentLinks: op({
    ...meta("listPaymentLinks", "Payment links", "List payment links"),
    query: links.paymentLinkListQuerySchema,
    response: links.paymentLinkListResponseSchema,
    ...ok(100, "payment-links:read"),
  }),
  getPaymentLink: op({
    ...meta("getPaymentLink", "Payment links", "Get a payment link"),
    pathParams: uuidPathParams,
    response: links.paymentLinkSchema,
    ...ok(100, "payment-links:read"),
  }),
  updatePaymentLink: op({
    ...meta("updatePaymentLink", "Payment links", "Update an active payment link"),
    pathParams: uuidPathParams,
    body: links.updatePaymentLinkBodySchema,
    response: links.paymentLinkSchema,
    ...ok(50, "payment-links:write"),
  }),
  deletePaymentLink: op({
    ...meta("deletePaymentLink", "Payment links", "Deactivate a payment link"),
    pathParams: uuidPathParams,
    response: links.deletePaymentLinkResponseSchema,
    ...ok(50, "payment-links:write"),
  }),

  // Branches
  createBranch: op({
    ...meta("createBranch", "Branches", "Create a branch"),
    body: branches.createBranchBodySchema,
    response: branches.branchSchema,
    ...created(60, "branches:write"),
  }),
  listBranches: op({
    ...meta("listBranches", "Branches", "List branches"),
    query: branches.branchListQuerySchema,
    response: branches.branchListResponseSchema,
    ...ok(200, "branches:read"),
  }),
  getBranch: op({
    ...meta("getBranch", "Branches", "Get a branch"),
    pathParams: uuidPathParams,
    response: branches.branchSchema,
    ...ok(300, "branches:read"),
  }),
  updateBranch: op({
    ...meta("updateBranch", "Branches", "Update a branch"),
    pathParams: uuidPathParams,
    body: branches.updateBranchBodySchema,
    response: branches.branchSchema,
    ...ok(60, "branches:write"),
  }),
  deleteBranch: op({
    ...meta("deleteBranch", "Branches", "Deactivate a branch"),
    pathParams: uuidPathParams,
    response: null,
    successStatus: 204,
    rateLimitPerMinute: 30,
    permission: "branches:write",
  }),

  // Direct debit
  listDirectDebitScenarios: op({
    ...meta("listDirectDebitScenarios", "Direct debit", "List scenarios"),
    query: directDebit.scenarioListQuerySchema,
    response: directDebit.scenarioListResponseSchema,
    ...ok(200, "direct-debit:read"),
  }),
  createDirectDebitContract: op({
    ...meta("createDirectDebitContract", "Direct debit", "Create a contract"),
    body: directDebit.createContractBodySchema,
    response: directDebit.contractSchema,
    ...created(100, "direct-debit:write"),
  }),
  listDirectDebitContracts: op({
    ...meta("listDirectDebitContracts", "Direct debit", "List contracts"),
    query: directDebit.contractListQuerySchema,
    response: directDebit.contractListResponseSchema,
    ...ok(100, "direct-debit:read"),
  }),
  getDirectDebitContract: op({
    ...meta("getDirectDebitContract", "Direct debit", "Get a contract"),
    pathParams: uuidPathParams,
    response: directDebit.contractSchema,
    ...ok(100, "direct-debit:read"),
  }),
  syncDirectDebitContract: op({
    ...meta("syncDirectDebitContract", "Direct debit", "Sync a contract"),
    pathParams: uuidPathParams,
    body: directDebit.syncContractBodySchema,
    response: directDebit.contractSchema,
    ...ok(50, "direct-debit:write"),
  }),
  terminateDirectDebitContract: op({
    ...meta("terminateDirectDebitContract", "Direct debit", "Terminate"),
    pathParams: uuidPathParams,
    body: directDebit.terminateContractBodySchema,
    response: directDebit.contractSchema,
    ...ok(50, "direct-debit:write"),
  }),
  executeDirectDebitPayment: op({
    ...meta("executeDirectDebitPayment", "Direct debit", "Charge a contract"),
    pathParams: uuidPathParams,
    body: directDebit.executeContractPaymentBodySchema,
    response: directDebit.directDebitPaymentSchema,
    ...created(100, "direct-debit:write"),
  }),

  // Withdrawals
  createWithdrawal: op({
    ...meta("createWithdrawal", "Withdrawals", "Request a settlement"),
    body: withdrawals.createWithdrawalBodySchema,
    response: withdrawals.withdrawalSchema,
    ...created(10, "withdrawals:write"),
  }),
  listWithdrawals: op({
    ...meta("listWithdrawals", "Withdrawals", "List settlement requests"),
    query: withdrawals.withdrawalListQuerySchema,
    response: withdrawals.withdrawalListResponseSchema,
    ...ok(100, "withdrawals:read"),
  }),
  getWithdrawal: op({
    ...meta("getWithdrawal", "Withdrawals", "Get a settlement request"),
    pathParams: uuidPathParams,
    response: withdrawals.withdrawalDetailSchema,
    ...ok(100, "withdrawals:read"),
  }),

  // Webhook helpers
  testWebhook: op({
    ...meta("testWebhook", "Webhooks", "Deliver a signed test webhook"),
    body: webhooks.testWebhookBodySchema,
    response: webhooks.testWebhookResponseSchema,
    ...ok(5, "webhooks:write"),
  }),
  getWebhookConfig: op({
    ...meta("getWebhookConfig", "Webhooks", "Webhook signing configuration"),
    response: webhooks.webhookConfigSchema,
    ...ok(20, "webhooks:read"),
  }),

  // Offramp (AGGREGATOR)
  listBanks: op({
    ...aggregator("listBanks", "List banks"),
    response: offramp.bankListResponseSchema,
    ...ok(300, "offramp:read"),
  }),
  upsertAggregatorUser: op({
    ...aggregator("upsertAggregatorUser", "Create or find an end-user"),
    body: offramp.upsertAggregatorUserBodySchema,
    response: offramp.aggregatorUserSchema,
    ...created(120, "offramp:write"),
  }),
  createAggregatorBankAccount: op({
    ...aggregator("createAggregatorBankAccount", "Add a bank account"),
    pathParams: offramp.aggregatorUserPathParams,
    body: offramp.createBankAccountBodySchema,
    response: offramp.bankAccountSchema,
    ...created(60, "offramp:write"),
  }),
  listAggregatorBankAccounts: op({
    ...aggregator("listAggregatorBankAccounts", "List bank accounts"),
    pathParams: offramp.aggregatorUserPathParams,
    response: offramp.bankAccountListResponseSchema,
    ...ok(200, "offramp:read"),
  }),
  getAggregatorQuote: op({
    ...aggregator("getAggregatorQuote", "Lock a rate for 60 seconds"),
    query: offramp.quoteQuerySchema,
    response: offramp.quoteSchema,
    ...ok(120, "offramp:write"),
  }),
  createOfframp: op({
    ...aggregator("createOfframp", "Pay out LKR to a bank account"),
    body: offramp.createOfframpBodySchema,
    response: offramp.offrampSchema,
    ...created(60, "offramp:write"),
  }),
  getOfframp: op({
    ...aggregator("getOfframp", "Get an offramp"),
    pathParams: uuidPathParams,
    response: offramp.offrampSchema,
    ...ok(300, "offramp:read"),
  }),
  getLedgerReport: op({
    ...aggregator("getLedgerReport", "Float ledger report"),
    query: offramp.ledgerReportQuerySchema,
    response: offramp.ledgerReportResponseSchema,
    ...ok(60, "reports:read"),
  }),
  getOfframpReport: op({
    ...aggregator("getOfframpReport", "Offramp report"),
    query: offramp.offrampReportQuerySchema,
    response: offramp.offrampReportResponseSchema,
    ...ok(60, "reports:read"),
  }),
} as const satisfies Record<OperationRouteId, Operation>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationList: readonly Operation[] = Object.values(operations);

interface Meta<K extends OperationRouteId> {
  id: K;
  method: OperationRoute<K>["method"];
  path: OperationRoute<K>["path"];
  tag: string;
  summary: string;
  requiresAggregator: false;
}

function meta<K extends OperationRouteId>(id: K, tag: string, summary: string): Meta<K> {
  const { method, path } = operationRoutes[id];
  return { id, method, path, tag, summary, requiresAggregator: false };
}

function aggregator<K extends OperationRouteId>(id: K, summary: string) {
  return { ...meta(id, "Offramp", summary), requiresAggregator: true as const };
}

function ok<L extends number, P extends Permission>(rateLimitPerMinute: L, permission: P) {
  return { successStatus: 200, rateLimitPerMinute, permission } as const;
}

function created<L extends number, P extends Permission>(rateLimitPerMinute: L, permission: P) {
  return { successStatus: 201, rateLimitPerMinute, permission } as const;
}
