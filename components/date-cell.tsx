"use client";

import { useEffect, useState } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";
import { formatDateTime, formatRelative } from "@/lib/format";

export interface DateCellProps {
  /** ISO 8601 instant; null or undefined shows an em dash. */
  value: string | null | undefined;
  /** "stacked": relative on top, absolute below (detail pages); "tooltip": absolute on hover/focus (tables). */
  layout?: "tooltip" | "stacked";
  className?: string;
}

const MINUTE = 60_000;

/** Re-renders each minute so "2 minutes ago" keeps up; null until mounted so server and client HTML agree. */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** When something happened: relative ("3 hours ago") and absolute in Asia/Colombo ("22 Nov 2026, 13:45"). */
export function DateCell({ value, layout = "tooltip", className }: DateCellProps) {
  const now = useNow();
  if (!value) return <span className="text-muted-foreground">—</span>;
  const absolute = formatDateTime(value);
  // Until the clock is known (server render), the absolute time stands in for the relative one.
  const relative = now ? formatRelative(value, now) : absolute;
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
      <Tooltip>
        <TooltipTrigger asChild>
          <time dateTime={value}>{relative}</time>
        </TooltipTrigger>
        <TooltipContent>{absolute} (Colombo)</TooltipContent>
      </Tooltip>
      {/* The tooltip needs a pointer; screen readers get the absolute time with the cell. */}
      {now ? <span className="sr-only">, {absolute}</span> : null}
    </span>
  );
}
