"use client";

import type { ReactNode } from "react";
import { ErrorState } from "@/components/ui/error-state";
import Link from "@/components/ui/link";
import { isBffError } from "@/data/bff";
import { cn } from "@/lib/cn";
import type { RunwayAnswer } from "@/lib/float-read";
import { runwaySentence } from "@/lib/float-runway";
import { formatAmount, formatDateTime } from "@/lib/format";
import { useRunway } from "./use-runway";

/** The runway card's content (runway-card.tsx): the read's placeholder, its failure, or the figures. */
export function RunwayBody({ accountId, loading }: { accountId: string; loading: ReactNode }) {
  const runway = useRunway(accountId);
  if (runway.isPending) return loading;
  if (runway.isError || !runway.data)
    return (
      <ErrorState
        titleAs="h3"
        title="The runway could not be worked out"
        message={runway.error?.message}
        requestId={isBffError(runway.error) ? runway.error.requestId : null}
        onRetry={() => void runway.refetch()}
        retrying={runway.isFetching}
      />
    );
  return <RunwayFigures accountId={accountId} data={runway.data} />;
}

function RunwayFigures({ accountId, data }: { accountId: string; data: RunwayAnswer }) {
  return (
    <>
      <p
        className={cn(
          "text-lg font-semibold tracking-tight",
          data.below && "text-warning-foreground dark:text-warning",
        )}
      >
        {runwaySentence(data.runway)}
      </p>
      <p className="text-muted-foreground">
        Balance {formatAmount(data.runway.balanceLkr, "LKR")} · net outflow this week{" "}
        {formatAmount(data.runway.weeklyOutflowLkr, "LKR")}
        {data.runway.kind === "days" ? ` (${formatAmount(data.runway.dailyOutflowLkr, "LKR")} a day)` : ""}.
      </p>
      <p className="text-muted-foreground">
        {data.thresholdDays === null ? (
          <>No warning threshold is set. </>
        ) : (
          <>
            Every page of this account warns below{" "}
            {data.thresholdDays === 1 ? "1 day" : `${data.thresholdDays} days`}.{" "}
          </>
        )}
        <Link
          href={`/settings/accounts/${encodeURIComponent(accountId)}#runway`}
          className="underline underline-offset-4"
        >
          {data.thresholdDays === null ? "Set one" : "Change it"}
        </Link>{" "}
        (owners and admins). Worked out {formatDateTime(data.computedAt)}.
      </p>
    </>
  );
}
