import "server-only";
import type { RunwayAnswer } from "@/lib/float-read";
import { runwayBelow } from "@/lib/float-runway";
import { BffError } from "@/server/bff/errors";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { getDb } from "@/server/db/client";
import { upstreamFailure } from "@/server/reports/csv-export";
import { cachedRunway } from "./runway";
import { readRunwayThreshold } from "./threshold";

export interface RunwayRouteDeps extends AccountRouteDeps {
  minIntervalMs?: number;
  now?: () => Date;
}

/** GET /api/accounts/:accountId/float/runway – the float's runway at this week's pace, and its threshold. */
export function runwayHandler(deps: RunwayRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ requestId, access }) => {
      if (!access.aggregator) {
        throw new BffError("forbidden", "This account is not an aggregator: it has no float");
      }
      if (access.branchId !== null) {
        throw new BffError("forbidden", "The float is the whole account's, not a branch's");
      }
      const db = deps.db?.() ?? getDb();
      try {
        const [reading, thresholdDays] = await Promise.all([
          cachedRunway(access, { now: deps.now?.(), minIntervalMs: deps.minIntervalMs, db }),
          readRunwayThreshold(db, access.account.id),
        ]);
        const answer: RunwayAnswer = {
          ...reading,
          thresholdDays,
          below: runwayBelow(reading.runway, thresholdDays),
        };
        return jsonResponse(200, answer, baseHeaders(requestId));
      } catch (error) {
        return upstreamFailure(error, requestId);
      }
    },
    { ...deps, permission: "reports:read" },
  );
}
