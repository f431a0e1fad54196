import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { createWithdrawalBodySchema } from "@/lib/payments-api/withdrawals";
import { settlementProblems, toSettlementBody } from "./new-settlement-values";

// The settlement form's checks: the contract's body schema (and zod with it). The form loads this module
// when it is first focused or checked (components/forms/lazy-checks.ts), not with its page.

export const newSettlementResolver = wordedZodResolver(createWithdrawalBodySchema, {
  toBody: toSettlementBody,
  check: settlementProblems,
});
