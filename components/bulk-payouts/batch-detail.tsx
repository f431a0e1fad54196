"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DetailHeader } from "@/components/detail/detail-header";
import { DetailSkeleton } from "@/components/detail/detail-skeleton";
import { NotFoundState, type NotFoundWords } from "@/components/detail/not-found-state";
import { formatUsdtExact } from "@/components/offramp/format";
import { DetailQueryStates } from "@/components/query-error-state";
import { batchMoves, rowsWord } from "@/lib/bulk-payouts/batch-progress";
import { BatchStatusBadge } from "./batch-badges";
import { BatchControls } from "./batch-controls";
import { BatchDecision } from "./batch-decision";
import { BatchFacts } from "./batch-facts";
import { BatchProgressCard } from "./batch-progress-card";
import { batchDetailOptions } from "./batch-queries";
import { BatchRowsCard } from "./batch-rows-card";
import { BatchStatusNote } from "./batch-status-note";
import { batchesHref } from "./hrefs";

// The console sends a row about every second at the service's pace; looking every 2 s shows it move without
// a request per row. Once nothing can move without a person, the page stops asking.
export const MOVING_POLL_MS = 2_000;

/** One payout batch: its status and progress, what may be done to it, and every row with its payout. */
export function BatchDetail({ accountId, batchId }: { accountId: string; batchId: string }) {
  const listHref = batchesHref(accountId);
  // Only a person's own refresh turns the button: a look every 2 s would keep it spinning.
  const [refreshing, setRefreshing] = useState(false);
  const query = useQuery({
    ...batchDetailOptions(accountId, batchId),
    refetchInterval: (current) => {
      const batch = current.state.data?.batch;
      return batch && batchMoves(batch) ? MOVING_POLL_MS : false;
    },
  });

  if (!query.isSuccess)
    return (
      <DetailQueryStates
        query={query}
        loading={<BatchDetailSkeleton />}
        notFound={<NotFoundState {...batchNotFound} listHref={listHref} />}
        notFoundStatuses={[403, 404]}
        failedTitle="The payout batch could not be loaded"
      />
    );

  const { batch, rows } = query.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <DetailHeader
        backHref={listHref}
        backLabel="Past batches"
        onRefresh={() => {
          setRefreshing(true);
          void query.refetch().finally(() => setRefreshing(false));
        }}
        refreshing={refreshing}
      >
        <div className="grid gap-1.5">
          <p className="text-sm text-muted-foreground">Payout batch</p>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight break-all">
            {batch.fileName}
            <BatchStatusBadge status={batch.status} />
          </h1>
          <p className="text-sm text-muted-foreground tabular-nums">
            {rowsWord(batch.rowCount)} · {formatUsdtExact(batch.totalUsdt)}
          </p>
        </div>
      </DetailHeader>
      <BatchStatusNote batch={batch} />
      <BatchDecision accountId={accountId} batch={batch} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid content-start gap-6">
          <BatchProgressCard batch={batch} />
          <BatchControls accountId={accountId} batch={batch} />
        </div>
        <BatchFacts batch={batch} />
      </div>
      <BatchRowsCard accountId={accountId} rows={rows} />
    </div>
  );
}

/** The batch's page while it loads. */
export const BatchDetailSkeleton = () => (
  <DetailSkeleton label="Loading the payout batch" main={["h-48"]} side={["h-72"]} below={["h-64"]} />
);

export const batchNotFound: NotFoundWords = {
  title: "Payout batch not found",
  description:
    "No payout batch with this id belongs to this account. Check the address, or find the batch among the past batches.",
  listLabel: "Past batches",
};
