import { toApiNumber } from "@/lib/money";
import { type PaymentEvent, type PaymentStatus, paymentEventNames } from "@/lib/payments-api";
import type { DbOrTx } from "../../db/client";
import type { Services } from "../../services";
import type { PaymentRow } from "./types";

/** The webhook body of docs/service-rules.md §9 for `payment` in `status` (times follow the sandbox clock). */
export function paymentEventBody(payment: PaymentRow, status: PaymentStatus, at: Date): PaymentEvent {
  const body: PaymentEvent = {
    paymentId: payment.id,
    payId: payment.payId,
    merchantTradeNo: payment.merchantTradeNo ?? null,
    status,
    amount: toApiNumber(payment.grossUsdt, "USDT"),
    currency: "USDT",
    timestamp: at.toISOString(),
  };
  if (status === "PAID") body.paidAt = (payment.paidAt ?? at).toISOString();
  if (status === "EXPIRED") body.expiredAt = (payment.expiredAt ?? at).toISOString();
  if (status === "FAILED") body.failedAt = (payment.failedAt ?? at).toISOString();
  if (payment.directDebitContractId) body.directDebitContractId = payment.directDebitContractId;
  return body;
}

/**
 * Writes the payment's event to the outbox in the caller's transaction. Payments without a
 * webhookUrl emit nothing. The caller kicks the dispatcher after commit.
 */
export async function emitPaymentEvent(
  tx: DbOrTx,
  services: Services,
  payment: PaymentRow,
  status: PaymentStatus,
  at: Date,
): Promise<void> {
  if (!payment.webhookUrl) return;
  await services.enqueueWebhook(tx, {
    merchantId: payment.merchantId,
    url: payment.webhookUrl,
    eventType: paymentEventNames[status],
    body: paymentEventBody(payment, status, at),
    resourceId: payment.id,
  });
}
