import type { FormWords } from "@/components/forms/person-words";
import type {
  ChargeSchedule,
  CreateScheduleBody,
  EditScheduleBody,
  ScheduleEvery,
} from "@/lib/charge-schedules";

// The schedule form's plain part: its values as typed and the bodies built from them. The checks (the
// shared schemas, and zod with them) are in schedule-form-checks.ts, loaded when the form is first used.

export type EndsChoice = "never" | "date" | "count";

/** The form as typed; names follow the routes' bodies so a 400's details land on their fields. */
export interface ScheduleValues {
  amount: string;
  every: ScheduleEvery;
  firstDate: string;
  ends: EndsChoice;
  endsOn: string;
  maxCharges: string;
  productName: string;
  productDetail: string;
}

export function scheduleDefaults(today: string): ScheduleValues {
  return {
    amount: "",
    every: "month",
    firstDate: today,
    ends: "never",
    endsOn: "",
    maxCharges: "",
    productName: "",
    productDetail: "",
  };
}

/** A schedule's editable values as they are now; its cadence and first date stay as they were. */
export function scheduleValuesOf(schedule: ChargeSchedule): ScheduleValues {
  return {
    amount: schedule.amount,
    every: schedule.every,
    firstDate: schedule.firstDate,
    ends: schedule.endsOn ? "date" : schedule.maxCharges != null ? "count" : "never",
    endsOn: schedule.endsOn ?? "",
    maxCharges: schedule.maxCharges == null ? "" : String(schedule.maxCharges),
    productName: schedule.productName,
    productDetail: schedule.productDetail ?? "",
  };
}

/** "12" → 12; anything but a whole number goes to the schema as it is, to be refused there in words. */
function countOf(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The end as the body carries it: a date, a number of charges, or neither. */
export function endOf(values: Pick<ScheduleValues, "ends" | "endsOn" | "maxCharges">) {
  return {
    endsOn: values.ends === "date" && values.endsOn !== "" ? values.endsOn : null,
    maxCharges: values.ends === "count" ? (countOf(values.maxCharges) ?? null) : null,
  };
}

/** PATCH …/charge-schedules/:id: amount, product and end; the amount exactly as typed. */
export function toEditBody(values: ScheduleValues): EditScheduleBody {
  return {
    amount: values.amount.trim(),
    productName: values.productName.trim(),
    productDetail: values.productDetail.trim() === "" ? undefined : values.productDetail.trim(),
    ...endOf(values),
  };
}

/** POST …/charge-schedules for `contractId`. */
export function toCreateBody(contractId: string, values: ScheduleValues): CreateScheduleBody {
  return { contractId, every: values.every, firstDate: values.firstDate, ...toEditBody(values) };
}

/** The form's labels, for the shared schema's and the server's messages; the amount carries the currency. */
export function scheduleWords(currency: "USDT" | "LKR"): FormWords {
  return {
    labels: {
      contractId: "Contract",
      amount: `Amount (${currency})`,
      every: "Every",
      firstDate: "First charge",
      endsOn: "End date",
      maxCharges: "Number of charges",
      productName: "Product name",
      productDetail: "Description",
    },
  };
}
