import { z } from "zod";
import { contractWords } from "@/components/forms/labels";
import { moneyTextNumber } from "@/components/forms/money-text";
import { formatAmount } from "@/lib/format";
import type { Currency } from "@/lib/money";
import { createContractBodySchema, type Scenario } from "@/lib/payments-api/direct-debit";
import { amountTextProblem, MAX_SLIPPAGE_BPS, parseAmountText } from "../contract-limit";
import { type FormProblem, formBodySchema, withoutBlanks } from "../form-body-schema";

/** The only provider that signs contracts today (spec: "currently EXCHANGEA_PAY"). */
export const CONTRACTING_PROVIDER = "EXCHANGEA_PAY";

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

const valuesSchema = z.object({
  scenarioId: z.string(),
  currency: z.enum(["USDT", "LKR"]),
  singleUpperLimit: z.string(),
  slippageBps: z.string(),
  serviceName: z.string(),
  merchantContractCode: z.string(),
  branchId: z.string(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  webhookUrl: z.string(),
});

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

function formProblems(values: NewContractValues, scenarios: readonly Scenario[]): FormProblem[] {
  const problems: FormProblem[] = [];
  const limitProblem = amountTextProblem(values.singleUpperLimit, values.currency);
  if (limitProblem) problems.push({ path: ["singleUpperLimit"], message: limitProblem });
  const scenario = scenarios.find((candidate) => candidate.id === values.scenarioId);
  const limit = parseAmountText(values.singleUpperLimit);
  // A USDT limit is checked against the scenario here; an LKR one only the service can convert.
  if (!limitProblem && scenario && values.currency === "USDT" && limit?.gt(scenario.maxLimit)) {
    problems.push({
      path: ["singleUpperLimit"],
      message: `The ${scenario.scenarioName} scenario allows at most ${formatAmount(scenario.maxLimit, "USDT")} per charge`,
    });
  }
  const bps = values.slippageBps.trim();
  if (values.currency === "LKR" && bps !== "" && (!/^\d{1,5}$/.test(bps) || Number(bps) > MAX_SLIPPAGE_BPS)) {
    problems.push({
      path: ["slippageBps"],
      message: `Enter whole basis points from 0 to ${MAX_SLIPPAGE_BPS} (100 bps = 1 %)`,
    });
  }
  const code = values.merchantContractCode.trim();
  if (code !== "" && !/^[A-Za-z0-9]+$/.test(code)) {
    problems.push({
      path: ["merchantContractCode"],
      message: "Use letters and digits only, no spaces or symbols",
    });
  }
  return problems;
}

/** The form's labels and sentences; the limit's label carries the contract's currency. */
export const contractWordsOf = (values: Pick<NewContractValues, "currency">) =>
  contractWords(values.currency);

/** The form's schema: the contract's create schema on the body, the form's own checks first. */
export function newContractSchema(scenarios: readonly Scenario[]) {
  return formBodySchema(
    valuesSchema,
    toCreateContractBody,
    createContractBodySchema,
    (values) => formProblems(values, scenarios),
    contractWordsOf,
  );
}

export type CreateContractInput = z.output<typeof createContractBodySchema>;
