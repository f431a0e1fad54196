import type { ComponentType, ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface EmptyStateProps {
  /** A lucide icon, or one of plain-icons.tsx. */
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" | "false" }>;
  title: string;
  /** What this place is for and what to do next. */
  description?: ReactNode;
  /** The next step: usually a button or a link styled as one. */
  action?: ReactNode;
  /** h1 when the empty state is the whole page (a 404), h2 inside a page. */
  titleAs?: "h1" | "h2" | "h3";
  className?: string;
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = "h2",
  className,
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center",
        className,
      )}
    >
      {Icon ? (
        <div className="flex size-10 items-center justify-center rounded-full bg-muted">
          <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        </div>
      ) : null}
      <div className="grid max-w-md gap-1">
        <Title className="font-medium">{title}</Title>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      </div>
      {action ? <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
