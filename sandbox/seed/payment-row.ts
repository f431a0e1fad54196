import { randomUUID } from "node:crypto";
import { computeFeeBreakdown, isLkrFeeBreakdown } from "@/lib/fees";
import type { Decimal } from "@/lib/money";
import type { payments } from "../db/schema";
import { customerSearchText, qrContentFor, storedFeeBreakdown } from "../domain/payments/create";
import { HOUR_MS, plusMs } from "./calendar";
import type { Rng } from "./random";

export type PaymentInsert = typeof payments.$inferInsert & { id: string; createdAt: Date };
export type SeedPaymentStatus = "INITIATED" | "USER_REVIEW" | "PAID" | "EXPIRED" | "FAILED";

export interface DemoPaymentSpec {
  merchant: { id: string; exchangeFeePercentage: string; serviceFeePercentage: string };
  publicUrl: string;
  provider: string;
  currency: "USDT" | "LKR";
  /** In `currency`. */
  amount: Decimal;
  /** LKR per USDT at creation. */
  rate: Decimal;
  goods: Array<{ name: string; description: string; mccCode: string }>;
  customerBilling: Record<string, string>;
  branchId: string | null;
  merchantTradeNo: string | null;
  createdAt: Date;
  status: SeedPaymentStatus;
  /** When the final status was reached (paidAt, failedAt or expiredAt); ignored for open statuses. */
  settledAt?: Date;
  paymentLinkId?: string | null;
  directDebitContractId?: string | null;
}

// The same ids, search text and QR payload a payment created through the API gets (payments/create.ts).
const PAY_ID_PREFIX: Record<string, string> = {
  EXCHANGEA: "EA",
  EXCHANGEB: "EB",
  EXCHANGEA_PAY: "EAP",
  EXCHANGEB_PAY: "EBP",
  EXCHANGEC_PAY: "ECP",
};
const PAYMENT_LIFETIME_MS = HOUR_MS;
/** Seeded history stops this long before now: any earlier payment has had time to reach a final status. */
export const HISTORY_CUTOFF_MS = PAYMENT_LIFETIME_MS + 5 * 60_000;

/** A payments row exactly as POST /v1/payment would have stored it, then moved to `status`. */
export function buildPaymentRow(rng: Rng, spec: DemoPaymentSpec): PaymentInsert {
  const fees = computeFeeBreakdown({
    currency: spec.currency,
    amount: spec.amount,
    exchangeFeePercentage: spec.merchant.exchangeFeePercentage,
    serviceFeePercentage: spec.merchant.serviceFeePercentage,
    rateUsdtLkr: spec.rate,
  });
  const lkr = isLkrFeeBreakdown(fees) ? fees : null;
  const wire = storedFeeBreakdown(fees);

  const id = randomUUID();
  const payId = `${PAY_ID_PREFIX[spec.provider] ?? "SB"}${rng.digits(20)}`;
  const paymentNo = `PAY${rng.code(20)}`;
  const settledAt = spec.settledAt ?? null;
  return {
    id,
    merchantId: spec.merchant.id,
    branchId: spec.branchId,
    payId,
    paymentNo,
    merchantTradeNo: spec.merchantTradeNo,
    provider: spec.provider,
    originalCurrency: spec.currency,
    status: spec.status,
    grossUsdt: fees.grossAmountUSDT.toFixed(6),
    netUsdt: fees.netAmountUSDT.toFixed(6),
    feesUsdt: fees.totalFeesUSDT.toFixed(6),
    lkrGross: lkr ? lkr.grossAmountLKR.toFixed(2) : null,
    lkrNet: lkr ? lkr.netAmountLKR.toFixed(2) : null,
    lkrFees: lkr ? lkr.totalFeesLKR.toFixed(2) : null,
    exchangeRate: lkr ? lkr.exchangeRateSnapshot.toFixed(6) : null,
    feeBreakdown: wire,
    goods: spec.goods,
    customerBilling: spec.customerBilling,
    customerSearch: customerSearchText(spec.customerBilling),
    qrContent: qrContentFor(
      spec.provider,
      payId,
      fees.grossAmountUSDT.toFixed(6),
      `${spec.publicUrl}/checkout/${id}`,
    ),
    webhookUrl: null,
    paymentLinkId: spec.paymentLinkId ?? null,
    directDebitContractId: spec.directDebitContractId ?? null,
    withdrawalId: null,
    expireTime: plusMs(spec.createdAt, PAYMENT_LIFETIME_MS),
    createdAt: spec.createdAt,
    paidAt: spec.status === "PAID" ? settledAt : null,
    expiredAt: spec.status === "EXPIRED" ? settledAt : null,
    failedAt: spec.status === "FAILED" ? settledAt : null,
  };
}

/** When a payment created at `createdAt` reaches its final status, as the customer and sweep would. */
export function settleTime(rng: Rng, status: SeedPaymentStatus, createdAt: Date): Date | undefined {
  if (status === "PAID") return plusMs(createdAt, Math.min(15 * 60_000, rng.logNormal(90_000, 0.7)));
  if (status === "FAILED") return plusMs(createdAt, rng.between(60_000, 12 * 60_000));
  if (status === "EXPIRED") return plusMs(createdAt, PAYMENT_LIFETIME_MS + rng.between(200, 55_000));
  return undefined;
}
