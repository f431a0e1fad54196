"use client";

import { lazy, type ReactNode, Suspense, useRef } from "react";
import { TableBody, TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { DataTableBody } from "./data-table-body";
import { DataTableError } from "./data-table-error";
import { DataTableHeader } from "./data-table-header";
import type { RowActivation } from "./data-table-row";
import { DataTableSkeletonRows } from "./data-table-skeleton";
import { STACKED_BODY, STACKED_TABLE } from "./stacked-layout";
import type { Table } from "./table-model";
import { VIRTUALIZE_FROM } from "./types";

// The virtualizer's code loads with the first page long enough to need it; until then (a moment, after a
// change of page size) every row renders.
const VirtualDataTableBody = lazy(() =>
  import("./virtual-data-table-body").then((module) => ({ default: module.VirtualDataTableBody })),
) as typeof import("./virtual-data-table-body").VirtualDataTableBody;

export interface DataTableProps<TData> {
  table: Table<TData>;
  /** The table's accessible name: "Payments". */
  label: string;
  /** The first load: no rows yet, skeleton rows show. */
  isLoading?: boolean;
  /** A refetch with the previous rows still shown (page change, focus, after a mutation). */
  isFetching?: boolean;
  error?: unknown;
  /** What failed, in the reader's terms: "The payments could not be loaded". */
  errorTitle?: string;
  onRetry?: () => void;
  /** Shown when the page holds no rows: what this list is and what to do next. */
  emptyState?: ReactNode;
  /** Click or Enter on a row; usually opens its detail page. */
  onRowActivate?: (row: TData, how: RowActivation) => void;
  skeletonRows?: number;
  className?: string;
}

/**
 * The console's table: header with server sorting, keyboard-navigable rows, and its four states (skeleton,
 * empty, error with request id and retry, data). Pages of {@link VIRTUALIZE_FROM}+ rows render only what is
 * in view, inside their own scroll box with a sticky header. Below 640 px each row is a stacked card (status
 * and amount first, see `stacked-layout.ts` and the columns' `meta.mobile`), with no sideways scrolling.
 */
export function DataTable<TData>({
  table,
  label,
  isLoading = false,
  isFetching = false,
  error,
  errorTitle = "The list could not be loaded",
  onRetry,
  emptyState,
  onRowActivate,
  skeletonRows = 10,
  className,
}: DataTableProps<TData>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowCount = table.rows.length;
  const virtual = rowCount >= VIRTUALIZE_FROM;
  const columns = table.visibleColumns.length;
  const hasError = error !== undefined && error !== null;

  function message(content: ReactNode) {
    return (
      <TableBody className={STACKED_BODY}>
        <TableRow className="hover:bg-transparent max-sm:block">
          <TableCell colSpan={columns} className="p-0 whitespace-normal max-sm:block">
            {content}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }

  let body: ReactNode;
  if (hasError && rowCount === 0) {
    body = message(
      <DataTableError error={error} title={errorTitle} onRetry={onRetry} retrying={isFetching} />,
    );
  } else if (isLoading && rowCount === 0) {
    body = (
      <TableBody aria-busy="true" className={STACKED_BODY}>
        <DataTableSkeletonRows table={table} rows={skeletonRows} />
      </TableBody>
    );
  } else if (rowCount === 0) {
    body = message(emptyState ?? <p className="py-10 text-center text-muted-foreground">No results.</p>);
  } else {
    const bodyProps = {
      table,
      busy: isFetching,
      onRowActivate: onRowActivate
        ? (row: { original: TData }, how: RowActivation) => onRowActivate(row.original, how)
        : undefined,
    };
    body = virtual ? (
      <Suspense fallback={<DataTableBody {...bodyProps} />}>
        <VirtualDataTableBody {...bodyProps} scrollRef={scrollRef} />
      </Suspense>
    ) : (
      <DataTableBody {...bodyProps} />
    );
  }

  return (
    <div className={cn("grid gap-2", className)}>
      {hasError && rowCount > 0 ? (
        <DataTableError error={error} title={errorTitle} onRetry={onRetry} retrying={isFetching} />
      ) : null}
      <div
        ref={scrollRef}
        data-slot="data-table"
        className={cn("relative w-full overflow-auto rounded-lg border", virtual && "max-h-[70vh]")}
      >
        <table
          aria-label={label}
          aria-rowcount={virtual ? rowCount + 1 : undefined}
          className={cn("w-full caption-bottom text-sm", STACKED_TABLE)}
        >
          <DataTableHeader table={table} sticky={virtual} />
          {body}
        </table>
      </div>
    </div>
  );
}
