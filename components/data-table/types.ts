import type { ReactNode } from "react";

/**
 * Where a column's cell goes in the stacked row a phone shows (below 640 px): status and amount on the first
 * line, the row's name or id under them, the other cells as "label value" lines, hidden ones not at all.
 */
export type MobilePlacement = "status" | "amount" | "primary" | "detail" | "hidden";

/** A column's display hints. */
export interface ColumnMeta {
  /** The column's name in the visibility menu and in the accessible name of its sort button. */
  label?: string;
  /** Numbers and money are right-aligned so their digits line up. */
  align?: "left" | "right";
  /** Extra classes for the header and every cell of the column (widths, hiding on phones). */
  className?: string;
  /** The cell's place in a phone's stacked row; "detail" when not given. */
  mobile?: MobilePlacement;
}

/** One row as a cell renderer sees it. */
export interface TableRowModel<TData> {
  /** The row's id (`getRowId`). */
  id: string;
  /** Its position on the page, from 0. */
  index: number;
  /** The record the row shows. */
  original: TData;
}

export interface CellContext<TData> {
  row: TableRowModel<TData>;
}

/**
 * One column of a list. The field names follow TanStack Table's column definitions, which the console
 * used before its own table: a column file reads the same either way.
 */
export interface ColumnDef<TData> {
  /** The column's id; the sort field's name for sortable columns. Defaults to `accessorKey`. */
  id?: string;
  /** The field the column shows: its text when the column has no `cell`. */
  accessorKey?: keyof TData & string;
  header: ReactNode;
  /** Called as a function for each row, not rendered as a component: hooks belong in a component it returns. */
  cell?: (context: CellContext<TData>) => ReactNode;
  /** Only where the API sorts by this column; off unless given. */
  enableSorting?: boolean;
  /** The first click on its header sorts descending (newest, largest first). */
  sortDescFirst?: boolean;
  /** `false` keeps the column out of the "Columns" menu: it is always shown. */
  enableHiding?: boolean;
  meta?: ColumnMeta;
}

/** The list's order, as the URL holds it: one column at most. */
export type SortingState = { id: string; desc: boolean }[];

/** Which columns are hidden (`false`); a column not named is shown. */
export type VisibilityState = Record<string, boolean>;

/** Where a server-paginated list stands: the upstream's page meta, normalised. */
export interface PageInfo {
  /** 1-based, as the payments API counts. */
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** Lists with at least this many rows on a page render only the rows in view. */
export const VIRTUALIZE_FROM = 50;
