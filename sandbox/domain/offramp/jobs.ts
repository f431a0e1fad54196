import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { offramps } from "../../db/schema";
import type { Job, Services } from "../../services";
import { OPEN_STATUSES, settleOfframp } from "./settle";

/** A new offramp is handed to the bank (PENDING → PROCESSING) this long after creation, sandbox time. */
export const PROCESSING_AFTER_MS = 1000;

/** Settlements per job run; the rest wait for the next tick, so one run stays short. */
const SETTLE_BATCH = 200;

const msBefore = (date: Date, ms: number) => new Date(date.getTime() - ms);

/** PENDING → PROCESSING, in one conditional statement: safe beside requests and other runs. */
export const startProcessingOfframps: Job = async (services: Services) => {
  const now = services.clock.now();
  const delay = Math.min(PROCESSING_AFTER_MS, services.config.SANDBOX_SETTLE_DELAY_MS);
  await services.db
    .update(offramps)
    .set({ status: "PROCESSING", processedAt: now })
    .where(and(eq(offramps.status, "PENDING"), lte(offramps.createdAt, msBefore(now, delay))));
};

/** With SANDBOX_AUTO_SETTLE, open offramps complete SANDBOX_SETTLE_DELAY_MS after creation (docs/service-rules.md §8). */
export const autoSettleOfframps: Job = async (services: Services) => {
  if (!services.config.SANDBOX_AUTO_SETTLE) return;
  const cutoff = msBefore(services.clock.now(), services.config.SANDBOX_SETTLE_DELAY_MS);
  const due = await services.db
    .select({ id: offramps.id })
    .from(offramps)
    .where(and(inArray(offramps.status, [...OPEN_STATUSES]), lte(offramps.createdAt, cutoff)))
    .orderBy(asc(offramps.createdAt))
    .limit(SETTLE_BATCH);
  for (const { id } of due) await settleOfframp(services, id, "COMPLETED");
};

export const offrampJobs: Job[] = [startProcessingOfframps, autoSettleOfframps];
