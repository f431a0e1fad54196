"use client";

import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import type { Table, TableColumn } from "./table-model";

function ariaSort(column: TableColumn<unknown>): "ascending" | "descending" | "none" | undefined {
  if (!column.canSort) return undefined;
  return column.sorted === "asc" ? "ascending" : column.sorted === "desc" ? "descending" : "none";
}

function SortButton({ column }: { column: TableColumn<unknown> }) {
  const { sorted, nextSort } = column;
  const label = column.meta?.label ?? column.id;
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ChevronsUpDown;
  return (
    <button
      type="button"
      onClick={column.toggleSorting}
      className={cn(
        "-mx-2 inline-flex h-8 items-center gap-1 rounded-md px-2 hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
        column.meta?.align === "right" && "flex-row-reverse",
      )}
      aria-label={`${label}: ${nextSort === "asc" ? "sort ascending" : nextSort === "desc" ? "sort descending" : "remove sorting"}`}
    >
      {column.columnDef.header}
      <Icon className={cn("size-3.5", !sorted && "opacity-50")} aria-hidden="true" />
    </button>
  );
}

/**
 * The column headers. On a phone (stacked rows) only the sortable ones stay, as a row of sort buttons; the
 * cells carry their own labels there.
 */
export function DataTableHeader<TData>({ table, sticky }: { table: Table<TData>; sticky: boolean }) {
  const sortable = table.visibleColumns.some((column) => column.canSort);
  return (
    <TableHeader
      className={cn(
        sticky && "sticky top-0 z-10 bg-background shadow-[0_1px_0_var(--border)]",
        sortable ? "max-sm:block" : "max-sm:hidden",
      )}
    >
      <TableRow className="hover:bg-transparent max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-4 max-sm:px-3">
        {table.visibleColumns.map((column) => {
          const generic = column as TableColumn<unknown>;
          return (
            <TableHead
              key={column.id}
              scope="col"
              aria-sort={ariaSort(generic)}
              className={cn(
                column.meta?.align === "right" && "text-right",
                column.meta?.className,
                column.canSort ? "max-sm:block max-sm:h-9 max-sm:px-0" : "max-sm:hidden",
              )}
            >
              {column.canSort ? <SortButton column={generic} /> : column.columnDef.header}
            </TableHead>
          );
        })}
      </TableRow>
    </TableHeader>
  );
}
