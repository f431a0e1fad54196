import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { type CreateWithdrawalBody, createWithdrawalBodySchema } from "@/lib/payments-api/withdrawals";
import type { NewSettlementValues } from "./new-settlement-form";

// The settlement form's checks: the contract's body schema (and zod with it). The form loads this module
// when it is first focused or checked (components/forms/lazy-checks.ts), not with its page.

const CHOOSE_BRANCH = "Choose the branch whose payments to settle.";

function toBody(values: NewSettlementValues): CreateWithdrawalBody {
  return values.scope === "branch" && values.branchId ? { branchId: values.branchId } : {};
}

export const newSettlementResolver = wordedZodResolver(createWithdrawalBodySchema, {
  toBody,
  check: (values: NewSettlementValues) =>
    values.scope === "branch" && !values.branchId ? [{ field: "branchId", message: CHOOSE_BRANCH }] : [],
});
