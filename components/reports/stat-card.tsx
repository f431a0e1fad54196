import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** A grid of figures; each <StatCard> is one term and its value, so the group reads as a list. */
export function StatGrid({
  children,
  label,
  className,
}: {
  children: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4", className)}>
      {children}
    </dl>
  );
}

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A second line: a count, a second currency, what a dash means. */
  hint?: ReactNode;
  /** A coloured stripe on the left, for the status a figure belongs to. */
  tone?: "success" | "warning" | "info" | "destructive";
  className?: string;
}

const stripes: Record<NonNullable<StatCardProps["tone"]>, string> = {
  success: "border-l-success",
  warning: "border-l-warning",
  info: "border-l-info",
  destructive: "border-l-destructive",
};

export function StatCard({ label, value, hint, tone, className }: StatCardProps) {
  return (
    <div
      className={cn(
        "grid min-w-0 content-start gap-1 rounded-lg border bg-card p-3 text-card-foreground sm:p-4",
        tone && ["border-l-4", stripes[tone]],
        className,
      )}
    >
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tracking-tight tabular-nums break-words sm:text-lg">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** Placeholder cards while the summary loads. */
export function StatGridSkeleton({ cards, label }: { cards: number; label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4"
    >
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className="grid gap-2 rounded-lg border p-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
      ))}
    </div>
  );
}
