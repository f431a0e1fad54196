import { eq, sql } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { PaymentStatus } from "@/lib/payments-api";
import type { Tx } from "../../db/client";
import { ddContracts, payments } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { Services } from "../../services";
import { emitPaymentEvent } from "./events";
import { expireDuePayments } from "./expiry";
import { isOpenStatus, type PaymentRow, type PaymentTarget, USER_REVIEW_PROVIDER } from "./types";

export interface TransitionOptions {
  /** Business time of the move; defaults to the sandbox clock's now. */
  at?: Date;
}

/**
 * Moves an open payment (INITIATED or USER_REVIEW) to `target` in one transaction: the status and its
 * timestamp, the webhook outbox row and, for a direct-debit payment that becomes PAID, the contract's
 * counters. Throws 404 for an unknown payment and 400 when the move is not allowed.
 */
export async function transitionPayment(
  services: Services,
  paymentId: string,
  target: PaymentTarget,
  opts: TransitionOptions = {},
): Promise<PaymentRow> {
  if (!isUuid(paymentId)) throw notFound("Payment not found");
  // A payment already past its expiry is EXPIRED before anything else may happen to it.
  if (target !== "EXPIRED") await expireDuePayments(services, { paymentId });

  const at = opts.at ?? services.clock.now();
  const updated = await services.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!current) throw notFound("Payment not found");
    assertAllowed(current, target);

    const [row] = await tx
      .update(payments)
      .set({
        status: target,
        ...(target === "PAID" ? { paidAt: at } : {}),
        ...(target === "FAILED" ? { failedAt: at } : {}),
        ...(target === "EXPIRED" ? { expiredAt: at } : {}),
      })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!row) throw notFound("Payment not found");

    if (target === "PAID" && row.directDebitContractId) await recordContractCharge(tx, row, at);
    await emitPaymentEvent(tx, services, row, target satisfies PaymentStatus, at);
    return row;
  });
  services.kickDispatcher();
  return updated;
}

function assertAllowed(payment: PaymentRow, target: PaymentTarget): void {
  if (!isOpenStatus(payment.status)) throw badRequest(`Payment is already ${payment.status}`);
  if (target !== "USER_REVIEW") return;
  if (payment.provider !== USER_REVIEW_PROVIDER) {
    throw badRequest(`USER_REVIEW is only available for provider ${USER_REVIEW_PROVIDER}`);
  }
  if (payment.status === "USER_REVIEW") throw badRequest("Payment is already USER_REVIEW");
}

/** docs/service-rules.md §7: a paid direct-debit payment counts against its contract. */
async function recordContractCharge(tx: Tx, payment: PaymentRow, at: Date): Promise<void> {
  const contractId = payment.directDebitContractId;
  if (!contractId) return;
  await tx
    .update(ddContracts)
    .set({
      paymentCount: sql`${ddContracts.paymentCount} + 1`,
      totalAmountCharged: sql`${ddContracts.totalAmountCharged} + ${payment.grossUsdt}::numeric`,
      lastPaymentAt: at,
      updatedAt: at,
    })
    .where(eq(ddContracts.id, contractId));
}
