import type { ChartReadProgress } from "./chart-read";

/** "Reading the float ledger: page 3 of 17, about 20 s left." while a chart read walks its pages. */
export function ReadProgress({ what, progress }: { what: string; progress: ChartReadProgress | null }) {
  const text =
    progress === null || progress.totalPages <= 1
      ? `Reading the ${what}…`
      : `Reading the ${what}: page ${progress.pagesRead} of ${progress.totalPages}${
          progress.secondsLeft > 0 ? `, about ${progress.secondsLeft} s left` : ""
        }.`;
  return (
    <div className="grid gap-1.5" role="status" aria-live="polite">
      <p className="text-sm text-muted-foreground">{text}</p>
      {progress && progress.totalPages > 1 ? (
        <progress
          className="h-1.5 w-full overflow-hidden rounded-full accent-primary"
          max={progress.totalPages}
          value={progress.pagesRead}
          aria-label={`Pages of the ${what} read`}
        />
      ) : null}
    </div>
  );
}
