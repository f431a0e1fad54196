import { type Currency, toApiNumber } from "@/lib/money";
import type { PaymentLink, PaymentLinkStatus } from "@/lib/payments-api";
import type { paymentLinks } from "../../db/schema";

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

/**
 * Stored status is ACTIVE or INACTIVE; EXPIRED is derived from `expirationDate` and the sandbox
 * clock, so advancing the clock is enough to expire a link (docs/service-rules.md §6).
 */
export function effectiveStatus(row: PaymentLinkRow, now: Date): PaymentLinkStatus {
  if (row.status !== "ACTIVE") return row.status === "EXPIRED" ? "EXPIRED" : "INACTIVE";
  if (row.expirationDate && row.expirationDate.getTime() <= now.getTime()) return "EXPIRED";
  return "ACTIVE";
}

export function linkCurrency(row: PaymentLinkRow): Currency {
  return row.currency === "LKR" ? "LKR" : "USDT";
}

function money(value: string | null, currency: Currency): number | null {
  return value === null ? null : toApiNumber(value, currency);
}

/** The wire form, keeping the spec's mixed casing (`merchant_id`, `used_count`, `created_at`, …). */
export function paymentLinkToWire(row: PaymentLinkRow, now: Date): PaymentLink {
  const currency = linkCurrency(row);
  return {
    id: row.id,
    merchant_id: row.merchantId,
    slug: row.slug,
    merchantTradeNo: row.merchantTradeNo,
    name: row.name,
    description: row.description,
    amount: money(row.amount, currency),
    currency: row.currency,
    allowCustomAmount: row.allowCustomAmount,
    minAmount: money(row.minAmount, currency),
    maxAmount: money(row.maxAmount, currency),
    allowQuantityBuy: row.allowQuantityBuy,
    maxQuantity: row.maxQuantity,
    reusable: row.reusable,
    expirationDate: row.expirationDate?.toISOString() ?? null,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
    webhookUrl: row.webhookUrl,
    branchId: row.branchId,
    used_count: row.usedCount,
    status: effectiveStatus(row, now),
    creator_type: row.creatorType,
    creator_id: row.creatorId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
