import "server-only";
import { sql } from "drizzle-orm";
import type { Payment, PaymentListItem } from "@/lib/payments-api/payments";
import type { ConsoleExecutor } from "@/server/db/client";
import { paymentIndex } from "@/server/db/schema";

/** Statuses in which a payment still waits for the customer (docs/service-rules.md §5). */
export const OPEN_PAYMENT_STATUSES = ["INITIATED", "USER_REVIEW"] as const;

const money = (value: number | null | undefined) =>
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

/** Stores a payment the console read whole (after a webhook): its branch and LKR side too. */
export async function indexPayment(db: ConsoleExecutor, accountId: string, payment: Payment): Promise<void> {
  const lkr = payment.lkrGrossAmount ?? payment.feeBreakdown?.grossAmountLKR ?? null;
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
      branchId: payment.branchId ?? null,
      lkrAmount: money(lkr),
      rateUsdtLkr: money(payment.exchangeRateSnapshot),
    })
    .onConflictDoUpdate({
      target: [paymentIndex.accountId, paymentIndex.paymentId],
      set: {
        status: keepFinal(),
        paidAt: sql`coalesce(excluded.paid_at, ${paymentIndex.paidAt})`,
        branchId: sql`excluded.branch_id`,
        lkrAmount: sql`coalesce(excluded.lkr_amount, ${paymentIndex.lkrAmount})`,
        rateUsdtLkr: sql`coalesce(excluded.rate_usdt_lkr, ${paymentIndex.rateUsdtLkr})`,
        seenAt: sql`now()`,
      },
    });
}

/** A payment never goes back to an open status once it left one; any other change is taken as news. */
function keepFinal() {
  return sql`case when excluded.status in ('INITIATED', 'USER_REVIEW') and ${paymentIndex.status} not in ('INITIATED', 'USER_REVIEW') then ${paymentIndex.status} else excluded.status end`;
}
