"use client";

import {
  type ColumnDef,
  getCoreRowModel,
  type SortingState,
  type Table,
  type Updater,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import { useState } from "react";
import type { PageInfo } from "./types";

export interface UseDataTableOptions<TData> {
  /** The rows of the current page; undefined while the first page loads. */
  data: readonly TData[] | undefined;
  columns: ColumnDef<TData>[];
  getRowId: (row: TData) => string;
  /** The server's page meta; the table never pages or sorts by itself. */
  pageInfo?: PageInfo;
  /** Controlled sorting for columns that declare `enableSorting: true` (only where the API sorts). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  initialColumnVisibility?: VisibilityState;
}

const NO_ROWS: never[] = [];

function resolve<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === "function" ? (updater as (old: T) => T)(previous) : updater;
}

/**
 * A TanStack table wired for server-side lists: manual pagination and sorting (the URL holds both), sorting
 * opt-in per column, column visibility kept locally. Pass the result to <DataTable> and its toolbar pieces.
 */
export function useDataTable<TData>({
  data,
  columns,
  getRowId,
  pageInfo,
  sorting = [],
  onSortingChange,
  initialColumnVisibility = {},
}: UseDataTableOptions<TData>): Table<TData> {
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(initialColumnVisibility);
  return useReactTable<TData>({
    data: (data ?? NO_ROWS) as TData[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    defaultColumn: { enableSorting: false },
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    enableSorting: onSortingChange !== undefined,
    pageCount: pageInfo?.totalPages ?? -1,
    rowCount: pageInfo?.totalItems,
    state: {
      sorting,
      columnVisibility,
      pagination: { pageIndex: Math.max(0, (pageInfo?.page ?? 1) - 1), pageSize: pageInfo?.pageSize ?? 20 },
    },
    onSortingChange: (updater) => onSortingChange?.(resolve(updater, sorting)),
    onColumnVisibilityChange: setColumnVisibility,
  });
}
