import { z } from "zod";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { createScheduleBodySchema, editScheduleBodySchema, scheduleAmountProblem } from "@/lib/charge-schedules";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { overAgreedLkrMessage, overLimitMessage } from "../charge/charge-form-values";
import { lkrWithSlippage, parseAmountText } from "../contract-limit";
import { type FormProblem, formBodySchema } from "../form-body-schema";
import { type ScheduleValues, scheduleWords, toCreateBody, toEditBody } from "./schedule-form-values";

// The schedule form's checks: the shared bodies' schemas (and zod with them), the contract's limit and the
// calendar. The form loads this module when it is first focused or checked (components/forms/lazy-checks.ts).

const valuesSchema = z.object({
  amount: z.string(),
  every: z.enum(["day", "week", "month"]),
  firstDate: z.string(),
  ends: z.enum(["never", "date", "count"]),
  endsOn: z.string(),
  maxCharges: z.string(),
  productName: z.string(),
  productDetail: z.string(),
});

type LimitTerms = Pick<Contract, "currency" | "singleUpperLimit" | "singleUpperLimitLkr" | "slippageBps">;

/** The amount within the contract's limit (in its currency), the first date not past, the end chosen given. */
function formProblems(values: ScheduleValues, contract: LimitTerms, today: string | null): FormProblem[] {
  const problems: FormProblem[] = [];
  const currency = contract.currency === "LKR" ? "LKR" : "USDT";
  const amountProblem = scheduleAmountProblem(values.amount, currency);
  const amount = parseAmountText(values.amount);
  if (amountProblem) problems.push({ path: ["amount"], message: amountProblem });
  else if (currency === "USDT" && amount?.gt(contract.singleUpperLimit)) {
    problems.push({ path: ["amount"], message: overLimitMessage(contract, "USDT") });
  } else if (currency === "LKR" && contract.singleUpperLimitLkr != null) {
    const agreed = lkrWithSlippage(contract.singleUpperLimitLkr, Number(contract.slippageBps ?? 0));
    if (amount?.gt(agreed)) problems.push({ path: ["amount"], message: overAgreedLkrMessage(contract) });
  }
  if (today && values.firstDate !== "" && values.firstDate < today) {
    problems.push({ path: ["firstDate"], message: "The first charge is today or later" });
  }
  if (values.ends === "date" && values.endsOn === "") {
    problems.push({ path: ["endsOn"], message: "Choose the day of the last possible charge" });
  }
  if (values.ends === "count" && !/^\s*\d+\s*$/.test(values.maxCharges)) {
    problems.push({ path: ["maxCharges"], message: "Enter a whole number of charges, such as 12" });
  }
  return problems;
}

/** The new-schedule form's resolver for `contract`; `today` is the Colombo day the first charge may be on. */
export function createResolver(contract: LimitTerms & { id: string }, today: string) {
  const currency = contract.currency === "LKR" ? "LKR" : "USDT";
  return wordedZodResolver(
    formBodySchema(
      valuesSchema,
      (values) => toCreateBody(contract.id, values),
      createScheduleBodySchema,
      (values) => formProblems(values, contract, today),
      () => scheduleWords(currency),
    ),
  );
}

/** The edit form's resolver: amount, product and end only. */
export function editResolver(contract: LimitTerms) {
  const currency = contract.currency === "LKR" ? "LKR" : "USDT";
  return wordedZodResolver(
    formBodySchema(
      valuesSchema,
      toEditBody,
      editScheduleBodySchema,
      (values) => formProblems(values, contract, null),
      () => scheduleWords(currency),
    ),
  );
}
