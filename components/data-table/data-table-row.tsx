"use client";

import type { ComponentProps, MouseEvent } from "react";
import { TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { mobilePlacement, STACKED_ROW, stackedCellClass } from "./stacked-layout";
import { renderCell, type TableColumn } from "./table-model";
import type { TableRowModel } from "./types";

export interface RowActivation {
  /** Ctrl/Cmd-click or Ctrl/Cmd-Enter: open the detail in a new tab. */
  newTab: boolean;
}

interface DataTableRowProps<TData> extends Omit<ComponentProps<"tr">, "onClick"> {
  row: TableRowModel<TData>;
  columns: readonly TableColumn<TData>[];
  onActivate?: (row: TableRowModel<TData>, how: RowActivation) => void;
}

const INTERACTIVE = "a, button, input, select, textarea, label, [role=menuitem], [role=checkbox]";

export function DataTableRow<TData>({
  row,
  columns,
  onActivate,
  className,
  ...props
}: DataTableRowProps<TData>) {
  function onClick(event: MouseEvent<HTMLTableRowElement>) {
    if (!onActivate) return;
    // Controls inside a cell do their own thing, and selecting text to copy it is not a click on the row.
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    onActivate(row, { newTab: event.metaKey || event.ctrlKey });
  }

  return (
    <TableRow
      data-row-id={row.id}
      onClick={onClick}
      className={cn(
        "outline-none focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring/60 focus-visible:ring-inset",
        onActivate && "cursor-pointer",
        STACKED_ROW,
        className,
      )}
      {...props}
    >
      {columns.map((column) => (
        <TableCell
          key={column.id}
          data-label={column.meta?.label}
          data-mobile={mobilePlacement(column.meta)}
          className={stackedCellClass(column.meta)}
        >
          {renderCell(column, row)}
        </TableCell>
      ))}
    </TableRow>
  );
}
