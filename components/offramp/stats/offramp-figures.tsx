"use client";

import { useMemo } from "react";
import { CategoryBarChart, type ChartError, TimeSeriesChart } from "@/components/charts";
import { formatRate } from "@/components/offramp/format";
import { StatCard, StatGrid, StatGridSkeleton } from "@/components/reports/stat-card";
import type { OfframpRowWithId } from "@/lib/float-read";
import type { DayWindow } from "@/lib/float-series";
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
import { RATE_CHART, REASONS_CHART, VOLUME_CHART } from "./chart-titles";
import { RATE_SERIES, REASON_SERIES, rateRows, reasonRows, VOLUME_SERIES, volumeRows } from "./stats-rows";

/** The offramp report's figures and charts from the window's rows (offramp-stats.tsx reads them). */
export function OfframpFigures({
  rows,
  window,
  loading,
  error,
}: {
  rows: readonly OfframpRowWithId[] | undefined;
  window: DayWindow;
  loading: boolean;
  error: ChartError | null;
}) {
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
  const csvPeriod = `${window.from} to ${window.to}`;
  const { success, times } = figures;

  return (
    <>
      {loading ? (
        <StatGridSkeleton cards={4} label="Loading the payout figures" />
      ) : rows ? (
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
        {...VOLUME_CHART}
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
          {...RATE_CHART}
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
          {...REASONS_CHART}
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
    </>
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
