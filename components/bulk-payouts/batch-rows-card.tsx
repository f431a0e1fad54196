"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { BatchRowView } from "@/lib/bulk-payouts/batch";
import { rowsWord } from "@/lib/bulk-payouts/batch-progress";
import { batchRowColumns } from "./batch-row-columns";

const rowId = (row: BatchRowView) => String(row.row);

/** Every row of the batch in the file's order, each with its state, its payout and why it failed. */
export function BatchRowsCard({ accountId, rows }: { accountId: string; rows: readonly BatchRowView[] }) {
  const columns = useMemo(() => batchRowColumns(accountId), [accountId]);
  const table = useDataTable({ data: rows, columns, getRowId: rowId });
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Rows</CardTitle>
        <CardDescription>
          {rowsWord(rows.length)}, in the file&apos;s order. Each is one payout with its reference as the
          payout&apos;s reference, so none is paid twice.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable table={table} label="Rows of the batch" />
      </CardContent>
    </Card>
  );
}
