"use client";

import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { useMemo } from "react";
import { branchChoicesOptions } from "@/components/branches/queries";
import { CategoryBarChart, ChartSkeleton, TimeSeriesChart } from "@/components/charts";
import { AddressNotice } from "@/components/filters/address-notice";
import { QueryErrorState } from "@/components/query-error-state";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useOverviewFilterParams } from "@/data/filters/overview";
import { cn } from "@/lib/cn";
import { periodDescription, previousDescription } from "@/lib/filters/overview";
import type { OverviewInsights } from "@/lib/filters/overview-insights";
import { formatCount, formatDate } from "@/lib/format";
import { FigureTile } from "./figure-tile";
import { branchName, branchRows, paidVolumeRows, statusRows } from "./insight-series";
import { insightsOptions } from "./insights-queries";
import { useOverviewAddress } from "./overview-address";
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
  const address = useOverviewAddress(accountId, filters.branch, !branchScoped && canReadBranches);
  const insights = useQuery(insightsOptions(accountId, { ...filters, branch: address.branch }));
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
      <AddressNotice problems={address.problems} onRemove={address.remove} />
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
  // The status and branch charts both set this period beside the one before it.
  const periods = [
    { key: "current", label: "This period", color: 1 },
    { key: "previous", label: capitalise(previousWords), color: 3 },
  ] as const;
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
  const known = insights.paidVolume.currentKnown;
  const paidWords = formatCount(lkr.paid, ["paid payment", "paid payments"]);
  const unknownText = "The console does not hold every payment of this period yet; see above.";

  return (
    <>
      <CoverageNotice insights={insights} />
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label="Figures of the period">
        <FigureTile
          title="Paid volume"
          figure={insights.paidVolume}
          format="USDT"
          previousWords={previousWords}
        />
        <FigureTile
          title="Paid in LKR prices"
          figure={lkr}
          format="LKR"
          previousWords={previousWords}
          note={
            !known || lkr.paid === 0
              ? undefined
              : lkr.currentKnown
                ? `${lkr.lkrPriced} of ${paidWords} priced in LKR; the others in USDT have no LKR amount.`
                : `Read whole so far: ${lkr.read} of ${paidWords}; the console reads the rest in the background.`
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
          emptyText={
            insights.daily.some((d) => d.known)
              ? "No payments were paid in this period."
              : "The console does not hold the payments of this period yet."
          }
        />
        <TimeSeriesChart
          className="lg:col-span-2"
          title="Paid in LKR prices per day"
          description={`${description} · payments priced in LKR, at each one's own rate`}
          kind="line"
          unit={{ kind: "money", currency: "LKR" }}
          series={[{ key: "lkr", label: "Paid in LKR prices", color: 2 }]}
          rows={volume}
          csvPeriod={csvPeriod}
          emptyText={
            insights.daily.some((d) => d.paidLkr !== null)
              ? "No payment priced in LKR was paid in this period."
              : "The LKR amounts of this period are not known yet: the console reads each payment whole in the background."
          }
        />
        <CategoryBarChart
          title="Payments by status"
          description={`${description} · this period and ${previousWords}`}
          labelHeader="Status"
          unit={{ kind: "count", noun: ["payment", "payments"] }}
          series={periods}
          rows={statuses}
          csvPeriod={csvPeriod}
          emptyText={known ? "No payments were created in this period." : unknownText}
        />
        {showBranches && !insights.branchId ? (
          <CategoryBarChart
            title="Top branches by paid volume"
            description={`${periodDescription(period, formatDay)} · this period and ${previousWords}`}
            labelHeader="Branch"
            unit={{ kind: "money", currency: "USDT" }}
            series={periods}
            rows={topBranches}
            csvPeriod={csvPeriod}
            emptyText={known ? "No branch had paid payments in this period." : unknownText}
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

/** What the index does not hold of the period, in words, above figures that then read "Not known yet". */
function CoverageNotice({ insights }: { insights: OverviewInsights }) {
  const { coverage, freshness } = insights;
  if (coverage.unknownDays === 0 && coverage.unplaced === 0) return null;
  const parts: string[] = [];
  if (coverage.unknownDays > 0) {
    const days = formatCount(coverage.unknownDays, ["day", "days"]);
    const verb = coverage.unknownDays === 1 ? "is" : "are";
    parts.push(
      coverage.knownFrom === null
        ? "The console has not read this account's payments yet."
        : freshness.backfill.done
          ? `The console holds every payment from ${formatDay(coverage.knownFrom)} on (the last 90 days); ${days} of this period ${verb} earlier.`
          : `The console is still reading the last 90 days and holds every payment from ${formatDay(coverage.knownFrom)} on; ${days} of this period ${verb} not read yet.`,
    );
  }
  if (coverage.unplaced > 0)
    parts.push(
      `${formatCount(coverage.unplaced, ["payment", "payments"])} of this period ${coverage.unplaced === 1 ? "is" : "are"} still being placed in ${coverage.unplaced === 1 ? "its branch" : "their branches"}.`,
    );
  return (
    <Alert data-testid="overview-coverage">
      <Info aria-hidden="true" />
      <AlertTitle>Some figures are not known yet</AlertTitle>
      <AlertDescription>
        {parts.join(" ")} Figures that depend on them read "Not known yet" rather than a number that would be
        too low.
      </AlertDescription>
    </Alert>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
