"use client";

import { useState } from "react";
import { type Table, tableModel } from "./table-model";
import type { ColumnDef, PageInfo, SortingState, VisibilityState } from "./types";

export interface UseDataTableOptions<TData> {
  /** The rows of the current page; undefined while the first page loads. */
  data: readonly TData[] | undefined;
  columns: readonly ColumnDef<TData>[];
  getRowId: (row: TData) => string;
  /** The server's page meta; the table never pages or sorts by itself (the pagination bar reads it). */
  pageInfo?: PageInfo;
  /** Controlled sorting for columns that declare `enableSorting: true` (only where the API sorts). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  initialColumnVisibility?: VisibilityState;
}

const NO_ROWS: never[] = [];
const NO_SORTING: SortingState = [];

/**
 * The table of a server-side list: the page's rows as the server sent them (the URL holds page and sort),
 * sorting opt-in per column, column visibility kept locally. Pass the result to <DataTable> and its toolbar
 * pieces.
 */
export function useDataTable<TData>({
  data,
  columns,
  getRowId,
  sorting = NO_SORTING,
  onSortingChange,
  initialColumnVisibility = {},
}: UseDataTableOptions<TData>): Table<TData> {
  const [visibility, setVisibility] = useState<VisibilityState>(initialColumnVisibility);
  return tableModel({
    data: data ?? NO_ROWS,
    columns,
    getRowId,
    sorting,
    onSortingChange,
    visibility,
    onVisibilityChange: setVisibility,
  });
}
