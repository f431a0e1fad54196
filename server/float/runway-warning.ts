import "server-only";
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
 * What the account pages' banner needs, or null when there is nothing to warn about: no threshold set
 * (then the ledger is not read at all), a runway at or above it, or a ledger that could not be read (the
 * float's own pages say so; the banner never stands in the way of the page).
 */
export async function runwayWarningFor(
  access: AccountAccess,
  db: ConsoleExecutor = getDb(),
): Promise<RunwayWarningFacts | null> {
  if (!seesRunwayWarning(access)) return null;
  try {
    const thresholdDays = await readRunwayThreshold(db, access.account.id);
    if (thresholdDays === null) return null;
    const { runway } = await cachedRunway(access, { db });
    return runwayBelow(runway, thresholdDays) ? { runway, thresholdDays } : null;
  } catch (error) {
    logger().warn("runway warning skipped", {
      scope: "float",
      accountId: access.account.id,
      error: String(error),
    });
    return null;
  }
}
