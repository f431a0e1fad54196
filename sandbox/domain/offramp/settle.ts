import { and, eq, inArray, sql } from "drizzle-orm";
import { decimal } from "@/lib/money";
import { offramps } from "../../db/schema";
import { randomReferences } from "../../ids";
import type { Services } from "../../services";
import { appendLedgerEntry, lockMerchantFloat } from "./ledger";
import { settledOfframpFields } from "./offramp-rows";
import { type OfframpRow, toOfframpEvent } from "./wire";

export type SettleOutcome = "COMPLETED" | "FAILED";

export const OPEN_STATUSES = ["PENDING", "PROCESSING"] as const;

/**
 * Settles an open offramp (docs/service-rules.md §8): COMPLETED sets bankRef and completedAt; FAILED sets failedAt and
 * failureReason and returns the amount to the float with a REFUND entry. The status change, the ledger entry
 * and the webhook outbox row commit together. Returns null when the offramp was no longer open (someone
 * else settled it first), so concurrent settlers never double-refund.
 */
export async function settleOfframp(
  services: Services,
  offrampId: string,
  outcome: SettleOutcome,
  failureReason?: string,
): Promise<OfframpRow | null> {
  const settled = await services.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ merchantId: offramps.merchantId })
      .from(offramps)
      .where(and(eq(offramps.id, offrampId), inArray(offramps.status, [...OPEN_STATUSES])));
    if (!open) return null;
    // Float lock before the row lock, the same order as offramp creation.
    await lockMerchantFloat(tx, open.merchantId);

    const now = services.clock.now();
    const changes = settledOfframpFields(outcome, now, randomReferences, failureReason);
    const [row] = await tx
      .update(offramps)
      .set({ ...changes, processedAt: sql`coalesce(${offramps.processedAt}, ${now})` })
      .where(and(eq(offramps.id, offrampId), inArray(offramps.status, [...OPEN_STATUSES])))
      .returning();
    if (!row) return null;

    if (row.status === "FAILED") {
      await appendLedgerEntry(tx, {
        merchantId: row.merchantId,
        type: "REFUND",
        amountLkr: decimal(row.amountLkr),
        offrampId: row.id,
        notes: row.failureReason,
        createdAt: now,
      });
    }
    if (row.webhookUrl) {
      const event = toOfframpEvent(row);
      await services.enqueueWebhook(tx, {
        merchantId: row.merchantId,
        url: row.webhookUrl,
        eventType: event.event,
        body: event,
        resourceId: row.id,
      });
    }
    return row;
  });
  if (settled?.webhookUrl) services.kickDispatcher();
  return settled;
}
