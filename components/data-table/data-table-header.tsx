"use client";

import { flexRender, type Header, type Table } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";

function ariaSort(header: Header<unknown, unknown>): "ascending" | "descending" | "none" | undefined {
  if (!header.column.getCanSort()) return undefined;
  const sorted = header.column.getIsSorted();
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
}

function SortButton({ header }: { header: Header<unknown, unknown> }) {
  const sorted = header.column.getIsSorted();
  const label = header.column.columnDef.meta?.label ?? header.column.id;
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ChevronsUpDown;
  const next = header.column.getNextSortingOrder();
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className={cn(
        "-mx-2 inline-flex h-8 items-center gap-1 rounded-md px-2 hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
        header.column.columnDef.meta?.align === "right" && "flex-row-reverse",
      )}
      aria-label={`${label}: ${next === "asc" ? "sort ascending" : next === "desc" ? "sort descending" : "remove sorting"}`}
    >
      {flexRender(header.column.columnDef.header, header.getContext())}
      <Icon className={cn("size-3.5", !sorted && "opacity-50")} aria-hidden="true" />
    </button>
  );
}

/**
 * The column headers. On a phone (stacked rows) only the sortable ones stay, as a row of sort buttons; the
 * cells carry their own labels there.
 */
export function DataTableHeader<TData>({ table, sticky }: { table: Table<TData>; sticky: boolean }) {
  const sortable = table.getVisibleLeafColumns().some((column) => column.getCanSort());
  return (
    <TableHeader
      className={cn(
        sticky && "sticky top-0 z-10 bg-background shadow-[0_1px_0_var(--border)]",
        sortable ? "max-sm:block" : "max-sm:hidden",
      )}
    >
      {table.getHeaderGroups().map((group) => (
        <TableRow
          key={group.id}
          className="hover:bg-transparent max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-4 max-sm:px-3"
        >
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const generic = header as Header<unknown, unknown>;
            return (
              <TableHead
                key={header.id}
                scope="col"
                aria-sort={ariaSort(generic)}
                className={cn(
                  meta?.align === "right" && "text-right",
                  meta?.className,
                  header.column.getCanSort() ? "max-sm:block max-sm:h-9 max-sm:px-0" : "max-sm:hidden",
                )}
              >
                {header.isPlaceholder ? null : header.column.getCanSort() ? (
                  <SortButton header={generic} />
                ) : (
                  flexRender(header.column.columnDef.header, header.getContext())
                )}
              </TableHead>
            );
          })}
        </TableRow>
      ))}
    </TableHeader>
  );
}
