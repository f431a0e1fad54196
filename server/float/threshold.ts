import "server-only";
import { eq } from "drizzle-orm";
import { type ActionResult, actionFailure } from "@/lib/action-result";
import {
  type RunwayThresholdValues,
  runwayThresholdFormSchema,
  thresholdDaysOf,
} from "@/lib/float-threshold";
import { writeAudit } from "@/server/audit/log";
import { can, type Role } from "@/server/auth/policy";
import type { ConsoleExecutor } from "@/server/db/client";
import { merchantAccounts } from "@/server/db/schema";

/** The account's runway warning threshold in days, or null when none is set. */
export async function readRunwayThreshold(db: ConsoleExecutor, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: merchantAccounts.runwayWarningDays })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId))
    .limit(1);
  return row?.days ?? null;
}

/** Who is changing the threshold, as the action's access check found them. */
export interface ThresholdChanger {
  accountId: string;
  userId: string;
  role: Role;
  aggregator: boolean;
  requestId: string;
  /** Left out in a server action: the audit reads it from the request. */
  address?: string | null;
}

/**
 * Sets (or clears, with a blank) the runway warning threshold: owners and admins of an aggregator account
 * only, whole days from 1 to 365, audited. The settings page's server action is this after its access check.
 */
export async function updateRunwayThreshold(
  db: ConsoleExecutor,
  who: ThresholdChanger,
  input: RunwayThresholdValues,
): Promise<ActionResult<{ days: number | null }, "days">> {
  if (!can(who.role, "accounts:manage")) {
    return actionFailure(
      `Your role (${who.role}) cannot change this; owners and admins can.`,
      undefined,
      who.requestId,
    );
  }
  if (!who.aggregator) {
    return actionFailure("This account is not an aggregator: it has no float.", undefined, who.requestId);
  }
  const parsed = runwayThresholdFormSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Check the number of days.";
    return actionFailure(message, { days: message }, who.requestId);
  }
  const days = thresholdDaysOf(parsed.data);
  await db
    .update(merchantAccounts)
    .set({ runwayWarningDays: days })
    .where(eq(merchantAccounts.id, who.accountId));
  await writeAudit(db, {
    action: "account.runway-warning",
    userId: who.userId,
    accountId: who.accountId,
    requestId: who.requestId,
    outcome: "success",
    details: { days },
    address: who.address,
  });
  return { ok: true, data: { days } };
}
