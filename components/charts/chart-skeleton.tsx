import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

export const DEFAULT_CHART_HEIGHT = 240;

/** A chart's loading placeholder with the same height, for pages that wait before they know the rows. */
export function ChartSkeleton({
  title,
  description,
  height = DEFAULT_CHART_HEIGHT,
  className,
}: {
  title: string;
  /** The chart's own description, so the card keeps its height when the chart takes its place. */
  description?: string;
  height?: number;
  className?: string;
}) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <div role="status" aria-label={`Loading ${title.toLowerCase()}`} style={{ height }}>
          <Skeleton className="h-full w-full" />
        </div>
      </CardContent>
    </Card>
  );
}
