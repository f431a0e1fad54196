import { cn } from "@/lib/cn";
import type { ColumnMeta, MobilePlacement } from "./types";

/*
 * Below 640 px (Tailwind's `max-sm`) the table's rows become stacked cards: one grid per row, status and amount
 * on its first line, the name or id under them, the other cells as "label value" lines. Wide screens keep the
 * table (its semantics, header, alignment); both share one DOM, so keyboard and row links behave the same.
 */

/** The table and its body stop being a table grid on phones, so rows can be laid out as cards. */
export const STACKED_TABLE = "max-sm:block";
export const STACKED_BODY = "max-sm:block";

/** A data row on a phone: two columns, the first flexible, the second as wide as the amount. */
export const STACKED_ROW =
  "max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2.5";

const placementClass: Record<MobilePlacement, string> = {
  status: "max-sm:col-start-1 max-sm:row-start-1 max-sm:justify-self-start",
  amount:
    "max-sm:col-start-2 max-sm:row-start-1 max-sm:justify-self-end max-sm:text-right max-sm:text-base max-sm:font-medium",
  primary: "max-sm:col-start-1 max-sm:min-w-0 max-sm:truncate",
  detail:
    "max-sm:col-span-2 max-sm:flex max-sm:min-w-0 max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:text-xs max-sm:before:shrink-0 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
  hidden: "max-sm:hidden",
};

export function mobilePlacement(meta: ColumnMeta | undefined): MobilePlacement {
  return meta?.mobile ?? "detail";
}

/** A cell's classes: its column's own, then its place in the stacked row (which wins on phones). */
export function stackedCellClass(meta: ColumnMeta | undefined): string {
  const placement = mobilePlacement(meta);
  return cn(
    meta?.align === "right" && "text-right",
    meta?.className,
    placement !== "hidden" && "max-sm:block",
    "max-sm:p-0 max-sm:whitespace-normal",
    placementClass[placement],
  );
}
