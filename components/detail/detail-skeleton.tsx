import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** Cards of these heights, one above the other. */
function Cards({ heights }: { heights: readonly string[] }) {
  const cards = heights.map((height, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <Skeleton key={index} className={cn(height, "rounded-xl")} />
  ));
  return heights.length === 1 ? cards : <div className="grid content-start gap-6">{cards}</div>;
}

/**
 * The shape of a detail page while it loads, as DetailHeader and the page's two columns will draw it: the
 * way back, the title and a line under it, then the main cards beside the side column, and any cards below.
 * Each page gives its cards' heights, so the page does not jump when they arrive.
 */
export function DetailSkeleton({
  label,
  main = ["h-96"],
  side = ["h-72"],
  below = [],
}: {
  label: string;
  main?: readonly string[];
  side?: readonly string[];
  below?: readonly string[];
}) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="grid gap-6">
      <div className="grid gap-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Cards heights={main} />
        <Cards heights={side} />
      </div>
      {below.length > 0 ? <Cards heights={below} /> : null}
    </div>
  );
}
