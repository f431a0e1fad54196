import { z } from "zod";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { formatAmount } from "@/lib/format";
import { createContractBodySchema, type Scenario } from "@/lib/payments-api/direct-debit";
import { amountTextProblem, MAX_SLIPPAGE_BPS, parseAmountText } from "../contract-limit";
import { type FormProblem, formBodySchema } from "../form-body-schema";
import { contractWordsOf, type NewContractValues, toCreateContractBody } from "./contract-form-values";

// The new-contract form's checks: the contract's create schema (and zod with it), and the form's own rules.
// The form loads this module when it is first focused or checked (components/forms/lazy-checks.ts).

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

/** The form's resolver for the scenarios it offers. */
export function newContractResolver(scenarios: readonly Scenario[]) {
  return wordedZodResolver(newContractSchema(scenarios));
}
