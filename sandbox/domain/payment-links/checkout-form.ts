import { formatAmount } from "@/lib/format";
import { type Decimal, decimal, multiply, roundFor } from "@/lib/money";
import { type CustomerBilling, customerBillingSchema } from "@/lib/payments-api";
import { linkCurrency, type PaymentLinkRow } from "./wire";

/** The billing fields a payment requires (docs/service-rules.md §5), in the order the page shows them. */
export const billingFields = [
  { name: "firstName", label: "First name", type: "text", autocomplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autocomplete: "family-name" },
  { name: "email", label: "Email", type: "email", autocomplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autocomplete: "tel" },
  { name: "address", label: "Address", type: "text", autocomplete: "street-address" },
] as const;

export type CheckoutField = "amount" | "quantity" | (typeof billingFields)[number]["name"];
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export type CheckoutResult =
  | { ok: true; total: Decimal; quantity: number; billing: CustomerBilling }
  | { ok: false; errors: CheckoutErrors };

const DECIMAL_INPUT = /^\d+(\.\d+)?$/;
const INTEGER_INPUT = /^\d+$/;

function readUnitAmount(link: PaymentLinkRow, raw: string, errors: CheckoutErrors): Decimal | null {
  const currency = linkCurrency(link);
  if (!link.allowCustomAmount) return link.amount === null ? null : decimal(link.amount);
  const min = link.minAmount === null ? null : roundFor(currency, link.minAmount);
  const max = link.maxAmount === null ? null : roundFor(currency, link.maxAmount);
  const range = `between ${formatAmount(min ?? 0, currency)} and ${max ? formatAmount(max, currency) : "any amount"}`;
  if (!DECIMAL_INPUT.test(raw)) {
    errors.amount = raw === "" ? `Enter an amount ${range}` : `Enter the amount as a number ${range}`;
    return null;
  }
  const amount = roundFor(currency, raw);
  if ((min && amount.lt(min)) || (max && amount.gt(max)) || amount.lte(0)) {
    errors.amount = `Enter an amount ${range}`;
    return null;
  }
  return amount;
}

function readQuantity(link: PaymentLinkRow, raw: string, errors: CheckoutErrors): number {
  if (!link.allowQuantityBuy) return 1;
  const max = link.maxQuantity ?? 1;
  const quantity = INTEGER_INPUT.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > max) {
    errors.quantity = `Enter a whole number from 1 to ${max}`;
    return 1;
  }
  return quantity;
}

function readBilling(form: Record<string, string>, errors: CheckoutErrors): CustomerBilling | null {
  const input = Object.fromEntries(
    billingFields.map((field) => [field.name, (form[field.name] ?? "").trim()]),
  );
  const parsed = customerBillingSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = billingFields.find((candidate) => candidate.name === issue.path[0]);
    if (!field || errors[field.name]) continue;
    if (input[field.name] === "") errors[field.name] = `${field.label} is required`;
    else if (field.name === "email") errors.email = "Enter a valid email address, like name@example.com";
    else errors[field.name] = `${field.label} is too long`;
  }
  return null;
}

/** Validates the hosted link form; the total is the unit amount × quantity in the link's currency. */
export function parseCheckoutForm(link: PaymentLinkRow, form: Record<string, string>): CheckoutResult {
  const errors: CheckoutErrors = {};
  const unit = readUnitAmount(link, (form.amount ?? "").trim(), errors);
  const quantity = readQuantity(link, (form.quantity ?? "1").trim(), errors);
  const billing = readBilling(form, errors);
  if (!unit || !billing || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, total: roundFor(linkCurrency(link), multiply(unit, quantity)), quantity, billing };
}
