import "server-only";
import type { RunwayAnswer } from "@/lib/float-read";
import { type Runway, runwayBelow } from "@/lib/float-runway";
import type { AccountAccess } from "@/server/access/account-access";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { cachedRunway } from "./runway";
import { readRunwayThreshold } from "./threshold";

export interface RunwayWarningFacts {
  runway: Runway;
  thresholdDays: number;
}

/** Who is warned: members of the whole aggregator account who may read its float ledger. */
export function seesRunwayWarning(access: AccountAccess): boolean {
  return access.aggregator && access.branchId === null && access.can("reports:read");
}

/**
 * The runway the account pages' banner starts from (the browser follows it from there), or null when there
 * is nothing to follow: no threshold set (then the ledger is not read at all) or a ledger that could not be
 * read (the float's own pages say so; the banner never stands in the way of the page).
 */
export async function runwayAnswerFor(
  access: AccountAccess,
  db: ConsoleExecutor = getDb(),
): Promise<RunwayAnswer | null> {
  if (!seesRunwayWarning(access)) return null;
  try {
    const thresholdDays = await readRunwayThreshold(db, access.account.id);
    if (thresholdDays === null) return null;
    const reading = await cachedRunway(access, { db });
    return { ...reading, thresholdDays, below: runwayBelow(reading.runway, thresholdDays) };
  } catch (error) {
    logger().warn("runway warning skipped", {
      scope: "float",
      accountId: access.account.id,
      error: String(error),
    });
    return null;
  }
}

/** What the banner shows, or null when there is nothing to warn about (a runway at or above the threshold). */
export async function runwayWarningFor(
  access: AccountAccess,
  db: ConsoleExecutor = getDb(),
): Promise<RunwayWarningFacts | null> {
  const answer = await runwayAnswerFor(access, db);
  if (!answer?.below || answer.thresholdDays === null) return null;
  return { runway: answer.runway, thresholdDays: answer.thresholdDays };
}
