import { z } from "zod";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { type Contract, executeContractPaymentBodySchema } from "@/lib/payments-api/direct-debit";
import { amountTextProblem, lkrWithSlippage, parseAmountText } from "../contract-limit";
import { type FormProblem, formBodySchema } from "../form-body-schema";
import {
  type ChargeValues,
  chargeWordsOf,
  overAgreedLkrMessage,
  overLimitMessage,
  toChargeBody,
} from "./charge-form-values";

// The charge form's checks: the contract's charge schema (and zod with it), and the contract's limit for a
// USDT charge. The form loads this module when it is first focused or checked (components/forms/lazy-checks.ts).

const valuesSchema = z.object({
  currency: z.enum(["USDT", "LKR"]),
  amount: z.string(),
  productName: z.string(),
  productDetail: z.string(),
  goods: z.array(
    z.object({
      goodsType: z.enum(["01", "02"]),
      goodsCategory: z.string(),
      referenceGoodsId: z.string(),
      goodsName: z.string(),
      goodsDetail: z.string(),
    }),
  ),
  webhookUrl: z.string(),
  withBilling: z.boolean(),
  customerBilling: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
});

type LimitTerms = Pick<Contract, "currency" | "singleUpperLimit" | "singleUpperLimitLkr" | "slippageBps">;

/**
 * Checked before the charge is confirmed: a USDT charge against the contract's USDT limit, an LKR charge
 * against what the customer agreed to in LKR (the limit plus its slippage). Only the service converts, so
 * an LKR charge within that may still be refused after conversion.
 */
function formProblems(values: ChargeValues, contract: LimitTerms): FormProblem[] {
  const problem = amountTextProblem(values.amount, values.currency);
  if (problem) return [{ path: ["amount"], message: problem }];
  const amount = parseAmountText(values.amount);
  if (values.currency === "USDT" && amount?.gt(contract.singleUpperLimit)) {
    return [{ path: ["amount"], message: overLimitMessage(contract, "USDT") }];
  }
  if (values.currency === "LKR" && contract.currency === "LKR" && contract.singleUpperLimitLkr != null) {
    const agreed = lkrWithSlippage(contract.singleUpperLimitLkr, Number(contract.slippageBps ?? 0));
    if (amount?.gt(agreed)) return [{ path: ["amount"], message: overAgreedLkrMessage(contract) }];
  }
  return [];
}

export function chargeSchema(contract: LimitTerms) {
  return formBodySchema(
    valuesSchema,
    toChargeBody,
    executeContractPaymentBodySchema,
    (values) => formProblems(values, contract),
    chargeWordsOf,
  );
}

/** The form's resolver for a charge against `contract`. */
export function chargeResolver(contract: LimitTerms) {
  return wordedZodResolver(chargeSchema(contract));
}
