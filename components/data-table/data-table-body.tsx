"use client";

import type { Row, Table } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useCallback } from "react";
import { TableBody } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { DataTableRow, type RowActivation } from "./data-table-row";
import { STACKED_BODY } from "./stacked-layout";
import { useRowNavigation } from "./use-row-navigation";

interface DataTableBodyProps<TData> {
  table: Table<TData>;
  onRowActivate?: (row: Row<TData>, how: RowActivation) => void;
  /** Present when the rows are virtualized: the element that scrolls them. */
  scrollRef?: RefObject<HTMLDivElement | null>;
  busy: boolean;
}

// Rows are single-line on wide screens; the stacked rows of a phone are measured as they render.
const ROW_HEIGHT = 45;
const OVERSCAN = 8;

export function DataTableBody<TData>({ table, onRowActivate, scrollRef, busy }: DataTableBodyProps<TData>) {
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: scrollRef ? rows.length : 0,
    getScrollElement: () => scrollRef?.current ?? null,
    estimateSize: () => ROW_HEIGHT,
    // A row not laid out yet (or in a test without layout) keeps the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT,
    overscan: OVERSCAN,
    // Before the scroll box is measured (server render, first paint) assume a typical screenful.
    initialRect: { width: 1024, height: 720 },
  });
  const scrollToIndex = useCallback(
    (index: number) => virtualizer.scrollToIndex(index, { align: "auto" }),
    [virtualizer],
  );
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
    scrollToIndex: scrollRef ? scrollToIndex : undefined,
  });

  const renderRow = (row: Row<TData>, index: number) => (
    <DataTableRow
      key={row.id}
      row={row}
      onActivate={onRowActivate}
      aria-rowindex={scrollRef ? index + 2 : undefined}
      data-index={index}
      ref={scrollRef ? virtualizer.measureElement : undefined}
      {...navigation.getRowProps(index)}
    />
  );

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const columns = table.getVisibleLeafColumns().length;
  return (
    <TableBody
      ref={navigation.bodyRef}
      onKeyDown={navigation.onKeyDown}
      aria-busy={busy || undefined}
      className={cn(STACKED_BODY, busy && "opacity-60 transition-opacity")}
    >
      {scrollRef ? (
        <>
          {first && first.start > 0 ? <Spacer height={first.start} columns={columns} /> : null}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? renderRow(row, item.index) : null;
          })}
          {last ? <Spacer height={virtualizer.getTotalSize() - last.end} columns={columns} /> : null}
        </>
      ) : (
        rows.map(renderRow)
      )}
    </TableBody>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr data-slot="virtual-spacer" style={{ height }}>
      <td colSpan={columns} className="p-0" />
    </tr>
  );
}
