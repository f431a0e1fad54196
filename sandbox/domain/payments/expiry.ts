import { and, eq, inArray, lte, type SQL } from "drizzle-orm";
import { payments } from "../../db/schema";
import type { Job, Services } from "../../services";
import { emitPaymentEvent } from "./events";
import { OPEN_STATUSES } from "./types";

export interface ExpiryScope {
  merchantId?: string;
  paymentId?: string;
}

const BATCH = 200;
// Bounds one call; anything left over is picked up by the next tick.
const MAX_BATCHES = 50;

/**
 * Expires every open payment past its expireTime (sandbox clock), with its webhook (docs/service-rules.md §5).
 * Conditional and batched with SKIP LOCKED, so it is safe beside requests and other runs of itself.
 * `expiredAt` is the moment the payment lapsed, not the moment the sweep noticed it.
 */
export async function expireDuePayments(services: Services, scope: ExpiryScope = {}): Promise<number> {
  const now = services.clock.now();
  const conditions: SQL[] = [inArray(payments.status, [...OPEN_STATUSES]), lte(payments.expireTime, now)];
  if (scope.merchantId) conditions.push(eq(payments.merchantId, scope.merchantId));
  if (scope.paymentId) conditions.push(eq(payments.id, scope.paymentId));
  const due = and(...conditions);

  // Reads call this on every request: a cheap probe first, a transaction only when something is due.
  const [probe] = await services.db.select({ id: payments.id }).from(payments).where(due).limit(1);
  if (!probe) return 0;

  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const count = await services.db.transaction(async (tx) => {
      const picked = tx
        .select({ id: payments.id })
        .from(payments)
        .where(due)
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const rows = await tx
        .update(payments)
        .set({ status: "EXPIRED", expiredAt: payments.expireTime })
        .where(and(due, inArray(payments.id, picked)))
        .returning();
      for (const row of rows) await emitPaymentEvent(tx, services, row, "EXPIRED", now);
      return rows.length;
    });
    total += count;
    if (count < BATCH) break;
  }
  if (total > 0) services.kickDispatcher();
  return total;
}

export const expirePaymentsJob: Job = async (services) => {
  await expireDuePayments(services);
};

export const paymentJobs: Job[] = [expirePaymentsJob];
