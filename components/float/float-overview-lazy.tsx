"use client";

import dynamic from "next/dynamic";
import { ChartSkeleton } from "@/components/charts";

// The float's section is for aggregators only: its code loads when it is shown, so a merchant's overview
// (the same route) does not carry it.
export const FloatOverviewLazy = dynamic(() => import("./float-overview").then((m) => m.FloatOverview), {
  loading: () => <ChartSkeleton title="Float" />,
});
