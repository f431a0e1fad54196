"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useCallback } from "react";
import { type DataTableBodyProps, useBodyRows } from "./data-table-body";

// Rows are single-line on wide screens; the stacked rows of a phone are measured as they render.
const ROW_HEIGHT = 45;
const OVERSCAN = 8;

/**
 * The rows in view of a long page, inside the scroll box `scrollRef` names. Its own module: the virtualizer
 * loads with the first page long enough to need it (see `VIRTUALIZE_FROM`), not with every list.
 */
export function VirtualDataTableBody<TData>({
  scrollRef,
  ...props
}: DataTableBodyProps<TData> & { scrollRef: RefObject<HTMLDivElement | null> }) {
  const virtualizer = useVirtualizer({
    count: props.table.rows.length,
    getScrollElement: () => scrollRef.current,
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
  const { rows, renderRow, renderBody } = useBodyRows({ ...props, scrollToIndex });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const columns = props.table.visibleColumns.length;
  return renderBody(
    <>
      {first && first.start > 0 ? <Spacer height={first.start} columns={columns} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row
          ? renderRow(row, {
              ref: virtualizer.measureElement,
              "aria-rowindex": item.index + 2,
              "data-index": item.index,
            })
          : null;
      })}
      {last ? <Spacer height={virtualizer.getTotalSize() - last.end} columns={columns} /> : null}
    </>,
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
