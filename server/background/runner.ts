import "server-only";
import { systemAccountClient } from "@/server/access/account-access";
import { leaseOwner } from "@/server/background/jobs";
import { startBatchWorker, wakeIdleBatches } from "@/server/bulk-payouts/worker";
import { chargeRound, startChargeWorker } from "@/server/charge-schedules/worker";
import { getDb } from "@/server/db/client";
import { merchantAccounts } from "@/server/db/schema";
import { DETAIL_MIN_INTERVAL_MS, syncRound, takeLease } from "@/server/index/sync";
import { logger } from "@/server/log";
import { accountPacer } from "@/server/reports/pace-store";
import { EXPORT_MIN_INTERVAL_MS } from "@/server/reports/payments-csv";
import { confirmPendingEvents } from "@/server/webhooks/confirm";

const ROUND_EVERY_MS = 10_000;
const LEASE_MS = 45_000;

/**
 * The console's own work for its accounts, in every instance: keeping each payment index current,
 * confirming webhook events whose first confirmation failed, working payout batches (the job runner's
 * slices, and a wake-up for any batch nobody holds), and making scheduled charges as they fall due. An
 * account is worked on by one instance at a time (the lease in payment_index_sync); the others skip it until
 * the lease lapses.
 */
export function startBackgroundWork(): () => void {
  const owner = leaseOwner();
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const db = getDb();
      startWorkers();
      await wakeIdleBatches(db).catch((error: unknown) =>
        logger().warn("payout batches not woken", { scope: "background", error: String(error) }),
      );
      await chargeRound(db).catch((error: unknown) =>
        logger().warn("charge round failed", { scope: "background", error: String(error) }),
      );
      const accounts = await db.select({ id: merchantAccounts.id }).from(merchantAccounts);
      for (const { id } of accounts) {
        if (!(await takeLease(db, id, owner, LEASE_MS))) continue;
        const client = await systemAccountClient(id, { timeoutMs: 10_000, maxRetries: 0 });
        if (!client) continue;
        await confirmPendingEvents(db, id, client.api).catch((error: unknown) =>
          logger().warn("webhook confirmation round failed", { scope: "background", accountId: id, error }),
        );
        // The index is background work: a person's export of the same operation goes first.
        const pacer = accountPacer(id, "listPayments", EXPORT_MIN_INTERVAL_MS, db, { background: true });
        const detailPacer = accountPacer(id, "getPayment", DETAIL_MIN_INTERVAL_MS, db, { background: true });
        await syncRound(db, id, client, { pacer, detailPacer }).catch((error: unknown) =>
          logger().warn("payment index round failed", { scope: "background", accountId: id, error }),
        );
      }
    } catch (error) {
      logger().warn("background round failed", { scope: "background", error });
    } finally {
      running = false;
    }
  };
  // The job workers start with the job runner; one that could not start is tried again every round.
  const workers = [
    keptStarted("payout batch", () => startBatchWorker(getDb)),
    keptStarted("charge", () => startChargeWorker(getDb)),
  ];
  const startWorkers = () => {
    for (const worker of workers) worker.ensure();
  };
  startWorkers();
  const timer = setInterval(() => void round(), ROUND_EVERY_MS);
  timer.unref();
  void round();
  logger().info("background work started", { scope: "background", owner });
  return () => {
    clearInterval(timer);
    for (const worker of workers) worker.stop();
  };
}

/** A job worker started once, and again on the next `ensure` when its start failed. */
function keptStarted(what: string, start: () => Promise<() => Promise<void>>) {
  let started: Promise<(() => Promise<void>) | null> | null = null;
  return {
    ensure() {
      started ??= start().catch((error: unknown) => {
        logger().error(`${what} worker not started`, { scope: "background", error: String(error) });
        started = null;
        return null;
      });
    },
    stop() {
      void started?.then((stop) => stop?.());
    },
  };
}
