"use client";

import { type ReactNode, type Ref, useCallback } from "react";
import { TableBody } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { DataTableRow, type RowActivation } from "./data-table-row";
import { STACKED_BODY } from "./stacked-layout";
import type { Table } from "./table-model";
import type { TableRowModel } from "./types";
import { useRowNavigation } from "./use-row-navigation";

export interface DataTableBodyProps<TData> {
  table: Table<TData>;
  onRowActivate?: (row: TableRowModel<TData>, how: RowActivation) => void;
  busy: boolean;
}

interface BodyRowsOptions<TData> extends DataTableBodyProps<TData> {
  /** Virtualized bodies: brings a row that is not rendered into view before it is focused. */
  scrollToIndex?: (index: number) => void;
}

/** What every body needs: keyboard navigation over its rows, and each row rendered with it. */
export function useBodyRows<TData>({ table, onRowActivate, scrollToIndex, busy }: BodyRowsOptions<TData>) {
  const rows = table.rows;
  const activateAt = useCallback(
    (index: number, how: RowActivation) => {
      const row = rows[index];
      if (row && onRowActivate) onRowActivate(row, how);
    },
    [rows, onRowActivate],
  );
  const navigation = useRowNavigation({
    rowCount: rows.length,
    onActivate: onRowActivate
      ? (index, event) => activateAt(index, { newTab: event.metaKey || event.ctrlKey })
      : undefined,
    scrollToIndex,
  });

  const renderRow = (
    row: TableRowModel<TData>,
    virtual?: { ref: Ref<HTMLTableRowElement>; "aria-rowindex": number; "data-index": number },
  ) => (
    <DataTableRow
      key={row.id}
      row={row}
      columns={table.visibleColumns}
      onActivate={onRowActivate}
      {...virtual}
      {...navigation.getRowProps(row.index)}
    />
  );

  const renderBody = (children: ReactNode) => (
    <TableBody
      ref={navigation.bodyRef}
      onKeyDown={navigation.onKeyDown}
      aria-busy={busy || undefined}
      className={cn(STACKED_BODY, busy && "opacity-60 transition-opacity")}
    >
      {children}
    </TableBody>
  );

  return { rows, renderRow, renderBody };
}

/** Every row of the page, keyboard-navigable. */
export function DataTableBody<TData>(props: DataTableBodyProps<TData>) {
  const { rows, renderRow, renderBody } = useBodyRows(props);
  return renderBody(rows.map((row) => renderRow(row)));
}
