import { DateCell } from "@/components/date-cell";
import type { ColumnDef, ColumnMeta } from "./types";

/**
 * A list's column of one moment of each row ("Created", "Paid"): how long ago, with the Colombo time on
 * hover, or a dash when the row has none. A sortable one is ordered by the API under its id, newest first.
 */
export function dateColumn<TRow>(
  id: string,
  header: string,
  at: (row: TRow) => string | null | undefined,
  { sortable = false, ...meta }: Omit<ColumnMeta, "label"> & { sortable?: boolean } = {},
): ColumnDef<TRow> {
  return {
    id,
    header,
    ...(sortable ? { enableSorting: true, sortDescFirst: true } : {}),
    meta: { label: header, ...meta },
    cell: ({ row }) => <DateCell value={at(row.original)} />,
  };
}
