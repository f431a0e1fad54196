import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { systemAccountClient } from "@/server/access/account-access";
import { startBatchWorker, wakeIdleBatches } from "@/server/bulk-payouts/worker";
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
 * confirming webhook events whose first confirmation failed, and working payout batches (the job runner's
 * slices, and a wake-up for any batch nobody holds). An account is worked on by one instance at
 * a time (the lease in payment_index_sync); the others skip it until the lease lapses.
 */
export function startBackgroundWork(): () => void {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const db = getDb();
      await wakeIdleBatches(db).catch((error: unknown) =>
        logger().warn("payout batches not woken", { scope: "background", error: String(error) }),
      );
      const accounts = await db.select({ id: merchantAccounts.id }).from(merchantAccounts);
      for (const { id } of accounts) {
        if (!(await takeLease(db, id, owner, LEASE_MS))) continue;
        const client = await systemAccountClient(id, { timeoutMs: 10_000, maxRetries: 0 });
        if (!client) continue;
        await confirmPendingEvents(db, id, client.api).catch((error: unknown) =>
          logger().warn("webhook confirmation round failed", { scope: "background", accountId: id, error }),
        );
        const pacer = accountPacer(id, "listPayments", EXPORT_MIN_INTERVAL_MS, db);
        const detailPacer = accountPacer(id, "getPayment", DETAIL_MIN_INTERVAL_MS, db);
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
  let stopBatches: (() => Promise<void>) | null = null;
  startBatchWorker(getDb)
    .then((stop) => {
      stopBatches = stop;
    })
    .catch((error: unknown) =>
      logger().error("payout batch worker not started", { scope: "background", error: String(error) }),
    );
  const timer = setInterval(() => void round(), ROUND_EVERY_MS);
  timer.unref();
  void round();
  logger().info("background work started", { scope: "background", owner });
  return () => {
    clearInterval(timer);
    void stopBatches?.();
  };
}
