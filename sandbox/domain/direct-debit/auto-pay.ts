import { and, asc, eq, isNotNull, lte, type SQL } from "drizzle-orm";
import { payments } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { Services } from "../../services";
import { transitionPayment } from "../payments/transitions";

/** A charge stays INITIATED this long, so the caller sees it start INITIATED before it is paid. */
export const AUTO_PAY_DELAY_MS = 500;
const BATCH = 100;

/**
 * In the sandbox the provider pays direct-debit charges by itself (docs/service-rules.md §7):
 * every INITIATED charge older than the delay becomes PAID, with its webhook and the contract counters.
 */
export async function autoPayDirectDebitPayments(services: Services, paymentId?: string): Promise<number> {
  if (!services.config.SANDBOX_DIRECT_DEBIT_AUTO_PAY) return 0;
  const cutoff = new Date(services.clock.now().getTime() - AUTO_PAY_DELAY_MS);
  const conditions: SQL[] = [
    isNotNull(payments.directDebitContractId),
    eq(payments.status, "INITIATED"),
    lte(payments.createdAt, cutoff),
  ];
  if (paymentId) conditions.push(eq(payments.id, paymentId));
  const due = await services.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(...conditions))
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);

  let paid = 0;
  for (const { id } of due) {
    try {
      await transitionPayment(services, id, "PAID");
      paid++;
    } catch (error) {
      // Another run (tick, timer or a simulate call) moved it first; that outcome stands.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return paid;
}

/**
 * Pays one new charge shortly after creation, so it settles within a second whatever the tick
 * interval; the job catches anything this misses.
 */
export function scheduleAutoPay(services: Services, paymentId: string): void {
  if (!services.config.SANDBOX_DIRECT_DEBIT_AUTO_PAY) return;
  const timer = setTimeout(() => {
    autoPayDirectDebitPayments(services, paymentId).catch(() => {
      // The sandbox may be shutting down; the next tick retries whatever is still due.
    });
  }, AUTO_PAY_DELAY_MS + 100);
  timer.unref();
}
