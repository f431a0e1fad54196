import { randomUUID } from "node:crypto";
import { decimal } from "@/lib/money";
import type { DbOrTx } from "../../db/client";
import { payments } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { MerchantRow } from "../../http/types";
import { randomReferences } from "../../ids";
import type { Services } from "../../services";
import { requireAmountWithinLimit } from "../amount-limits";
import { emitPaymentEvent } from "./events";
import { checkoutUrl, initiatedPaymentRow, type PaymentOrder } from "./payment-row";
import type { PaymentRow } from "./types";

export type { GoodsInput } from "./payment-row";
export type { PaymentRow } from "./types";

export interface InsertPaymentInput extends PaymentOrder {
  merchant: MerchantRow;
}

export function checkoutLinkFor(services: Services, paymentId: string): string {
  return checkoutUrl(services.config.publicUrl, paymentId);
}

/**
 * Creates an INITIATED payment with its fee breakdown (docs/service-rules.md §4) and writes
 * `payment.initiated` to the outbox, in the caller's transaction. Used by POST /v1/payment, the
 * payment-link page and direct-debit execution; callers check branches and kick the dispatcher after commit.
 */
export async function insertPayment(
  tx: DbOrTx,
  services: Services,
  input: InsertPaymentInput,
): Promise<PaymentRow> {
  const rate = services.rates.current();
  if (input.currency === "LKR" && rate === null) throw badRequest("exchange rate unavailable");

  const values = initiatedPaymentRow(
    {
      ...input,
      id: randomUUID(),
      publicUrl: services.config.publicUrl,
      rate,
      createdAt: services.clock.now(),
    },
    randomReferences,
  );
  // A total the hosted link page multiplied, or LKR converted at a small rate, can pass what one amount may be.
  if (values.lkrGross != null) requireAmountWithinLimit("amount", values.lkrGross);
  requireAmountWithinLimit(
    "amount",
    values.grossUsdt,
    input.currency === "LKR" ? "USDT after conversion" : undefined,
  );
  if (decimal(values.grossUsdt).lte(0) || (values.lkrGross != null && decimal(values.lkrGross).lte(0))) {
    throw badRequest("amount must be greater than 0", [
      { field: "amount", constraint: "min", message: "amount must be greater than 0" },
    ]);
  }

  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error("payment insert returned no row");
  await emitPaymentEvent(tx, services, row, "INITIATED", values.createdAt);
  return row;
}
