"use client";

import { BookOpen } from "lucide-react";
import { useState } from "react";
import { ledgerHref } from "@/components/offramp/hrefs";
import { LinkButton } from "@/components/ui/link-button";
import { CHART_DEFAULT_DAYS } from "@/lib/float-read";
import { lastDays } from "@/lib/float-series";
import { FloatCharts } from "./float-charts";
import { RunwayCard } from "./runway-card";

/** The aggregator overview's float: the runway, and the last 30 days of balance and movements. */
export function FloatOverview({ accountId }: { accountId: string }) {
  const [window] = useState(() => lastDays(new Date(), CHART_DEFAULT_DAYS));
  return (
    <section aria-labelledby="float-overview-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="float-overview-title" className="text-lg font-semibold tracking-tight">
          Float
        </h2>
        <LinkButton href={ledgerHref(accountId)} icon={BookOpen} variant="outline" size="sm">
          Float ledger
        </LinkButton>
      </div>
      <RunwayCard accountId={accountId} />
      <FloatCharts accountId={accountId} window={window} />
    </section>
  );
}
