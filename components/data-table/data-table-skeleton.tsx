import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { STACKED_ROW, stackedCellClass } from "./stacked-layout";
import type { Table } from "./table-model";

const WIDTHS = ["w-24", "w-32", "w-20", "w-28", "w-16"];

/** Placeholder rows shaped like the visible columns, so the table does not jump when data arrives. */
export function DataTableSkeletonRows<TData>({ table, rows }: { table: Table<TData>; rows: number }) {
  const columns = table.visibleColumns;
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
    <TableRow key={row} data-slot="skeleton-row" className={cn("hover:bg-transparent", STACKED_ROW)}>
      {columns.map((column, index) => (
        <TableCell key={column.id} className={stackedCellClass(column.meta)}>
          <Skeleton
            className={cn(
              "h-4",
              WIDTHS[(row + index) % WIDTHS.length],
              column.meta?.align === "right" && "ml-auto",
            )}
          />
        </TableCell>
      ))}
    </TableRow>
  ));
}
