import type { ReactNode } from "react";
import { StatCard, type StatCardProps, StatGrid, StatGridSkeleton } from "./stat-card";

export interface ReportSummaryProps<S> {
  /** The service's summary; undefined while it loads. */
  summary: S | undefined;
  /** The list failed to load: its table shows the error, the summary stays out of the way. */
  failed?: boolean;
  /** "Payouts created in the last 7 days". */
  heading: string;
  /** What the figures cover, beside the heading. */
  note: ReactNode;
  /** The section's name for screen readers. */
  label: string;
  /** The figures' group name for screen readers. */
  gridLabel: string;
  gridClassName?: string;
  /** How many placeholder cards stand in while it loads. */
  loadingCards: number;
  cards: (summary: S) => Array<StatCardProps & { key: string }>;
}

/** A list's summary above its table (payouts, settlements, the float): figures of the whole window. */
export function ReportSummary<S>({
  summary,
  failed,
  heading,
  note,
  label,
  gridLabel,
  gridClassName,
  loadingCards,
  cards,
}: ReportSummaryProps<S>) {
  if (summary === undefined && failed) return null;
  const title = (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 className="text-sm font-medium">{heading}</h2>
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
  if (summary === undefined) {
    return (
      <section className="grid gap-3">
        {title}
        <StatGridSkeleton cards={loadingCards} label="Loading the summary" />
      </section>
    );
  }
  return (
    <section className="grid gap-3" aria-label={label}>
      {title}
      <StatGrid label={gridLabel} className={gridClassName}>
        {cards(summary).map(({ key, ...card }) => (
          <StatCard key={key} {...card} />
        ))}
      </StatGrid>
    </section>
  );
}
