"use client";

import { Download } from "lucide-react";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { saveTextFile } from "@/components/files/save-file";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { CheckedPayoutRow } from "@/lib/bulk-payouts/check-payout-rows";
import { REFUSED_ROWS_FILE_NAME, refusedRowsCsv } from "@/lib/bulk-payouts/refused-rows-csv";
import { formatCount } from "@/lib/format";
import { type RefusedRow, refusedRowColumns, type ValidRow, validRowColumns } from "./payout-row-columns";

const rowId = (row: { row: number }) => String(row.row);

/** The refused rows with each problem, and the file of them to fix and upload again. */
export function RefusedRowsCard({ rows }: { rows: readonly CheckedPayoutRow[] }) {
  const refused = useMemo(() => rows.filter((row): row is RefusedRow => !row.ok), [rows]);
  const table = useDataTable({ data: refused, columns: refusedRowColumns, getRowId: rowId });
  if (refused.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Refused rows</CardTitle>
        <CardDescription>
          {formatCount(refused.length, ["row is", "rows are"])} not paid. Download them, fix each problem and
          upload the fixed file: its extra columns are ignored.
        </CardDescription>
        <CardAction>
          <Button
            variant="outline"
            size="sm"
            onClick={() => saveTextFile(refusedRowsCsv(rows), REFUSED_ROWS_FILE_NAME)}
          >
            <Download aria-hidden="true" />
            Download refused rows
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <DataTable table={table} label="Refused rows" />
      </CardContent>
    </Card>
  );
}

/** The rows that would be paid, as the service will be asked to pay them. */
export function ValidRowsCard({ rows }: { rows: readonly CheckedPayoutRow[] }) {
  const valid = useMemo(
    () => rows.flatMap((row) => (row.ok ? [{ row: row.row, plan: row.plan }] : [])),
    [rows],
  );
  const table = useDataTable<ValidRow>({ data: valid, columns: validRowColumns, getRowId: rowId });
  if (valid.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Valid rows</CardTitle>
        <CardDescription>
          {formatCount(valid.length, ["payout", "payouts"])} ready to be paid.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable table={table} label="Valid rows" />
      </CardContent>
    </Card>
  );
}
