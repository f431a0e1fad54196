import type { Path } from "react-hook-form";
import { formFieldPath } from "@/components/forms/form-field-path";
import { moneyTextNumber, moneyTextProblem } from "@/components/forms/money-text";
import type { FormProblem } from "@/components/forms/worded-zod-resolver";
import type { CreatePaymentBody, CustomerBilling } from "@/lib/payments-api/payments";

export interface GoodsLine {
  name: string;
  description: string;
  mccCode: string;
}

/** The form as typed: text everywhere, blanks for "not given". The API body is built from it on submit. */
export interface NewPaymentValues {
  amount: string;
  currency: "USDT" | "LKR";
  provider: "EXCHANGEA" | "EXCHANGEB";
  goods: GoodsLine[];
  /** Every field of the service's billing details, as typed. */
  customerBilling: Record<keyof CustomerBilling, string>;
  branchId: string;
  /** Minutes from submission; blank leaves the service's default (60 minutes). */
  expiresInMinutes: string;
  merchantTradeNo: string;
  webhookUrl: string;
}

export const EMPTY_GOODS_LINE: GoodsLine = { name: "", description: "", mccCode: "" };
export const MAX_EXPIRY_MINUTES = 24 * 60;

export const newPaymentDefaults: NewPaymentValues = {
  amount: "",
  currency: "USDT",
  provider: "EXCHANGEA",
  goods: [EMPTY_GOODS_LINE],
  customerBilling: {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    address: "",
    city: "",
    postalCode: "",
    country: "",
  },
  branchId: "",
  expiresInMinutes: "",
  merchantTradeNo: "",
  webhookUrl: "",
};

/** Blank text is "not given", so the contract reports a missing required field as required. */
function given(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * The body of POST /v1/payment for what was typed, unvalidated: the contract's schema judges it, in the
 * form as on the server. `nowMs` anchors the expiry (Unix seconds) at the moment of submission.
 */
export function toCreatePaymentBody(
  values: NewPaymentValues,
  nowMs: number,
): Partial<Record<keyof CreatePaymentBody, unknown>> {
  const minutes = given(values.expiresInMinutes);
  const billing = values.customerBilling;
  return {
    // Exactly what was typed, or NaN when the form refuses it (its own rule says why, on the field).
    amount: moneyTextNumber(values.amount, values.currency),
    currency: values.currency,
    provider: values.provider,
    goods: values.goods.map((line) => ({
      name: given(line.name),
      description: line.description.trim(),
      mccCode: given(line.mccCode),
    })),
    branchId: given(values.branchId),
    orderExpireTime:
      minutes === undefined ? undefined : Math.floor(nowMs / 1000) + Math.round(Number(minutes) * 60),
    webhookUrl: given(values.webhookUrl),
    merchantTradeNo: given(values.merchantTradeNo),
    customerBilling: {
      firstName: given(billing.firstName),
      lastName: given(billing.lastName),
      email: given(billing.email),
      phone: given(billing.phone),
      address: given(billing.address),
      city: given(billing.city),
      postalCode: given(billing.postalCode),
      country: given(billing.country),
    },
  };
}

/** The form's top-level fields; a refusal from the service that names one of them lands under it. */
export const newPaymentFields = [
  "amount",
  "currency",
  "provider",
  "goods",
  "customerBilling",
  "branchId",
  "expiresInMinutes",
  "merchantTradeNo",
  "webhookUrl",
] as const satisfies readonly Path<NewPaymentValues>[];

/**
 * Checks of the form that the schema cannot make: the amount as typed (never rounded: more decimals than the
 * currency has are refused), and the expiry window of docs/service-rules.md §5, in minutes.
 */
export function formOnlyProblems(values: NewPaymentValues): FormProblem[] {
  const amountProblem = moneyTextProblem(values.amount, values.currency);
  const amount: FormProblem[] = amountProblem ? [{ field: "amount", message: amountProblem }] : [];
  const minutes = given(values.expiresInMinutes);
  if (minutes === undefined) return amount;
  const n = Number(minutes);
  if (!Number.isInteger(n) || n < 1 || n > MAX_EXPIRY_MINUTES) {
    return [
      ...amount,
      {
        field: "expiresInMinutes",
        message: `Expiry must be a whole number of minutes from 1 to ${MAX_EXPIRY_MINUTES} (24 hours)`,
      },
    ];
  }
  return amount;
}

/** Where a contract field ("goods[0].name", "orderExpireTime") is typed in this form. */
export function formFieldOf(contractField: string): string {
  if (contractField === "orderExpireTime") return "expiresInMinutes";
  if (contractField === "goods") return "goods.root";
  return formFieldPath(contractField);
}
