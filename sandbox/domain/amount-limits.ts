import { type Decimal, type DecimalInput, decimal } from "@/lib/money";
import type { ValidationDetail } from "@/lib/payments-api";
import { badRequest } from "../http/errors";

// The largest amounts the sandbox stores (docs/service-rules.md §4 and §12). Money columns are numeric(20,6)
// for USDT and numeric(20,2) for LKR, so a single value could reach 99,999,999,999,999.999999 USDT; one amount
// is held far below that, so that the totals the sandbox adds up (a withdrawal's, a contract's charges, the
// float) still fit. This is the sandbox's own limit, not the payments service's.

export const MAX_AMOUNT = decimal("9999999999.99");
export const MAX_AMOUNT_TEXT = "9,999,999,999.99";

/** The capacity of the columns that hold totals, for the checks on sums. */
export const COLUMN_MAX = {
  USDT: decimal("99999999999999.999999"),
  LKR: decimal("999999999999999999.99"),
} as const;

/** `field`'s 400 detail when `value` is above the limit; `after` names a conversion ("USDT after conversion"). */
export function amountLimitIssue(
  field: string,
  value: DecimalInput,
  after?: string,
): ValidationDetail | null {
  if (decimal(value).lte(MAX_AMOUNT)) return null;
  const message = `${field} must not exceed ${MAX_AMOUNT_TEXT}${after ? ` ${after}` : ""}`;
  return { field, constraint: "max", message };
}

export function requireAmountWithinLimit(field: string, value: DecimalInput, after?: string): void {
  const issue = amountLimitIssue(field, value, after);
  if (issue) throw badRequest(issue.message, [issue]);
}

/** Whether a total fits its column. */
export function fitsColumn(currency: "USDT" | "LKR", total: Decimal): boolean {
  return total.abs().lte(COLUMN_MAX[currency]);
}
