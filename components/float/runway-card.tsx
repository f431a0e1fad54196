"use client";

import { Hourglass } from "lucide-react";
import dynamic from "next/dynamic";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

function RunwayLoading() {
  return (
    <div role="status" aria-label="Loading the runway" className="grid gap-2">
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}

// The runway is read in the browser only (its own route, cached for five minutes), so its code loads once
// the page runs; the server shows the card with the placeholder.
const RunwayBody = dynamic(() => import("./runway-body").then((m) => m.RunwayBody), {
  loading: RunwayLoading,
  ssr: false,
});

/** How long the float lasts at the last 7 days' net outflow, and the account's warning threshold. */
export function RunwayCard({ accountId, className }: { accountId: string; className?: string }) {
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
        <LazyPartBoundary what="The runway">
          <RunwayBody accountId={accountId} loading={<RunwayLoading />} />
        </LazyPartBoundary>
      </CardContent>
    </Card>
  );
}
