import { formatAmount } from "@/lib/format";
import type { PaymentLink } from "@/lib/payments-api/payment-links";

type Priced = Pick<PaymentLink, "amount" | "currency" | "allowCustomAmount" | "minAmount" | "maxAmount">;

function money(value: number, currency: string): string {
  return currency === "USDT" || currency === "LKR" ? formatAmount(value, currency) : `${currency} ${value}`;
}

/**
 * What a link charges, in words: "LKR 1,500.00", or "Customer chooses (LKR 100.00–LKR 5,000.00)" for a
 * custom amount (a missing bound reads "any").
 */
export function describeLinkPrice(link: Priced): string {
  if (!link.allowCustomAmount) {
    return link.amount === null || link.amount === undefined ? "—" : money(link.amount, link.currency);
  }
  const bound = (value: number | null | undefined) =>
    value === null || value === undefined ? "any" : money(value, link.currency);
  return `Customer chooses (${bound(link.minAmount)}–${bound(link.maxAmount)})`;
}

/** The bounds of a custom amount alone: "LKR 100.00–5,000.00" (the currency once). */
export function describeLinkRange(link: Priced): string {
  const bound = (value: number | null | undefined) =>
    value === null || value === undefined ? "any" : money(value, link.currency);
  const min = bound(link.minAmount);
  const max = bound(link.maxAmount);
  const prefix = `${link.currency} `;
  return max.startsWith(prefix) && min.startsWith(prefix)
    ? `${min}–${max.slice(prefix.length)}`
    : `${min}–${max}`;
}

/** The hosted page customers pay a link on: `{service}/l/{slug}`. */
export function hostedLinkUrl(baseUrl: string, slug: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/l/${encodeURIComponent(slug)}`;
}
