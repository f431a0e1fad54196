import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import Link from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import { isBffError } from "@/data/bff";

/** The four states of one overview figure from the service: loading, error with retry, empty, the figure. */
export function ServiceFigureCard({
  title,
  description,
  query,
  render,
}: {
  title: string;
  description: string;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  render: () => { value: ReactNode; detail?: ReactNode; href: string; linkLabel: string };
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <CardDescription className="sr-only">{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="grid gap-2">
            <Skeleton className="h-7 w-24" />
            <Skeleton className="h-4 w-32" />
          </div>
        ) : query.isError ? (
          <ErrorState
            className="px-3 py-4"
            titleAs="h3"
            title={`${title} could not be loaded`}
            message={query.error instanceof Error ? query.error.message : undefined}
            requestId={isBffError(query.error) ? query.error.requestId : null}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <FigureValue {...render()} />
        )}
      </CardContent>
    </Card>
  );
}

function FigureValue({
  value,
  detail,
  href,
  linkLabel,
}: {
  value: ReactNode;
  detail?: ReactNode;
  href: string;
  linkLabel: string;
}) {
  return (
    <div className="grid gap-1">
      <Link
        prefetch={false}
        href={href}
        className="text-2xl font-semibold tabular-nums underline-offset-4 hover:underline focus-visible:underline"
        aria-label={linkLabel}
      >
        {value}
      </Link>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
    </div>
  );
}
