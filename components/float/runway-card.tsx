"use client";

import { Hourglass } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import Link from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import { isBffError } from "@/data/bff";
import { cn } from "@/lib/cn";
import type { RunwayAnswer } from "@/lib/float-read";
import { runwaySentence } from "@/lib/float-runway";
import { formatAmount, formatDateTime } from "@/lib/format";
import { useRunway } from "./use-runway";

/** How long the float lasts at the last 7 days' net outflow, and the account's warning threshold. */
export function RunwayCard({ accountId, className }: { accountId: string; className?: string }) {
  const runway = useRunway(accountId);
  return (
    <Card className={cn("gap-3", className)} data-testid="runway-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Hourglass aria-hidden="true" className="size-4" />
          Runway
        </CardTitle>
        <CardDescription>
          At the average net outflow of the last 7 days (payouts less refunds; top-ups left out).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {runway.isPending ? (
          <div role="status" aria-label="Loading the runway" className="grid gap-2">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : runway.isError || !runway.data ? (
          <ErrorState
            titleAs="h3"
            title="The runway could not be worked out"
            message={runway.error?.message}
            requestId={isBffError(runway.error) ? runway.error.requestId : null}
            onRetry={() => void runway.refetch()}
            retrying={runway.isFetching}
          />
        ) : (
          <RunwayFigures accountId={accountId} data={runway.data} />
        )}
      </CardContent>
    </Card>
  );
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
