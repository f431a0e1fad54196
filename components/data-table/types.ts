import type { RowData } from "@tanstack/react-table";

/**
 * Where a column's cell goes in the stacked row a phone shows (below 640 px): status and amount on the first
 * line, the row's name or id under them, the other cells as "label value" lines, hidden ones not at all.
 */
export type MobilePlacement = "status" | "amount" | "primary" | "detail" | "hidden";

declare module "@tanstack/react-table" {
  // Column definitions carry their display hints (declaration merging keeps the original type parameters).
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the visibility menu and in the accessible name of its sort button. */
    label?: string;
    /** Numbers and money are right-aligned so their digits line up. */
    align?: "left" | "right";
    /** Extra classes for the header and every cell of the column (widths, hiding on phones). */
    className?: string;
    /** The cell's place in a phone's stacked row; "detail" when not given. */
    mobile?: MobilePlacement;
  }
}

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
