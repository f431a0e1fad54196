import "server-only";
import { sql } from "drizzle-orm";
import type { Payment, PaymentListItem } from "@/lib/payments-api/payments";
import type { ConsoleExecutor } from "@/server/db/client";
import { paymentIndex } from "@/server/db/schema";

/** Statuses in which a payment still waits for the customer (docs/service-rules.md §5). */
export const OPEN_PAYMENT_STATUSES = ["INITIATED", "USER_REVIEW"] as const;

const money = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/**
 * Stores what a list page said of some payments. A late or reordered answer must not bring a paid payment
 * back to "awaiting", so a payment that left the open statuses keeps its status.
 */
export async function indexListItems(
  db: ConsoleExecutor,
  accountId: string,
  items: readonly PaymentListItem[],
  branchId?: string,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(paymentIndex)
    .values(
      items.map((item) => ({
        accountId,
        paymentId: item.id,
        amount: String(item.amount),
        currency: item.currency,
        status: item.status,
        createdAt: new Date(item.createdAt),
        paidAt: item.paidAt ? new Date(item.paidAt) : null,
        branchId: branchId ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [paymentIndex.accountId, paymentIndex.paymentId],
      set: {
        amount: sql`excluded.amount`,
        currency: sql`excluded.currency`,
        status: keepFinal(),
        paidAt: sql`coalesce(excluded.paid_at, ${paymentIndex.paidAt})`,
        branchId: branchId === undefined ? paymentIndex.branchId : sql`excluded.branch_id`,
        seenAt: sql`now()`,
      },
    });
}

/** What the console learns of a payment from its own webhook event: the moment it ended. */
export interface PaymentEventTimes {
  expiredAt?: string | null;
  failedAt?: string | null;
}

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The columns a whole payment fills: its branch, its LKR side, fees, trade number, customer and contract. */
export function paymentDetails(payment: Payment, readAt: Date) {
  const fees = payment.feeBreakdown;
  const lkr = payment.lkrGrossAmount ?? fees?.grossAmountLKR ?? null;
  const name = [payment.customerBilling?.firstName, payment.customerBilling?.lastName]
    .filter((part): part is string => typeof part === "string" && part !== "")
    .join(" ");
  const lkrFee = (direct: number | undefined, breakdown: number | undefined) => money(direct ?? breakdown);
  return {
    branchId: payment.branchId ?? null,
    lkrAmount: money(lkr),
    rateUsdtLkr: money(payment.exchangeRateSnapshot),
    detailsReadAt: readAt,
    merchantTradeNo: payment.merchantTradeNo ?? null,
    customerName: name === "" ? null : name,
    customerEmail: payment.customerBilling?.email ?? null,
    contractId: payment.directDebitContractId ?? null,
    expireTime: instant(payment.expireTime),
    exchangeFeePct: money(fees?.exchangeFeePercentage),
    serviceFeePct: money(fees?.serviceFeePercentage),
    exchangeFeeUsdt: money(fees?.exchangeFeeAmountUSDT),
    serviceFeeUsdt: money(fees?.serviceFeeAmountUSDT),
    totalFeesUsdt: money(fees?.totalFeesUSDT),
    netUsdt: money(fees?.netAmountUSDT),
    exchangeFeeLkr: lkrFee(payment.lkrExchangeFeeAmount, fees?.exchangeFeeAmountLKR),
    serviceFeeLkr: lkrFee(payment.lkrServiceFeeAmount, fees?.serviceFeeAmountLKR),
    totalFeesLkr: money(fees?.totalFeesLKR),
    netLkr: lkrFee(payment.lkrNetAmount, fees?.netAmountLKR),
  };
}

/**
 * Stores a payment the console read whole (after a webhook, or by the index's detail pass): its branch, LKR
 * side, fees, customer and contract too; `times` are what its webhook event said of its end.
 */
export async function indexPayment(
  db: ConsoleExecutor,
  accountId: string,
  payment: Payment,
  times: PaymentEventTimes = {},
): Promise<void> {
  const details = paymentDetails(payment, new Date());
  const expiredAt = instant(times.expiredAt);
  const failedAt = instant(times.failedAt);
  await db
    .insert(paymentIndex)
    .values({
      accountId,
      paymentId: payment.id,
      amount: String(payment.amount),
      currency: payment.currency,
      status: payment.status,
      createdAt: new Date(payment.createdAt),
      paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
      ...details,
      expiredAt,
      failedAt,
    })
    .onConflictDoUpdate({
      target: [paymentIndex.accountId, paymentIndex.paymentId],
      set: {
        status: keepFinal(),
        paidAt: sql`coalesce(excluded.paid_at, ${paymentIndex.paidAt})`,
        ...Object.fromEntries(Object.keys(details).map((key) => [key, sql.raw(`excluded.${columnOf(key)}`)])),
        expiredAt: sql`coalesce(excluded.expired_at, ${paymentIndex.expiredAt})`,
        failedAt: sql`coalesce(excluded.failed_at, ${paymentIndex.failedAt})`,
        seenAt: sql`now()`,
      },
    });
}

/** A detail key's column name ("merchantTradeNo" → "merchant_trade_no"). */
function columnOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Stores that a payment could not be read whole (another merchant's, gone): the detail pass moves on. */
export async function markDetailsUnreadable(db: ConsoleExecutor, accountId: string, paymentId: string) {
  await db
    .update(paymentIndex)
    .set({ detailsReadAt: new Date() })
    .where(sql`${paymentIndex.accountId} = ${accountId} and ${paymentIndex.paymentId} = ${paymentId}`);
}

/** A payment never goes back to an open status once it left one; any other change is taken as news. */
function keepFinal() {
  return sql`case when excluded.status in ('INITIATED', 'USER_REVIEW') and ${paymentIndex.status} not in ('INITIATED', 'USER_REVIEW') then ${paymentIndex.status} else excluded.status end`;
}
