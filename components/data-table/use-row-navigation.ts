"use client";

import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";

interface RowNavigationOptions {
  rowCount: number;
  onActivate?: (index: number, event: KeyboardEvent) => void;
  /** Brings a row that is not rendered (virtualized lists) into view before it is focused. */
  scrollToIndex?: (index: number) => void;
}

const PAGE_STEP = 10;

/**
 * Roving focus over table rows: one row is in the tab order, arrow keys, Home/End and Page Up/Down move
 * between rows, Enter activates. Rows are found by `data-row-index` inside the body the ref points at.
 */
export function useRowNavigation({ rowCount, onActivate, scrollToIndex }: RowNavigationOptions) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const current = Math.min(activeIndex, Math.max(0, rowCount - 1));

  // A row scrolled into view by the virtualizer appears on a later render; try again until it is there.
  useEffect(() => {
    if (pendingFocus === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${pendingFocus}"]`);
    if (row) {
      row.focus();
      setPendingFocus(null);
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(rowCount - 1, index));
      setActiveIndex(next);
      scrollToIndex?.(next);
      setPendingFocus(next);
    },
    [rowCount, scrollToIndex],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableSectionElement>) => {
      const target = event.target as HTMLElement;
      const rowIndex = Number(target.dataset.rowIndex);
      // Keys typed into controls inside a cell (copy buttons, links) keep their usual meaning.
      if (!target.matches("[data-row-index]") || !Number.isInteger(rowIndex)) return;
      const steps: Record<string, number> = {
        ArrowDown: rowIndex + 1,
        ArrowUp: rowIndex - 1,
        PageDown: rowIndex + PAGE_STEP,
        PageUp: rowIndex - PAGE_STEP,
        Home: 0,
        End: rowCount - 1,
      };
      const next = steps[event.key];
      if (next !== undefined) {
        event.preventDefault();
        moveTo(next);
      } else if (event.key === "Enter" && onActivate) {
        event.preventDefault();
        onActivate(rowIndex, event);
      }
    },
    [moveTo, onActivate, rowCount],
  );

  const getRowProps = (index: number) => ({
    "data-row-index": index,
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setActiveIndex(index),
  });

  return { bodyRef, onKeyDown, getRowProps };
}
