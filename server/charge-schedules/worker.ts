import "server-only";
import type PgBoss from "pg-boss";
import { systemAccountClient } from "@/server/access/account-access";
import { jobs, keyedQueue, leaseOwner, QUEUES } from "@/server/background/jobs";
import type { ConsoleExecutor } from "@/server/db/client";
import { logger } from "@/server/log";
import {
  type ChargeRunOptions,
  chargesToCheck,
  chargesToWork,
  claimDueDates,
  settleChargePayment,
  workCharge,
} from "./run";

// Charges on the job runner: each charge to make is one job keyed by the charge; the background round
// turns due dates into charges and wakes every charge that is due (after a restart too). The charge's own
// lease and states (./run.ts) keep two instances, or a job run twice, from charging twice.

const charges = keyedQueue(QUEUES.contractCharge, "chargeId");

export const wakeCharge = (chargeId: string, delayMs = 0, boss?: PgBoss) =>
  charges.wake(chargeId, delayMs, boss);

/** Works this instance's share of charges; answers a function that stops it. */
export async function startChargeWorker(
  db: () => ConsoleExecutor,
  options: Partial<ChargeRunOptions> & { boss?: PgBoss; pollingIntervalSeconds?: number } = {},
): Promise<() => Promise<void>> {
  const boss = options.boss ?? (await jobs());
  const owner = options.owner ?? leaseOwner();
  return charges.work(
    boss,
    async (chargeId) => {
      const result = await workCharge(db(), chargeId, { ...options, owner });
      return typeof result === "object" ? result.retryInMs : null;
    },
    options.pollingIntervalSeconds ?? 2,
  );
}

/**
 * The round's share of charging: due dates become charges, due charges are woken, and made charges not
 * heard of for a while are read from the service.
 */
export async function chargeRound(
  db: ConsoleExecutor,
  options: { now?: Date; boss?: PgBoss; wake?: (chargeId: string) => Promise<void> } = {},
): Promise<{ claimed: number; woken: number }> {
  const now = options.now ?? new Date();
  const claimed = await claimDueDates(db, now);
  const due = await chargesToWork(db, now);
  const wake = options.wake ?? ((id: string) => wakeCharge(id, 0, options.boss));
  for (const chargeId of due) {
    await wake(chargeId).catch((error: unknown) =>
      logger().warn("charge not woken", { scope: "charge-schedules", chargeId, error: String(error) }),
    );
  }
  for (const { accountId, paymentId } of await chargesToCheck(db, now)) {
    if (paymentId === null) continue;
    const client = await systemAccountClient(accountId, { timeoutMs: 10_000, maxRetries: 0 });
    const payment = await client?.api.getPayment({ params: { id: paymentId } }).catch(() => null);
    if (payment)
      await settleChargePayment(db, accountId, { paymentId, status: payment.status }, now).catch(() => false);
  }
  return { claimed, woken: due.length };
}
