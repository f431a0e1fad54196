import { sumText } from "@/lib/decimal-text";
import type { Answered } from "@/lib/payments-api/common";
import type { PaymentListItem, PaymentStatus } from "@/lib/payments-api/payments";

export interface CurrencyTotal {
  currency: string;
  count: number;
  /** Exact decimal text. */
  total: string;
}

export interface PageTotals {
  /** One entry per currency present, USDT first: list items carry no conversion, so currencies stay apart. */
  byCurrency: CurrencyTotal[];
  byStatus: Partial<Record<PaymentStatus, number>>;
  count: number;
}

const CURRENCY_ORDER = ["USDT", "LKR"];

/** Sums of the amounts on one page of payments, exact (decimal, never float). */
export function pageTotals(
  items: readonly Pick<PaymentListItem, "amount" | "currency" | "status">[],
): PageTotals {
  const amounts = new Map<string, number[]>();
  // Keyed by the status as answered: a status this console does not know yet is counted as itself.
  const byStatus: Partial<Record<Answered<PaymentStatus>, number>> = {};
  for (const item of items) {
    const list = amounts.get(item.currency) ?? [];
    list.push(item.amount);
    amounts.set(item.currency, list);
    byStatus[item.status] = (byStatus[item.status] ?? 0) + 1;
  }
  const rank = (currency: string) => {
    const index = CURRENCY_ORDER.indexOf(currency);
    return index === -1 ? CURRENCY_ORDER.length : index;
  };
  const byCurrency = [...amounts.entries()]
    .map(([currency, values]) => ({ currency, count: values.length, total: sumText(values) }))
    .sort((a, b) => rank(a.currency) - rank(b.currency) || a.currency.localeCompare(b.currency));
  return { byCurrency, byStatus, count: items.length };
}
