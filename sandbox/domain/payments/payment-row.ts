import { computeFeeBreakdown, type FeeBreakdown, feeBreakdownToWire, isLkrFeeBreakdown } from "@/lib/fees";
import type { Decimal } from "@/lib/money";
import type { payments } from "../../db/schema";
import type { ReferenceSource } from "../../ids";

// The one mapping from "a payment was asked for" to the row the sandbox stores. POST /v1/payment, the
// payment-link page and direct-debit charges insert it; the demo seed builds its history with it, so a
// seeded payment cannot differ from one made through the API.

export type PaymentInsert = typeof payments.$inferInsert & { id: string; createdAt: Date };

export interface GoodsInput {
  name: string;
  description: string;
  mccCode?: string;
}

/** What a payment is asked for: by POST /v1/payment, a payment link's page, a contract's charge or the seed. */
export interface PaymentOrder {
  /** In `currency`: USDT, or LKR converted at the rate of the moment. */
  amount: Decimal;
  currency: "USDT" | "LKR";
  provider: string;
  goods: GoodsInput[];
  customerBilling: Record<string, unknown>;
  branchId?: string | null;
  merchantTradeNo?: string | null;
  webhookUrl?: string | null;
  paymentLinkId?: string | null;
  directDebitContractId?: string | null;
  expireTime: Date;
}

export interface PaymentRowInput extends PaymentOrder {
  id: string;
  merchant: { id: string; exchangeFeePercentage: string; serviceFeePercentage: string };
  /** The sandbox's public address, for the checkout link inside the QR content. */
  publicUrl: string;
  /** LKR per USDT, the rate `amount` was converted at; required for LKR. */
  rate: Decimal | null;
  createdAt: Date;
}

const DEFAULT_MCC = "5818";

/** Provider prefixes make sandbox ids recognisable in logs and the console. */
const PAY_ID_PREFIX: Record<string, string> = {
  EXCHANGEA: "EA",
  EXCHANGEB: "EB",
  EXCHANGEA_PAY: "EAP",
  EXCHANGEB_PAY: "EBP",
  EXCHANGEC_PAY: "ECP",
};

export function checkoutUrl(publicUrl: string, paymentId: string): string {
  return `${publicUrl}/checkout/${paymentId}`;
}

export function customerSearchText(billing: Record<string, unknown>): string {
  const text = (key: string) => (typeof billing[key] === "string" ? (billing[key] as string) : "");
  const name = [text("firstName"), text("lastName")].filter(Boolean).join(" ");
  // One field per line, so a search cannot match across the end of one field and the start of the next.
  return [name, text("email"), text("phone")].join("\n").toLowerCase();
}

/** The wire breakdown as stored; the rate is reported at the payment's top level, not inside it. */
export function storedFeeBreakdown(fees: FeeBreakdown): Record<string, number> {
  const wire: Record<string, number> = { ...feeBreakdownToWire(fees) };
  delete wire.exchangeRateSnapshot;
  return wire;
}

/** What a wallet scans: the provider, its payment id, the amount and the hosted checkout page. */
export function qrContentFor(provider: string, payId: string, amountUsdt: string, checkout: string): string {
  const params = new URLSearchParams({ provider, payId, amount: amountUsdt, currency: "USDT", checkout });
  return `sandboxpay://pay?${params.toString()}`;
}

/**
 * An INITIATED payment row with its fee breakdown (docs/service-rules.md §4): USDT gross, fees and net,
 * and for LKR payments the LKR side at the rate used. Pure; ids and references come from `refs`.
 */
export function initiatedPaymentRow(input: PaymentRowInput, refs: ReferenceSource): PaymentInsert {
  const fees = computeFeeBreakdown({
    currency: input.currency,
    amount: input.amount,
    exchangeFeePercentage: input.merchant.exchangeFeePercentage,
    serviceFeePercentage: input.merchant.serviceFeePercentage,
    rateUsdtLkr: input.rate,
  });
  const lkr = isLkrFeeBreakdown(fees) ? fees : null;
  const payId = `${PAY_ID_PREFIX[input.provider] ?? "SB"}${refs.digits(20)}`;
  const paymentNo = `PAY${refs.code(20)}`;
  const grossUsdt = fees.grossAmountUSDT.toFixed(6);
  return {
    id: input.id,
    merchantId: input.merchant.id,
    branchId: input.branchId ?? null,
    payId,
    paymentNo,
    merchantTradeNo: input.merchantTradeNo ?? null,
    provider: input.provider,
    originalCurrency: input.currency,
    status: "INITIATED",
    grossUsdt,
    netUsdt: fees.netAmountUSDT.toFixed(6),
    feesUsdt: fees.totalFeesUSDT.toFixed(6),
    lkrGross: lkr ? lkr.grossAmountLKR.toFixed(2) : null,
    lkrNet: lkr ? lkr.netAmountLKR.toFixed(2) : null,
    lkrFees: lkr ? lkr.totalFeesLKR.toFixed(2) : null,
    exchangeRate: lkr ? lkr.exchangeRateSnapshot.toFixed(6) : null,
    feeBreakdown: storedFeeBreakdown(fees),
    goods: input.goods.map((item) => ({
      name: item.name,
      description: item.description,
      mccCode: item.mccCode ?? DEFAULT_MCC,
    })),
    customerBilling: input.customerBilling,
    customerSearch: customerSearchText(input.customerBilling),
    qrContent: qrContentFor(input.provider, payId, grossUsdt, checkoutUrl(input.publicUrl, input.id)),
    webhookUrl: input.webhookUrl ?? null,
    paymentLinkId: input.paymentLinkId ?? null,
    directDebitContractId: input.directDebitContractId ?? null,
    withdrawalId: null,
    expireTime: input.expireTime,
    createdAt: input.createdAt,
    paidAt: null,
    expiredAt: null,
    failedAt: null,
  };
}
