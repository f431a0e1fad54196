"use client";

import { useEffect, useState } from "react";
import { LazyTooltip } from "@/components/ui/lazy-tooltip";
import { cn } from "@/lib/cn";
import { formatDateTime, formatRelative } from "@/lib/format";

const MINUTE = 60_000;

/** "3 minutes ago"; "just now" for an instant a little ahead of this browser's clock. */
export function pastRelative(iso: string, now: Date): string {
  return Date.parse(iso) > now.getTime() ? "just now" : formatRelative(iso, now);
}

/**
 * When something happened, relative and absolute (Colombo). The service's clock may run a little ahead of
 * the browser's; a past event is then "just now", never "in 2 seconds". Deadlines ahead use DateCell.
 */
export function EventTime({
  value,
  layout = "tooltip",
  className,
}: {
  value: string | null | undefined;
  layout?: "tooltip" | "stacked";
  className?: string;
}) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  if (!value) return <span className="text-muted-foreground">—</span>;
  const absolute = formatDateTime(value);
  // Until the clock is known (server render), the absolute time stands in for the relative one.
  const relative = now ? pastRelative(value, now) : absolute;
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
      {now ? <span className="sr-only">, {absolute}</span> : null}
    </span>
  );
}
