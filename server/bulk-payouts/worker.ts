import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type PgBoss from "pg-boss";
import { z } from "zod";
import { jobs, QUEUES } from "@/server/background/jobs";
import type { ConsoleExecutor } from "@/server/db/client";
import { logger } from "@/server/log";
import { batchesToWake, runSlice, type SliceOptions } from "./run";

// Payout batches on the job runner: a slice is one job; a slice that leaves work sends the next one, and
// the background round wakes any running batch nobody holds (after a restart, or a job lost with its
// instance). The run's own lease (server/bulk-payouts/run.ts) keeps two instances off one batch.

const sliceData = z.object({ batchId: z.uuid() });

/** Asks for a slice of this batch on the runner, now or after `delayMs`. */
export async function wakeBatch(batchId: string, delayMs = 0, boss?: PgBoss): Promise<void> {
  const runner = boss ?? (await jobs());
  await runner.send(
    QUEUES.bulkPayoutSlice,
    { batchId },
    { singletonKey: batchId, ...(delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {}) },
  );
}

/** Works this instance's share of payout batches; answers a function that stops it. */
export async function startBatchWorker(
  db: () => ConsoleExecutor,
  options: Partial<SliceOptions> & { boss?: PgBoss; pollingIntervalSeconds?: number } = {},
): Promise<() => Promise<void>> {
  const boss = options.boss ?? (await jobs());
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  await boss.work<{ batchId: string }>(
    QUEUES.bulkPayoutSlice,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      const parsed = sliceData.safeParse(job?.data);
      if (!parsed.success) return;
      const { batchId } = parsed.data;
      const result = await runSlice(db(), batchId, { ...options, owner });
      if (typeof result === "object") await wakeBatch(batchId, result.nextInMs, boss);
    },
  );
  return () => boss.offWork(QUEUES.bulkPayoutSlice);
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
