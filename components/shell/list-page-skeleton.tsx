import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * A list page while its server data loads: the title and description, what stands above the list
 * (`children`: a filter bar's placeholders), then `rows` rows as tall as the list's own.
 */
export function ListPageSkeleton({
  label,
  rows,
  rowClassName,
  children,
}: {
  /** What a screen reader hears: "Loading approvals…". */
  label: string;
  rows: number;
  rowClassName: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-4 w-full max-w-xl" />
      {children}
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}
