"use client";

import { useQuery } from "@tanstack/react-query";
import { FileStack } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import type { BatchView } from "@/lib/bulk-payouts/batch";
import { batchListColumns } from "./batch-list-columns";
import { batchListOptions } from "./batch-queries";
import { batchHref, bulkPayoutHref } from "./hrefs";

const batchId = (batch: BatchView) => batch.id;

/** The account's payout batches, newest first; each opens its page. */
export function BatchList({ accountId }: { accountId: string }) {
  const query = useQuery(batchListOptions(accountId));
  const columns = useMemo(() => batchListColumns(accountId), [accountId]);
  const table = useDataTable({ data: query.data?.batches, columns, getRowId: batchId });
  const open = useRowLink(useCallback((batch: BatchView) => batchHref(accountId, batch.id), [accountId]));
  return (
    <DataTable
      table={table}
      label="Past batches"
      isLoading={query.isPending}
      isFetching={query.isFetching}
      error={query.error}
      errorTitle="The past batches could not be loaded"
      onRetry={() => void query.refetch()}
      onRowActivate={open}
      skeletonRows={5}
      emptyState={
        <ListEmptyState
          filtered={false}
          onClear={() => undefined}
          plural="batches"
          filteredHint=""
          icon={FileStack}
          title="No payout batches yet"
          description="Upload a payout file to check its rows and pay them as one batch."
          create={{ href: bulkPayoutHref(accountId), label: "Bulk payout" }}
        />
      }
    />
  );
}
