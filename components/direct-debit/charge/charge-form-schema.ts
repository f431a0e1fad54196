import { z } from "zod";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { type Contract, executeContractPaymentBodySchema } from "@/lib/payments-api/direct-debit";
import { amountTextProblem, parseAmountText } from "../contract-limit";
import { type FormProblem, formBodySchema } from "../form-body-schema";
import { type ChargeValues, chargeWordsOf, overLimitMessage, toChargeBody } from "./charge-form-values";

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

/** A USDT charge is checked against the contract's USDT limit here; an LKR one only the service can convert. */
function formProblems(values: ChargeValues, contract: Pick<Contract, "singleUpperLimit">): FormProblem[] {
  const problem = amountTextProblem(values.amount, values.currency);
  if (problem) return [{ path: ["amount"], message: problem }];
  const amount = parseAmountText(values.amount);
  if (values.currency === "USDT" && amount?.gt(contract.singleUpperLimit)) {
    return [{ path: ["amount"], message: overLimitMessage(contract, "USDT") }];
  }
  return [];
}

export function chargeSchema(contract: Pick<Contract, "singleUpperLimit">) {
  return formBodySchema(
    valuesSchema,
    toChargeBody,
    executeContractPaymentBodySchema,
    (values) => formProblems(values, contract),
    chargeWordsOf,
  );
}

/** The form's resolver for a charge against `contract`. */
export function chargeResolver(contract: Pick<Contract, "singleUpperLimit">) {
  return wordedZodResolver(chargeSchema(contract));
}
