import { randomUUID } from "node:crypto";
import type { Decimal } from "@/lib/money";
import { initiatedPaymentRow, type PaymentInsert } from "../domain/payments/payment-row";
import { HOUR_MS, plusMs } from "./calendar";
import type { Rng } from "./random";

export type { PaymentInsert } from "../domain/payments/payment-row";
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

const PAYMENT_LIFETIME_MS = HOUR_MS;
/** Seeded history stops this long before now: any earlier payment has had time to reach a final status. */
export const HISTORY_CUTOFF_MS = PAYMENT_LIFETIME_MS + 5 * 60_000;

/**
 * The row the domain builds for a payment created at `createdAt` (the same as POST /v1/payment would
 * store), then moved to `status` as the customer, the provider or the expiry sweep would have moved it.
 */
export function buildPaymentRow(rng: Rng, spec: DemoPaymentSpec): PaymentInsert {
  const { status, settledAt, ...created } = spec;
  const row = initiatedPaymentRow(
    { ...created, id: randomUUID(), expireTime: plusMs(spec.createdAt, PAYMENT_LIFETIME_MS) },
    rng,
  );
  const at = settledAt ?? null;
  return {
    ...row,
    status,
    paidAt: status === "PAID" ? at : null,
    expiredAt: status === "EXPIRED" ? at : null,
    failedAt: status === "FAILED" ? at : null,
  };
}

/** When a payment created at `createdAt` reaches its final status, as the customer and sweep would. */
export function settleTime(rng: Rng, status: SeedPaymentStatus, createdAt: Date): Date | undefined {
  if (status === "PAID") return plusMs(createdAt, Math.min(15 * 60_000, rng.logNormal(90_000, 0.7)));
  if (status === "FAILED") return plusMs(createdAt, rng.between(60_000, 12 * 60_000));
  if (status === "EXPIRED") return plusMs(createdAt, PAYMENT_LIFETIME_MS + rng.between(200, 55_000));
  return undefined;
}
