"use client";

import dynamic from "next/dynamic";
import { ChartSkeleton } from "@/components/charts/chart-skeleton";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";

// The float's section is for aggregators only: its code loads when it is shown, so a merchant's overview
// (the same route) does not carry it.
const FloatOverview = dynamic(() => import("./float-overview").then((m) => m.FloatOverview), {
  loading: () => <ChartSkeleton title="Float" />,
});

export function FloatOverviewLazy({ accountId }: { accountId: string }) {
  return (
    <LazyPartBoundary what="The float">
      <FloatOverview accountId={accountId} />
    </LazyPartBoundary>
  );
}
