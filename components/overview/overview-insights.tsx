"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowDownRight, ArrowRight, ArrowUpRight, Minus } from "lucide-react";
import { useMemo } from "react";
import { branchChoicesOptions } from "@/components/branches/queries";
import { CategoryBarChart, ChartSkeleton, TimeSeriesChart } from "@/components/charts";
import { QueryErrorState } from "@/components/query-error-state";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useOverviewFilterParams } from "@/data/filters/overview";
import { cn } from "@/lib/cn";
import { periodDescription, previousDescription } from "@/lib/filters/overview";
import type { Compared, OverviewInsights } from "@/lib/filters/overview-insights";
import { formatCount, formatDate } from "@/lib/format";
import {
  branchName,
  branchRows,
  changeDirection,
  changeSentence,
  changeText,
  type FigureFormat,
  figureValue,
  paidVolumeRows,
  statusRows,
} from "./insight-series";
import { insightsOptions } from "./insights-queries";
import { OverviewPeriodControls } from "./overview-period";

const formatDay = (day: string) => formatDate(`${day}T12:00:00+05:30`);

/**
 * The merchant overview's period figures and charts: paid volume per day (USDT, and LKR where the index
 * knows it), payments by status, conversion, average ticket and top branches, each against the previous
 * period of the same length. From the payment index; live payment events refresh it with the figures.
 */
export function OverviewInsightsSection({
  accountId,
  branchScoped,
  canReadBranches,
}: {
  accountId: string;
  branchScoped: boolean;
  canReadBranches: boolean;
}) {
  const { filters } = useOverviewFilterParams();
  const insights = useQuery(insightsOptions(accountId, filters));
  const data = insights.data;

  return (
    <section
      aria-labelledby="overview-insights-heading"
      className="grid min-w-0 gap-4"
      data-testid="overview-insights"
    >
      <div className="grid gap-1">
        <h2 id="overview-insights-heading" className="text-lg font-semibold">
          How payments are going
        </h2>
        <p className="text-sm text-muted-foreground">
          {data
            ? `${periodDescription(data.period, formatDay)} (${data.period.from === data.period.to ? formatDay(data.period.from) : `${formatDay(data.period.from)} to ${formatDay(data.period.to)}`}, Colombo time), compared with ${previousDescription(data.period)}. Payments count on the day they were created.`
            : "Payments by the day they were created, compared with the previous period of the same length."}
        </p>
      </div>
      <OverviewPeriodControls
        accountId={accountId}
        branchScoped={branchScoped}
        canReadBranches={canReadBranches}
        resolved={data ? data.period : null}
      />
      {insights.isPending ? (
        <InsightsSkeleton />
      ) : insights.isError && !data ? (
        <QueryErrorState query={insights} title="The payment figures could not be loaded" />
      ) : data ? (
        <div
          className={cn("grid min-w-0 gap-4 transition-opacity", insights.isPlaceholderData && "opacity-60")}
          aria-busy={insights.isPlaceholderData || undefined}
        >
          <InsightsBody accountId={accountId} insights={data} canReadBranches={canReadBranches} />
        </div>
      ) : null}
    </section>
  );
}

function InsightsSkeleton() {
  return (
    <div role="status" aria-label="Loading the period's figures" className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <ChartSkeleton title="Paid volume per day" />
    </div>
  );
}

function InsightsBody({
  accountId,
  insights,
  canReadBranches,
}: {
  accountId: string;
  insights: OverviewInsights;
  canReadBranches: boolean;
}) {
  const showBranches = !insights.branchScoped && canReadBranches;
  const branches = useQuery({ ...branchChoicesOptions(accountId), enabled: showBranches });
  const names = useMemo(
    () => new Map((branches.data?.data ?? []).map((b) => [b.id, b.name] as const)),
    [branches.data],
  );
  const { period } = insights;
  const previousWords = previousDescription(period);
  const scopeWords = insights.branchScoped
    ? "your branch"
    : insights.branchId
      ? branchName(insights.branchId, names)
      : "all branches";
  const description = `${periodDescription(period, formatDay)} · ${scopeWords}`;
  const csvPeriod = `${period.from} to ${period.to}`;
  const volume = useMemo(() => paidVolumeRows(insights), [insights]);
  const statuses = useMemo(() => statusRows(insights), [insights]);
  const topBranches = useMemo(() => branchRows(insights, names), [insights, names]);
  const lkr = insights.paidVolumeLkr;
  const paidCount = Number(insights.paidCount.current ?? "0");

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label="Figures of the period">
        <FigureTile
          title="Paid volume"
          figure={insights.paidVolume}
          format="USDT"
          previousWords={previousWords}
        />
        <FigureTile
          title="Paid volume in LKR"
          figure={lkr}
          format="LKR"
          previousWords={previousWords}
          note={
            paidCount === 0
              ? undefined
              : lkr.known === paidCount
                ? "At each payment's own rate."
                : `Where known: ${lkr.known} of ${formatCount(paidCount, ["paid payment", "paid payments"])}, at each one's own rate.`
          }
        />
        <FigureTile
          title="Paid payments"
          figure={insights.paidCount}
          format="payments"
          previousWords={previousWords}
        />
        <FigureTile
          title="Conversion"
          figure={insights.conversion}
          format="percent"
          previousWords={previousWords}
          note="Paid out of paid, expired and failed."
        />
        <FigureTile
          title="Average ticket"
          figure={insights.averageTicket}
          format="USDT"
          previousWords={previousWords}
          note="Paid volume per paid payment."
        />
        <FigureTile
          title="Payments created"
          figure={insights.createdCount}
          format="payments"
          previousWords={previousWords}
        />
      </ul>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <TimeSeriesChart
          className="lg:col-span-2"
          title="Paid volume per day"
          description={description}
          kind="bar"
          unit={{ kind: "money", currency: "USDT" }}
          series={[{ key: "usdt", label: "Paid volume", color: 1 }]}
          rows={volume}
          csvPeriod={csvPeriod}
          emptyText="No payments were paid in this period."
        />
        <TimeSeriesChart
          className="lg:col-span-2"
          title="Paid volume per day in LKR"
          description={`${description} · where the LKR amount is known (${lkr.known} of ${formatCount(paidCount, ["paid payment", "paid payments"])})`}
          kind="line"
          unit={{ kind: "money", currency: "LKR" }}
          series={[{ key: "lkr", label: "Paid volume in LKR", color: 2 }]}
          rows={volume}
          csvPeriod={csvPeriod}
          emptyText={
            paidCount === 0
              ? "No payments were paid in this period."
              : "The LKR amounts of this period's paid payments are not known yet: the console learns them when it reads a payment whole (after its webhook)."
          }
        />
        <CategoryBarChart
          title="Payments by status"
          description={`${description} · this period and ${previousWords}`}
          labelHeader="Status"
          unit={{ kind: "count", noun: ["payment", "payments"] }}
          series={[
            { key: "current", label: "This period", color: 1 },
            { key: "previous", label: capitalise(previousWords), color: 3 },
          ]}
          rows={statuses}
          csvPeriod={csvPeriod}
          emptyText="No payments were created in this period."
        />
        {showBranches && !insights.branchId ? (
          <CategoryBarChart
            title="Top branches by paid volume"
            description={`${periodDescription(period, formatDay)} · this period and ${previousWords}`}
            labelHeader="Branch"
            unit={{ kind: "money", currency: "USDT" }}
            series={[
              { key: "current", label: "This period", color: 1 },
              { key: "previous", label: capitalise(previousWords), color: 3 },
            ]}
            rows={topBranches}
            csvPeriod={csvPeriod}
            emptyText="No branch had paid payments in this period."
          />
        ) : null}
      </div>
      {insights.moreBranches > 0 && showBranches && !insights.branchId ? (
        <p className="text-sm text-muted-foreground">
          {formatCount(insights.moreBranches, ["more branch", "more branches"])} had paid payments in this
          period.
        </p>
      ) : null}
    </>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function FigureTile({
  title,
  figure,
  format,
  previousWords,
  note,
}: {
  title: string;
  figure: Compared;
  format: FigureFormat;
  previousWords: string;
  note?: string;
}) {
  const direction = changeDirection(figure);
  const Icon =
    direction === "up"
      ? ArrowUpRight
      : direction === "down"
        ? ArrowDownRight
        : direction === "flat"
          ? ArrowRight
          : Minus;
  return (
    <li className="min-w-0">
      <Card className="h-full gap-2 py-3 sm:py-4">
        <CardHeader className="px-3 sm:px-4">
          <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 px-3 sm:px-4">
          <p
            className="text-base font-semibold tabular-nums break-words sm:text-xl"
            data-testid={`figure-${title}`}
          >
            {figureValue(figure.current, format)}
          </p>
          <p
            className={cn(
              "flex items-center gap-1 text-sm",
              direction === "up"
                ? "text-success"
                : direction === "down"
                  ? "text-destructive"
                  : "text-muted-foreground",
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span aria-hidden="true">{changeText(figure)}</span>
            <span className="sr-only">{changeSentence(figure, format, previousWords)}</span>
          </p>
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        </CardContent>
      </Card>
    </li>
  );
}
