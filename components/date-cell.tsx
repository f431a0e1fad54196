"use client";

import { LazyTooltip } from "@/components/ui/lazy-tooltip";
import { cn } from "@/lib/cn";
import { formatDateTime, formatDeadline, formatPast } from "@/lib/format";
import { useNow } from "./use-now";

export interface DateCellProps {
  /** ISO 8601 instant; null or undefined shows an em dash. */
  value: string | null | undefined;
  /** "stacked": relative on top, absolute below (detail pages); "tooltip": absolute on hover/focus (tables). */
  layout?: "tooltip" | "stacked";
  /**
   * "event" (default): something that happened; "just now" rather than "in 5 seconds" when the service's
   * clock runs ahead. "deadline": an expiry or an end that may lie ahead ("in 3 days").
   */
  kind?: "event" | "deadline";
  className?: string;
}

/**
 * When something happened (or ends): relative ("3 hours ago") and absolute in Asia/Colombo ("22 Nov 2026,
 * 13:45"). Every cell reads the page's one clock (use-now.ts), so relative times agree and move on together.
 */
export function DateCell({ value, layout = "tooltip", kind = "event", className }: DateCellProps) {
  const now = useNow();
  if (!value) return <span className="text-muted-foreground">—</span>;
  const absolute = formatDateTime(value);
  // Until the clock is known (server render), the absolute time stands in for the relative one.
  const relative = now ? (kind === "deadline" ? formatDeadline : formatPast)(value, now) : absolute;
  if (layout === "stacked") {
    return (
      <span className={cn("grid", className)}>
        <time dateTime={value}>{relative}</time>
        <span className="text-xs text-muted-foreground">{absolute} (Colombo)</span>
      </span>
    );
  }
  return (
    <span className={cn("whitespace-nowrap", className)}>
      <LazyTooltip content={`${absolute} (Colombo)`}>
        <time dateTime={value}>{relative}</time>
      </LazyTooltip>
      {/* The tooltip needs a pointer; screen readers get the absolute time with the cell. */}
      {now ? <span className="sr-only">, {absolute}</span> : null}
    </span>
  );
}
