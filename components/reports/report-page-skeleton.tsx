import { Skeleton } from "@/components/ui/skeleton";

/** A report page while its server data loads: header, summary cards, filters and table rows. */
export function ReportPageSkeleton({ label, cards }: { label: string; cards: number }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="h-24 rounded-lg" />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-9 w-44" />
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-9 w-40" />
      </div>
      <div className="grid gap-2 rounded-lg border p-3">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="h-8" />
        ))}
      </div>
    </div>
  );
}
