"use client";

import { useQuery } from "@tanstack/react-query";
import { Receipt, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import Link from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import { isBffError } from "@/data/bff";
import type { FigureWindow, IndexFreshness, PaymentFigures } from "@/lib/figures";
import { serializePaymentFilters } from "@/lib/filters/payments";
import { formatCount, formatDateTime, formatRelative } from "@/lib/format";
import { paymentFiguresOptions } from "./figures-queries";
import { HeadlineAmount } from "./headline-amount";

const STATUS_ORDER = ["PAID", "INITIATED", "USER_REVIEW", "EXPIRED", "FAILED"];

/** The payments list of a window, optionally one status: the figure's link. */
export function paymentsListHref(
  accountId: string,
  window: Pick<FigureWindow, "startDate" | "endDate">,
  status?: string,
) {
  const query = serializePaymentFilters({
    status: (status as never) ?? null,
    dateRange: "custom",
    startDate: window.startDate,
    endDate: window.endDate,
  });
  return `/accounts/${encodeURIComponent(accountId)}/payments${query}`;
}

function useNow(intervalMs: number): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "Updated 20 seconds ago", the backfill's progress, and a warning when the last sync failed. */
export function FreshnessNote({ freshness }: { freshness: IndexFreshness }) {
  const now = useNow(10_000);
  const { backfill } = freshness;
  return (
    <div className="grid gap-2 text-sm text-muted-foreground">
      <p role="status">
        {freshness.updatedAt
          ? `Updated ${now ? formatRelative(freshness.updatedAt, now) : formatDateTime(freshness.updatedAt)}`
          : "Not yet read from the service"}
        {backfill.done
          ? null
          : backfill.totalPages
            ? ` · Reading the last 90 days: page ${Math.min(backfill.pagesRead, backfill.totalPages)} of ${backfill.totalPages}`
            : " · Reading the last 90 days has not started yet"}
      </p>
      {backfill.done || !backfill.totalPages ? null : (
        <progress
          className="h-1.5 w-full max-w-xs overflow-hidden rounded-full accent-primary"
          max={backfill.totalPages}
          value={Math.min(backfill.pagesRead, backfill.totalPages)}
          aria-label="Payments of the last 90 days read"
        />
      )}
      {freshness.lastError ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>The last update from the service failed</AlertTitle>
          <AlertDescription>
            {freshness.lastError.message} ({formatDateTime(freshness.lastError.at)}). The figures may be
            behind; the console tries again by itself.
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

function WindowCard({
  accountId,
  title,
  window,
}: {
  accountId: string;
  title: string;
  window: FigureWindow;
}) {
  const rank = (status: string) => {
    const index = STATUS_ORDER.indexOf(status);
    return index === -1 ? STATUS_ORDER.length : index;
  };
  const statuses = [...window.byStatus].sort((a, b) => rank(a.status) - rank(b.status));
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {window.known ? (
            <Link
              prefetch={false}
              className="underline-offset-4 hover:underline"
              href={paymentsListHref(accountId, window)}
            >
              {formatCount(window.total.count, ["payment", "payments"])},{" "}
              <HeadlineAmount value={window.total.amount} currency="USDT" inLink />
            </Link>
          ) : (
            <Link
              prefetch={false}
              className="underline-offset-4 hover:underline"
              href={paymentsListHref(accountId, window)}
            >
              Not known yet: the console is still reading these payments. See them in the list
            </Link>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!window.known ? null : statuses.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments created {title.toLowerCase()}.</p>
        ) : (
          <ul className="grid gap-2" aria-label={`${title} by status`}>
            {statuses.map((figure) => (
              <li key={figure.status}>
                <Link
                  prefetch={false}
                  href={paymentsListHref(accountId, window, figure.status)}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  data-testid={`figure-${title === "Today" ? "today" : "week"}-${figure.status}`}
                >
                  <StatusBadge kind="payment" status={figure.status} />
                  <span className="flex items-baseline gap-3 tabular-nums">
                    <span className="font-semibold" data-testid="figure-count">
                      {figure.count}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      <HeadlineAmount value={figure.amount} currency="USDT" inLink />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Today's and this week's payments by status, from the console's payment index, with its freshness. */
export function PaymentFiguresSection({ accountId, canCreate }: { accountId: string; canCreate: boolean }) {
  const figures = useQuery(paymentFiguresOptions(accountId));
  return (
    <section aria-labelledby="payment-figures-heading" className="grid gap-3">
      <h2 id="payment-figures-heading" className="text-lg font-semibold">
        Payments
      </h2>
      {figures.isPending ? (
        <div role="status" aria-label="Loading the payment figures" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : figures.isError ? (
        <ErrorState
          title="The payment figures could not be loaded"
          message={figures.error.message}
          requestId={isBffError(figures.error) ? figures.error.requestId : null}
          onRetry={() => figures.refetch()}
          retrying={figures.isFetching}
        />
      ) : (
        <PaymentFiguresBody accountId={accountId} figures={figures.data} canCreate={canCreate} />
      )}
    </section>
  );
}

function PaymentFiguresBody({
  accountId,
  figures,
  canCreate,
}: {
  accountId: string;
  figures: PaymentFigures;
  canCreate: boolean;
}) {
  const empty = figures.week.known && figures.week.total.count === 0;
  return (
    <div className="grid gap-3">
      {figures.branchScoped ? (
        <p className="text-sm text-muted-foreground">Payments of your branch.</p>
      ) : null}
      {empty && figures.freshness.backfill.done ? (
        <EmptyState
          icon={Receipt}
          title="No payments this week"
          description="Payments created from Monday on appear here, counted by status."
          action={
            canCreate ? (
              <Link
                prefetch={false}
                className="underline underline-offset-4"
                href={`/accounts/${encodeURIComponent(accountId)}/payments/new`}
              >
                New payment
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <WindowCard accountId={accountId} title="Today" window={figures.today} />
          <WindowCard accountId={accountId} title="This week" window={figures.week} />
        </div>
      )}
      <FreshnessNote freshness={figures.freshness} />
    </div>
  );
}
