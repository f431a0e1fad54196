import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { RUNWAY_THRESHOLD_MAX_DAYS, RUNWAY_THRESHOLD_MIN_DAYS } from "@/lib/float-runway";
import type { ConsoleExecutor } from "@/server/db/client";
import { merchantAccounts } from "@/server/db/schema";

/** The threshold as a person sets it: whole days, or nothing (no warning). */
export const runwayThresholdSchema = z
  .number({ error: "Enter a number of days" })
  .int("Enter whole days")
  .min(RUNWAY_THRESHOLD_MIN_DAYS, `At least ${RUNWAY_THRESHOLD_MIN_DAYS} day`)
  .max(RUNWAY_THRESHOLD_MAX_DAYS, `At most ${RUNWAY_THRESHOLD_MAX_DAYS} days`)
  .nullable();

/** The account's runway warning threshold in days, or null when none is set. */
export async function readRunwayThreshold(db: ConsoleExecutor, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: merchantAccounts.runwayWarningDays })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId))
    .limit(1);
  return row?.days ?? null;
}

export async function writeRunwayThreshold(
  db: ConsoleExecutor,
  accountId: string,
  days: number | null,
): Promise<void> {
  await db
    .update(merchantAccounts)
    .set({ runwayWarningDays: runwayThresholdSchema.parse(days) })
    .where(eq(merchantAccounts.id, accountId));
}
