import { z } from "zod";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import {
  createScheduleBodySchema,
  editScheduleBodySchema,
  scheduleAmountProblem,
} from "@/lib/charge-schedules";
import { type LimitTerms, overContractLimit } from "@/lib/direct-debit-limit";
import { readMoneyText } from "@/lib/money-text";
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

/**
 * The amount within the contract's limit in its currency (the server's own check), the first date not
 * past, the end chosen given.
 */
function formProblems(values: ScheduleValues, contract: LimitTerms, today: string | null): FormProblem[] {
  const problems: FormProblem[] = [];
  const currency = contract.currency === "LKR" ? "LKR" : "USDT";
  const read = readMoneyText(values.amount, currency);
  const amountProblem =
    scheduleAmountProblem(values.amount, currency) ??
    (read.kind === "ok" ? overContractLimit(read.value, contract) : null);
  if (amountProblem) problems.push({ path: ["amount"], message: amountProblem });
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
