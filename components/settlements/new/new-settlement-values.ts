import type { FormProblem } from "@/components/forms/worded-zod-resolver";
import type { CreateWithdrawalBody } from "@/lib/payments-api/withdrawals";

// The settlement form's values and the body they make, without zod: the form and its checks
// (new-settlement-schema.ts) both read this module, neither reads the other.

export type SettlementScope = "merchant" | "branch";

export interface NewSettlementValues {
  scope: SettlementScope;
  branchId: string;
}

export const newSettlementDefaults: NewSettlementValues = { scope: "merchant", branchId: "" };

const CHOOSE_BRANCH = "Choose the branch whose payments to settle.";

/** The request's body: a branch's payments, or the whole merchant's. */
export function toSettlementBody(values: NewSettlementValues): CreateWithdrawalBody {
  return values.scope === "branch" && values.branchId ? { branchId: values.branchId } : {};
}

/** What the body cannot say: one branch was meant, and none is chosen. */
export function settlementProblems(values: NewSettlementValues): FormProblem[] {
  return values.scope === "branch" && !values.branchId ? [{ field: "branchId", message: CHOOSE_BRANCH }] : [];
}
