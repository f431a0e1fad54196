"use client";

import { useMemo, useState } from "react";
import { CategoryBarChart, TimeSeriesChart } from "@/components/charts";
import { ChartReadHeader, chartReadFailure } from "@/components/float/chart-read-header";
import { windowLabel } from "@/components/float/float-charts";
import { useChartRead } from "@/components/float/use-chart-read";
import { formatRate } from "@/components/offramp/format";
import { StatCard, StatGrid, StatGridSkeleton } from "@/components/reports/stat-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useOfframpReportFilterParams } from "@/data/url-filters";
import { colomboDate } from "@/lib/dates";
import { CHART_DEFAULT_DAYS, chartWindow, type OfframpRowWithId } from "@/lib/float-read";
import { formatAmount, formatCount } from "@/lib/format";
import {
  formatDuration,
  offrampCompletionTimes,
  offrampRateByDay,
  offrampSuccessRate,
  offrampVolumeByDay,
  offrampVolumeTotals,
  offrampWindowRate,
  topFailureReasons,
} from "@/lib/offramp-stats";
import type { OfframpReportSummary } from "@/lib/payments-api/offramp";
import { RATE_SERIES, REASON_SERIES, rateRows, reasonRows, VOLUME_SERIES, volumeRows } from "./stats-rows";

/**
 * The offramp report's charts on its date window: volume per day by status, success rate, time to
 * completion, the effective USDT/LKR rate and the top failure reasons, from every page of the window.
 */
export function OfframpStats({ accountId }: { accountId: string }) {
  const { filters } = useOfframpReportFilterParams();
  const [today] = useState(() => colomboDate(new Date()));
  const window = chartWindow(filters.startDate, filters.endDate, today);
  if (!window) {
    return (
      <Alert>
        <AlertTitle>No charts for this period</AlertTitle>
        <AlertDescription>The charts show periods of up to a year; choose a shorter one.</AlertDescription>
      </Alert>
    );
  }
  const notes = [
    filters.startDate
      ? null
      : `Without a start date the charts show the ${CHART_DEFAULT_DAYS} days up to the end`,
    filters.status ? "The charts count every status, whatever the table's status filter" : null,
  ].filter((note): note is string => note !== null);
  return <OfframpWindowStats accountId={accountId} window={window} note={notes.join(". ")} />;
}

function OfframpWindowStats({
  accountId,
  window,
  note,
}: {
  accountId: string;
  window: { from: string; to: string };
  note: string;
}) {
  const read = useChartRead<OfframpRowWithId, OfframpReportSummary>(accountId, "offramps", window);
  const rows = read.data?.rows;
  const figures = useMemo(() => {
    const list = rows ?? [];
    const days = offrampVolumeByDay(list, window);
    return {
      volume: volumeRows(days),
      volumeTotals: offrampVolumeTotals(days),
      rates: rateRows(offrampRateByDay(list, window)),
      windowRate: offrampWindowRate(list),
      success: offrampSuccessRate(list),
      times: offrampCompletionTimes(list),
      reasons: topFailureReasons(list),
    };
  }, [rows, window]);
  const loading = read.isPending;
  const error = chartReadFailure(read);
  const csvPeriod = `${window.from} to ${window.to}`;
  const { success, times } = figures;

  return (
    <section aria-label="Offramp charts" className="mb-4 grid gap-4">
      <ChartReadHeader
        period={`Payouts created ${windowLabel(window)} (Colombo days)${note ? `. ${note}` : ""}.`}
        what="offramp report"
        read={read}
      />
      {loading ? (
        <StatGridSkeleton cards={4} label="Loading the payout figures" />
      ) : read.data ? (
        <StatGrid label="Payout figures of the period">
          <StatCard
            label="Success rate"
            value={success.percent === null ? "No payout ended yet" : `${success.percent} %`}
            hint={`${formatCount(success.completed, ["completed", "completed"])} of ${formatCount(
              success.completed + success.failed,
              ["ended payout", "ended payouts"],
            )}`}
            tone="success"
          />
          <StatCard
            label="Time to complete (median)"
            value={times.medianMs === null ? "No completed payout" : formatDuration(times.medianMs)}
            hint={`From creation, over ${formatCount(times.count, ["completed payout", "completed payouts"])}`}
          />
          <StatCard
            label="Time to complete (95th percentile)"
            value={times.p95Ms === null ? "No completed payout" : formatDuration(times.p95Ms)}
            hint="95 in 100 completed within this time"
          />
          <StatCard
            label="Effective rate"
            value={figures.windowRate === null ? "No payout" : formatRate(figures.windowRate)}
            hint="Per USDT, weighted by amount; failed payouts left out"
          />
        </StatGrid>
      ) : null}
      <TimeSeriesChart
        title="Payout volume per day by status"
        description="LKR, by the day each payout was created"
        kind="bar"
        stacked
        unit={{ kind: "money", currency: "LKR" }}
        series={VOLUME_SERIES}
        rows={figures.volume}
        summary={volumeSentence(figures.volumeTotals, figures.volume.length)}
        csvPeriod={csvPeriod}
        emptyText="No payouts in this period."
        loading={loading}
        error={error}
        titleAs="h3"
      />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <TimeSeriesChart
          title="Effective USDT/LKR rate"
          description="LKR per USDT each day, weighted by each payout's USDT amount"
          kind="line"
          unit={{ kind: "number", unit: "LKR per USDT", places: 4 }}
          series={RATE_SERIES}
          rows={figures.rates}
          summary={
            figures.windowRate === null
              ? undefined
              : `Over the period, one USDT paid out ${formatRate(figures.windowRate)} on average, weighted by amount.`
          }
          csvPeriod={csvPeriod}
          emptyText="No payouts moved money in this period."
          loading={loading}
          error={error}
          titleAs="h3"
        />
        <CategoryBarChart
          title="Top failure reasons"
          description="Failed payouts by the reason the bank gave"
          unit={{ kind: "count", noun: ["failed payout", "failed payouts"] }}
          series={REASON_SERIES}
          rows={reasonRows(figures.reasons)}
          labelHeader="Reason"
          csvPeriod={csvPeriod}
          emptyText="No payout failed in this period."
          loading={loading}
          error={error}
          titleAs="h3"
        />
      </div>
    </section>
  );
}

/** "1,473 payouts created over 30 days: LKR 122,329,330.87 completed (1,394), LKR 7,094,882.40 failed (79)." */
function volumeSentence(totals: ReturnType<typeof offrampVolumeTotals>, days: number): string {
  const total = Object.values(totals.count).reduce((sum, n) => sum + n, 0);
  const parts = VOLUME_SERIES.map((s) => s.key as keyof typeof totals.count)
    .filter((status) => totals.count[status] > 0)
    .map(
      (status) =>
        `${formatAmount(totals.volumeLkr[status], "LKR")} ${status.toLowerCase()} (${totals.count[status].toLocaleString("en-LK")})`,
    );
  const span = days === 1 ? "on 1 day" : `over ${days} days`;
  return `${formatCount(total, ["payout", "payouts"])} created ${span}${parts.length > 0 ? `: ${parts.join(", ")}` : ""}.`;
}
