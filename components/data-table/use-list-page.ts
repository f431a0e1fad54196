"use client";

import {
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  type UseQueryOptions,
  useQuery,
} from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useListFilters } from "@/data/url-filters";
import { type AnyListFilterDefinition, type FiltersOf, hasActiveFilters } from "@/lib/filters/definition";
import { columnSorting, sortFromColumns } from "@/lib/filters/sorting";
import type { ColumnDef, PageInfo, SortingState, VisibilityState } from "./types";
import { useDataTable } from "./use-data-table";
import { useRowLink } from "./use-row-link";

export interface UseListPageOptions<D extends AnyListFilterDefinition, TResult, TRow> {
  /** The list's URL state and filter bar (`lib/filters/*`). */
  definition: D;
  /** The list's query for the filters: the same options the server page prefetched with. */
  query: (filters: FiltersOf<D>) => ListQueryOptions<TResult>;
  /** The filters as this member may ask for them (a member of one branch never names another). */
  scope?: (filters: FiltersOf<D>) => FiltersOf<D>;
  /** The rows of one answer, and its page meta. */
  rows: (data: NoInfer<TResult>) => readonly TRow[];
  pageInfo: (data: NoInfer<TResult>) => PageInfo | undefined;
  /** The columns; a function of the answer (memoised by the caller) where they depend on its rows. */
  columns:
    | readonly ColumnDef<TRow>[]
    | ((data: NoInfer<TResult> | undefined, filters: FiltersOf<D>) => readonly ColumnDef<TRow>[]);
  getRowId: (row: TRow) => string;
  /** Where a row opens (memoised by the caller); none for lists whose rows open nothing. */
  hrefFor?: (row: TRow) => string;
  initialColumnVisibility?: VisibilityState;
}

/** Query options as the list's `*Options` functions build them (key, function, placeholder data, …). */
interface ListQueryOptions<TResult> {
  queryKey: QueryKey;
  // biome-ignore lint/suspicious/noExplicitAny: whatever key type the options carry.
  queryFn?: QueryFunction<TResult, any> | SkipToken;
}

const NO_LINK = () => "";

/**
 * The wiring every list page shares: its filters, page and order in the URL, the query they ask for, the
 * table over the answer's rows (headers that sort write the URL's order), rows that open their page, and the
 * props of the table, its empty state and its pagination. Changing a filter goes back to page 1; paging adds
 * a history entry, so Back returns to the page before.
 */
export function useListPage<D extends AnyListFilterDefinition, TResult, TRow>(
  options: UseListPageOptions<D, TResult, TRow>,
) {
  const { definition, scope, rows, getRowId, hrefFor, initialColumnVisibility } = options;
  const { filters: fromUrl, setFilters, clearFilters } = useListFilters(definition);
  const filters = useMemo(() => (scope ? scope(fromUrl) : fromUrl), [scope, fromUrl]);
  const query = useQuery(options.query(filters) as UseQueryOptions<TResult, Error, TResult, QueryKey>);
  const data = query.data;
  const pageInfo = data === undefined ? undefined : options.pageInfo(data);
  const { columns } = options;
  const shownColumns = useMemo(
    () => (typeof columns === "function" ? columns(data, filters) : columns),
    [columns, data, filters],
  );

  const values = filters as Record<string, unknown>;
  const sortFields = definition.sortFields;
  const sorting = useMemo<SortingState | undefined>(
    () =>
      sortFields
        ? columnSorting({
            sortBy: String(values.sortBy),
            sortOrder: values.sortOrder === "asc" ? "asc" : "desc",
          })
        : undefined,
    [sortFields, values.sortBy, values.sortOrder],
  );
  const onSortingChange = useCallback(
    (next: SortingState) => {
      if (sortFields) void setFilters(sortFromColumns(sortFields, next) as never);
    },
    [sortFields, setFilters],
  );
  const shownRows = data === undefined ? undefined : rows(data);
  const table = useDataTable({
    data: shownRows,
    columns: shownColumns,
    getRowId,
    pageInfo,
    sorting,
    onSortingChange: sortFields ? onSortingChange : undefined,
    initialColumnVisibility,
  });
  const openRow = useRowLink(hrefFor ?? NO_LINK);

  const page = values.page as number;
  const pageSize = definition.pageSize;
  const size = pageSize ? (values[pageSize.key] as number) : 10;
  const filtered = hasActiveFilters(definition, filters);
  const toPage = (next: number | null) => void setFilters({ page: next } as never, { history: "push" });

  return {
    filters,
    setFilters,
    clearFilters,
    query,
    table,
    pageInfo,
    /** The rows of the answer shown, or undefined before the first answer. */
    rows: shownRows,
    /** Whether filters narrow the list. */
    filtered,
    /** For <DataTable>: the four states of the query and what a row opens. */
    tableProps: {
      table,
      isLoading: query.isPending,
      isFetching: query.isFetching && !query.isPending,
      error: query.error,
      onRetry: () => void query.refetch(),
      onRowActivate: hrefFor ? openRow : undefined,
      skeletonRows: Math.min(size, 10),
    },
    /** For <ListEmptyState>: a page past the last, or nothing that matches the filters. */
    emptyProps: { page, onFirstPage: () => toPage(null), filtered, onClear: clearFilters },
    /** For <DataTablePagination>. */
    paginationProps: {
      pageInfo,
      pageSizeOptions: pageSize?.sizes,
      onPageChange: (next: number) => toPage(next),
      onPageSizeChange: (next: number) => {
        if (!pageSize) return;
        void setFilters({
          [pageSize.key]: pageSize.sizes.find((option) => option === next) ?? null,
        } as never);
      },
    },
  };
}
