import "server-only";
import type PgBoss from "pg-boss";
import { jobs, keyedQueue, leaseOwner, QUEUES } from "@/server/background/jobs";
import type { ConsoleExecutor } from "@/server/db/client";
import { logger } from "@/server/log";
import { batchesToWake, runSlice, type SliceOptions } from "./run";

// Payout batches on the job runner: a slice is one job; a slice that leaves work sends the next one, and
// the background round wakes any running batch nobody holds (after a restart, or a job lost with its
// instance). The run's own lease (server/bulk-payouts/run.ts) keeps two instances off one batch.

const slices = keyedQueue(QUEUES.bulkPayoutSlice, "batchId");

/** Asks for a slice of this batch on the runner, now or after `delayMs`. */
export const wakeBatch = (batchId: string, delayMs = 0, boss?: PgBoss) => slices.wake(batchId, delayMs, boss);

/** Works this instance's share of payout batches; answers a function that stops it. */
export async function startBatchWorker(
  db: () => ConsoleExecutor,
  options: Partial<SliceOptions> & { boss?: PgBoss; pollingIntervalSeconds?: number } = {},
): Promise<() => Promise<void>> {
  const boss = options.boss ?? (await jobs());
  const owner = options.owner ?? leaseOwner();
  return slices.work(
    boss,
    async (batchId) => {
      const result = await runSlice(db(), batchId, { ...options, owner });
      return typeof result === "object" ? result.nextInMs : null;
    },
    options.pollingIntervalSeconds ?? 1,
  );
}

/** Sends a slice for every batch that is due and held by nobody. */
export async function wakeIdleBatches(db: ConsoleExecutor, boss?: PgBoss): Promise<number> {
  const due = await batchesToWake(db);
  for (const batchId of due) {
    await wakeBatch(batchId, 0, boss).catch((error: unknown) =>
      logger().warn("batch not woken", { scope: "bulk-payouts", batchId, error: String(error) }),
    );
  }
  return due.length;
}
