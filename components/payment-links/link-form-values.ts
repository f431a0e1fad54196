import type { z } from "zod";
import { paymentLinkWords } from "@/components/forms/labels";
import { moneyInputText, moneyTextNumber, moneyTextProblem } from "@/components/forms/money-text";
import type { FormProblem } from "@/components/forms/worded-zod-resolver";
import type { Currency } from "@/lib/payments-api/common";
import type {
  CreatePaymentLinkBody,
  PaymentLink,
  UpdatePaymentLinkBody,
  updatePaymentLinkBodySchema,
} from "@/lib/payments-api/payment-links";
import { fromColomboInput, toColomboInput } from "./colombo-datetime";

// The link form's plain part: its values, defaults and the bodies built from them. The checks (the
// contract's schemas, and zod with them) are in link-form-schema.ts, which the forms load when first used.

/**
 * What the link form holds: text as typed (numbers stay strings until submit, so "12." is not lost while
 * typing) and every field at once, so switching between fixed and custom amount keeps both sets.
 * The field names are the API's, so a 400's `details[].field` lands on the right input.
 */
export type LinkFormValues = {
  name: string;
  description: string;
  currency: Currency;
  allowCustomAmount: boolean;
  amount: string;
  minAmount: string;
  maxAmount: string;
  allowQuantityBuy: boolean;
  maxQuantity: string;
  reusable: boolean;
  /** datetime-local, Colombo time. */
  expirationDate: string;
  successUrl: string;
  cancelUrl: string;
  webhookUrl: string;
  merchantTradeNo: string;
  branchId: string;
};

export type LinkFormField = keyof LinkFormValues;

export const emptyLinkFormValues: LinkFormValues = {
  name: "",
  description: "",
  currency: "LKR",
  allowCustomAmount: false,
  amount: "",
  minAmount: "",
  maxAmount: "",
  allowQuantityBuy: false,
  maxQuantity: "",
  reusable: true,
  expirationDate: "",
  successUrl: "",
  cancelUrl: "",
  webhookUrl: "",
  merchantTradeNo: "",
  branchId: "",
};

const text = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** "1,500" → 1500; empty → undefined; anything else → NaN, which the contract reports (quantities). */
export function toNumber(value: string): number | undefined {
  const cleaned = value.trim().replace(/,/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
}

/** The link form's labels and sentences; money labels carry the link's currency. */
export const linkWordsOf = (values: LinkFormValues) => paymentLinkWords(values.currency);

/** An amount exactly as typed; NaN when refused (`linkMoneyProblems` says why on the field). */
const money = (values: LinkFormValues, field: "amount" | "minAmount" | "maxAmount") =>
  moneyTextNumber(values[field], values.currency);

/**
 * The amounts of the link's pricing mode as typed: more decimals than the currency has, a comma that is not a
 * thousands separator or more digits than a JSON number carries are refused, never rounded.
 */
export function linkMoneyProblems(values: LinkFormValues): FormProblem[] {
  const fields = values.allowCustomAmount ? (["minAmount", "maxAmount"] as const) : (["amount"] as const);
  return fields.flatMap((field) => {
    const message = moneyTextProblem(values[field], values.currency);
    return message ? [{ field, message }] : [];
  });
}

/** The POST body: fields that do not apply (the amount of a custom-amount link, …) are left out. */
export function toCreateBody(values: LinkFormValues): CreatePaymentLinkBody {
  const custom = values.allowCustomAmount;
  return {
    name: values.name,
    description: text(values.description),
    currency: values.currency,
    allowCustomAmount: custom,
    amount: custom ? undefined : money(values, "amount"),
    minAmount: custom ? money(values, "minAmount") : undefined,
    maxAmount: custom ? money(values, "maxAmount") : undefined,
    allowQuantityBuy: values.allowQuantityBuy,
    maxQuantity: values.allowQuantityBuy ? toNumber(values.maxQuantity) : undefined,
    reusable: values.reusable,
    expirationDate: fromColomboInput(values.expirationDate),
    successUrl: text(values.successUrl),
    cancelUrl: text(values.cancelUrl),
    webhookUrl: text(values.webhookUrl),
    merchantTradeNo: text(values.merchantTradeNo),
    branchId: text(values.branchId),
  };
}

/**
 * Every editable field as a PATCH would set it: cleared optional fields become null, and the amounts of
 * the other pricing mode are cleared so the stored link matches what the form shows.
 */
export function toFullPatch(values: LinkFormValues): UpdatePaymentLinkBody {
  const custom = values.allowCustomAmount;
  return {
    name: values.name,
    description: text(values.description) ?? null,
    currency: values.currency,
    allowCustomAmount: custom,
    amount: custom ? null : (money(values, "amount") ?? null),
    minAmount: custom ? (money(values, "minAmount") ?? null) : null,
    maxAmount: custom ? (money(values, "maxAmount") ?? null) : null,
    reusable: values.reusable,
    expirationDate: fromColomboInput(values.expirationDate) ?? null,
    successUrl: text(values.successUrl) ?? null,
    cancelUrl: text(values.cancelUrl) ?? null,
    webhookUrl: text(values.webhookUrl) ?? null,
  };
}

/** A PATCH body as the contract's schema outputs it. */
export type LinkPatch = z.output<typeof updatePaymentLinkBodySchema>;

const amountFields: readonly string[] = ["amount", "minAmount", "maxAmount"];

/**
 * Only what changed, so an untouched expiry is not rewritten at minute precision. Switching the pricing
 * mode sends all three amounts, clearing the ones of the old mode.
 */
export function changedPatch(next: LinkPatch, initial: LinkPatch): LinkPatch {
  const patch: Record<string, unknown> = {};
  const modeChanged = next.allowCustomAmount !== initial.allowCustomAmount;
  for (const [key, value] of Object.entries(next)) {
    const forced = modeChanged && amountFields.includes(key);
    if (forced || value !== initial[key as keyof LinkPatch]) patch[key] = value;
  }
  return patch as LinkPatch;
}

// Stored amounts as plain decimals ("0.0000001", never "1e-7"); the quantity as a whole number.
const amountText = (value: number | null | undefined) => moneyInputText(value);

/** The form's values for an existing link. */
export function linkToFormValues(link: PaymentLink): LinkFormValues {
  return {
    name: link.name,
    description: link.description ?? "",
    currency: link.currency === "USDT" ? "USDT" : "LKR",
    allowCustomAmount: link.allowCustomAmount,
    amount: amountText(link.amount),
    minAmount: amountText(link.minAmount),
    maxAmount: amountText(link.maxAmount),
    allowQuantityBuy: link.allowQuantityBuy,
    maxQuantity: amountText(link.maxQuantity),
    reusable: link.reusable,
    expirationDate: toColomboInput(link.expirationDate),
    successUrl: link.successUrl ?? "",
    cancelUrl: link.cancelUrl ?? "",
    webhookUrl: link.webhookUrl ?? "",
    merchantTradeNo: link.merchantTradeNo ?? "",
    branchId: link.branchId ?? "",
  };
}
