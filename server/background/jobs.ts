import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import PgBoss from "pg-boss";
import { isUuid } from "@/lib/ids";
import { env } from "@/server/env";
import { logger } from "@/server/log";

// The console's one job runner: pg-boss on the console's own database (schema `pgboss`), shared by every
// instance. A job sent by one instance is worked by whichever instance fetches it first; a job whose
// worker died is expired and retried by pg-boss. Work that must never run twice at once is also leased
// in its own table (a batch: server/bulk-payouts/run.ts), so a job run twice does nothing the second time.

export const JOB_SCHEMA = "pgboss";

/** A name for one holder of leases (an instance's worker, its background round): host, process, a nonce. */
export const leaseOwner = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** The queues, each with the policy its work wants. */
export const QUEUES = {
  /** One slice of a payout batch: `{ batchId }`, keyed by the batch. */
  bulkPayoutSlice: "bulk-payout-slice",
  /** One charge of a contract: `{ chargeId }`, keyed by the charge. */
  contractCharge: "contract-charge",
} as const;

/**
 * "short": at most one queued job per key (pg-boss refuses a second while one waits), so every wake-up of
 * a batch (or a charge) that already has its job queued is a no-op, and one batch never runs two chains of
 * slices.
 */
const POLICY = "short";

const slot = globalThis as typeof globalThis & { __consoleJobs?: Promise<PgBoss> };

/** Starts a runner on this database: its schema is created or migrated on first start. */
export async function startRunner(
  connectionString: string,
  options: { supervise?: boolean } = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema: JOB_SCHEMA,
    max: 4,
    supervise: options.supervise ?? true,
    schedule: false,
    // A slice is a minute of work: one left active longer than this died with its instance.
    expireInSeconds: 5 * 60,
    retryLimit: 20,
    retryDelay: 5,
    maintenanceIntervalSeconds: 60,
  });
  boss.on("error", (error) => logger().warn("job runner error", { scope: "jobs", error: error.message }));
  await boss.start();
  for (const name of Object.values(QUEUES)) await boss.createQueue(name, { name, policy: POLICY });
  return boss;
}

/** The process's runner on the console's database, started on first use. */
export function jobs(): Promise<PgBoss> {
  if (!slot.__consoleJobs) {
    const url = env().DATABASE_URL;
    if (!url) return Promise.reject(new Error("DATABASE_URL is not set: the console has no job runner"));
    slot.__consoleJobs = startRunner(url).catch((error: unknown) => {
      slot.__consoleJobs = undefined;
      throw error;
    });
  }
  return slot.__consoleJobs;
}

export async function stopJobs(): Promise<void> {
  const started = slot.__consoleJobs;
  slot.__consoleJobs = undefined;
  if (started) await (await started).stop({ graceful: false, wait: true }).catch(() => {});
}

/** A queue whose every job names one thing (a batch, a charge) by its id, with one waiting job per id. */
export interface KeyedQueue {
  /** Asks for a job for `id`, now or after `delayMs`; a no-op while one waits. */
  wake(id: string, delayMs?: number, boss?: PgBoss): Promise<void>;
  /**
   * Works the queue's jobs one at a time with `handle`, which answers when to come back to the same id
   * (ms), or null; answers a function that stops the work.
   */
  work(
    boss: PgBoss,
    handle: (id: string) => Promise<number | null>,
    pollingIntervalSeconds?: number,
  ): Promise<() => Promise<void>>;
}

export function keyedQueue(name: string, field: string): KeyedQueue {
  const idOf = (data: unknown): string | null => {
    const value = typeof data === "object" && data !== null ? (data as Record<string, unknown>)[field] : null;
    return typeof value === "string" && isUuid(value) ? value : null;
  };
  const queue: KeyedQueue = {
    async wake(id, delayMs = 0, boss) {
      const runner = boss ?? (await jobs());
      await runner.send(
        name,
        { [field]: id },
        { singletonKey: id, ...(delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {}) },
      );
    },
    async work(boss, handle, pollingIntervalSeconds = 1) {
      await boss.work(name, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        const id = idOf(job?.data);
        if (id === null) return;
        const again = await handle(id);
        if (again !== null) await queue.wake(id, again, boss);
      });
      return () => boss.offWork(name);
    },
  };
  return queue;
}
