"use client";

import type { RunwayAnswer } from "@/lib/float-read";
import { useFloatWatch } from "./float-watch";
import { RunwayWarning } from "./runway-warning";
import { useRunway } from "./use-runway";

/**
 * On every page of an aggregator account, for those who may read its float: follows the float's balance, and
 * warns while its runway is below the account's threshold. The banner reads the same runway as the runway
 * card, so after a payout or a top-up both show one balance, and it comes or goes without a reload.
 * `initial` is the server's answer for the page; null when no threshold is set or it could not be read.
 */
export function FloatFollow({ accountId, initial }: { accountId: string; initial: RunwayAnswer | null }) {
  useFloatWatch(accountId);
  return initial ? <RunwayBanner accountId={accountId} initial={initial} /> : null;
}

function RunwayBanner({ accountId, initial }: { accountId: string; initial: RunwayAnswer }) {
  const runway = useRunway(accountId, initial);
  const answer = runway.data ?? initial;
  if (!answer.below || answer.thresholdDays === null) return null;
  return <RunwayWarning accountId={accountId} runway={answer.runway} thresholdDays={answer.thresholdDays} />;
}
