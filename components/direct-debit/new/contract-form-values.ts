import type { z } from "zod";
import { contractWords } from "@/components/forms/labels";
import { moneyTextNumber } from "@/components/forms/money-text";
import type { Currency } from "@/lib/money";
import type { createContractBodySchema } from "@/lib/payments-api/direct-debit";
import { withoutBlanks } from "../form-body-schema";
import { CONTRACTING_PROVIDER } from "../provider";

// The new-contract form's plain part: its values and the body built from them. The checks (the contract's
// schema, and zod with it) are in contract-form-schema.ts, which the form loads when first used.

/**
 * What the new-contract form holds: text as typed, named as the API names the body's fields, so a 400's
 * `details[].field` lands on the right input. The slippage stays in the form when USDT is picked (switching
 * back keeps it) but is only sent for LKR.
 */
export interface NewContractValues {
  scenarioId: string;
  currency: Currency;
  singleUpperLimit: string;
  slippageBps: string;
  serviceName: string;
  merchantContractCode: string;
  branchId: string;
  returnUrl: string;
  cancelUrl: string;
  webhookUrl: string;
}

export type NewContractField = keyof NewContractValues;

export const emptyContractValues: NewContractValues = {
  scenarioId: "",
  currency: "USDT",
  singleUpperLimit: "",
  slippageBps: "",
  serviceName: "",
  merchantContractCode: "",
  branchId: "",
  returnUrl: "",
  cancelUrl: "",
  webhookUrl: "",
};

export const contractFormFields = Object.keys(emptyContractValues) as NewContractField[];

const given = (text: string) => (text.trim() === "" ? undefined : text.trim());

/** The POST /v1/direct-debit body for what was typed; blanks are left out. */
export function toCreateContractBody(values: NewContractValues) {
  const lkr = values.currency === "LKR";
  return withoutBlanks({
    provider: CONTRACTING_PROVIDER,
    scenarioId: given(values.scenarioId),
    currency: values.currency,
    singleUpperLimit: moneyTextNumber(values.singleUpperLimit, values.currency),
    slippageBps:
      lkr && given(values.slippageBps) !== undefined ? Number(values.slippageBps.trim()) : undefined,
    serviceName: given(values.serviceName),
    merchantContractCode: given(values.merchantContractCode),
    branchId: given(values.branchId),
    returnUrl: given(values.returnUrl),
    cancelUrl: given(values.cancelUrl),
    webhookUrl: given(values.webhookUrl),
  });
}

/** The form's labels and sentences; the limit's label carries the contract's currency. */
export const contractWordsOf = (values: Pick<NewContractValues, "currency">) =>
  contractWords(values.currency);

export type CreateContractInput = z.output<typeof createContractBodySchema>;
