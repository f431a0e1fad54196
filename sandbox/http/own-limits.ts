import { z } from "zod";
import { FIRST_DAY, isDateOnly, LAST_DAY } from "@/lib/dates";
import type { OperationId, ValidationDetail } from "@/lib/payments-api";
import { toValidationDetails } from "@/lib/payments-api/validation";
import { amountLimitIssue } from "../domain/amount-limits";

// The sandbox's own limits on /v1 input, beyond the contract's schemas (docs/service-rules.md §12): values
// the contract accepts but the sandbox cannot handle or store. They are checked after the contract's
// validation, so a caller sees the same details format.

const DATE_FIELDS: Partial<Record<OperationId, readonly string[]>> = {
  listPayments: ["startDate", "endDate"],
  listWithdrawals: ["startDate", "endDate"],
  getLedgerReport: ["startDate", "endDate"],
  getOfframpReport: ["startDate", "endDate"],
};

/** Money fields, in their own currency; converted and derived values are checked where they are computed. */
const AMOUNT_FIELDS: Partial<Record<OperationId, readonly string[]>> = {
  createPayment: ["amount"],
  createPaymentLink: ["amount", "minAmount", "maxAmount"],
  updatePaymentLink: ["amount", "minAmount", "maxAmount"],
  createDirectDebitContract: ["singleUpperLimit"],
  executeDirectDebitPayment: ["amount"],
};

// Lengths and counts the specification does not state: the sandbox's own (docs/service-rules.md §12), so
// that what it stores stays bounded. The contract leaves them open: the service may well accept more.
const text = (max: number) => z.string().max(max);
const billing = z.looseObject({
  firstName: text(100),
  lastName: text(100),
  email: text(255),
  phone: text(30).optional(),
  address: text(255).optional(),
  city: text(100).optional(),
  postalCode: text(20).optional(),
  country: text(100).optional(),
});
const linkTexts = z.looseObject({
  name: text(255).optional(),
  description: text(1000).nullish(),
  maxQuantity: z.number().max(10_000).optional(),
  successUrl: text(512).nullish(),
  cancelUrl: text(512).nullish(),
  webhookUrl: text(512).nullish(),
  merchantTradeNo: text(64).optional(),
});
const TEXT_LIMITS: Partial<Record<OperationId, z.ZodType>> = {
  createPayment: z.looseObject({
    goods: z
      .array(z.looseObject({ name: text(256), description: text(1024), mccCode: text(8).optional() }))
      .max(50),
    webhookUrl: text(512).optional(),
    merchantTradeNo: text(64).optional(),
    customerBilling: billing,
  }),
  createPaymentLink: linkTexts,
  updatePaymentLink: linkTexts,
  executeDirectDebitPayment: z.looseObject({
    goods: z
      .array(z.looseObject({ goodsCategory: text(64), referenceGoodsId: text(64) }))
      .max(50)
      .optional(),
    customerBilling: billing.partial().optional(),
  }),
  createAggregatorBankAccount: z.looseObject({ beneficiaryMobile: text(30).optional() }),
  createOfframp: z.looseObject({ webhookUrl: text(512).optional() }),
  testWebhook: z.looseObject({ webhookUrl: text(512) }),
};

const SEARCH_LIMIT = 200;

function dateIssue(field: string, value: unknown): ValidationDetail | null {
  if (typeof value !== "string") return null;
  if (isDateOnly(value)) return null;
  return {
    field,
    constraint: "dateRange",
    message: `${field} must be a calendar date from ${FIRST_DAY} to ${LAST_DAY}`,
  };
}

/** Every own-limit problem of one request's validated query and body, as 400 details. */
export function ownLimitIssues(
  operationId: OperationId,
  input: { query: Record<string, unknown>; body: Record<string, unknown> },
): ValidationDetail[] {
  const issues: ValidationDetail[] = [];
  for (const field of AMOUNT_FIELDS[operationId] ?? []) {
    const value = input.body[field];
    const issue = typeof value === "number" ? amountLimitIssue(field, value) : null;
    if (issue) issues.push(issue);
  }
  for (const field of DATE_FIELDS[operationId] ?? []) {
    const issue = dateIssue(field, input.query[field]);
    if (issue) issues.push(issue);
  }
  const search = input.query.search;
  if (typeof search === "string" && search.length > SEARCH_LIMIT) {
    issues.push({
      field: "search",
      constraint: "maxLength",
      message: `search must be shorter than or equal to ${SEARCH_LIMIT} characters`,
    });
  }
  const texts = TEXT_LIMITS[operationId]?.safeParse(input.body);
  if (texts && !texts.success) issues.push(...toValidationDetails(texts.error, input.body));
  return issues;
}
