import { CURRENCY_DECIMALS, type Currency, type Decimal, decimal, roundFor } from "@/lib/money";
import { checkPaymentLinkRules, type ValidationDetail } from "@/lib/payments-api";

/** The fields the business rules look at, amounts already rounded to the link's currency. */
export interface LinkState {
  currency: Currency;
  amount: Decimal | null;
  allowCustomAmount: boolean;
  minAmount: Decimal | null;
  maxAmount: Decimal | null;
  allowQuantityBuy: boolean;
  maxQuantity: number | null;
  expirationDate: Date | null;
}

/** Amounts are kept in the link's own currency: LKR 2 dp, USDT 6 dp, half-up (docs/service-rules.md §1). */
export function roundAmount(value: number | string | Decimal | null, currency: Currency): Decimal | null {
  return value === null ? null : roundFor(currency, decimal(value));
}

const toNumber = (value: Decimal | null) => (value === null ? null : value.toNumber());

/**
 * Every business rule of a link (docs/service-rules.md §6), as 400 details: the spec's conditional fields, and the
 * checks the shape schema cannot make (the sandbox clock, rounding to the currency).
 * A PATCH passes the merged link, so a change that breaks a rule together with stored fields is caught.
 */
export function linkStateIssues(state: LinkState, now: Date): ValidationDetail[] {
  const details: ValidationDetail[] = checkPaymentLinkRules({
    amount: toNumber(state.amount),
    allowCustomAmount: state.allowCustomAmount,
    minAmount: toNumber(state.minAmount),
    maxAmount: toNumber(state.maxAmount),
    allowQuantityBuy: state.allowQuantityBuy,
    maxQuantity: state.maxQuantity,
  }).map((issue) => ({ field: issue.path, constraint: issue.constraint, message: issue.message }));

  const smallest = decimal(1).div(10 ** CURRENCY_DECIMALS[state.currency]);
  for (const field of ["amount", "minAmount", "maxAmount"] as const) {
    const value = state[field];
    if (value?.isZero()) {
      details.push({
        field,
        constraint: "min",
        message: `${field} must be at least ${smallest.toFixed()} ${state.currency}`,
      });
    }
  }

  if (state.expirationDate && state.expirationDate.getTime() <= now.getTime()) {
    details.push({
      field: "expirationDate",
      constraint: "minDate",
      message: "expirationDate must be in the future",
    });
  }
  return details;
}
