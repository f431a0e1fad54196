import { isDateOnly } from "@/lib/dates";
import type { OperationId, ValidationDetail } from "@/lib/payments-api";
import { amountLimitIssue } from "../domain/amount-limits";

// The sandbox's own limits on /v1 input, beyond the contract's schemas (docs/service-rules.md §12): values
// the contract accepts but the sandbox cannot handle or store. They are checked after the contract's
// validation, so a caller sees the same details format.

/** Calendar days the sandbox accepts in date filters. */
export const FIRST_DATE = "1970-01-01";
export const LAST_DATE = "2999-12-31";

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

function dateIssue(field: string, value: unknown): ValidationDetail | null {
  if (typeof value !== "string") return null;
  if (isDateOnly(value) && value >= FIRST_DATE && value <= LAST_DATE) return null;
  return {
    field,
    constraint: "dateRange",
    message: `${field} must be a calendar date from ${FIRST_DATE} to ${LAST_DATE}`,
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
  return issues;
}
