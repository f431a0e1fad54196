"use client";

import { Download, Loader2, X } from "lucide-react";
import { useEffect } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { isBffError } from "@/data/bff";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { useCsvDownload } from "./use-csv-download";

export interface ExportCsvButtonProps {
  /** The export route with the list's current filters (no paging: the export walks every page itself). */
  href: string;
  /** What one row is, singular and plural: ["payout", "payouts"]. */
  noun: readonly [singular: string, plural: string];
  /** The file's name when the server does not give one. */
  fallbackName: string;
  /** The button's words, when "Export CSV" is not enough on its page. */
  label?: string;
}

const count = new Intl.NumberFormat("en-LK");

/** "about 3 minutes", "about 40 seconds": how long the whole export will take, said before it starts. */
export function durationWords(seconds: number): string {
  if (seconds < 60)
    return `about ${formatCount(Math.max(5, Math.ceil(seconds / 5) * 5), ["second", "seconds"])}`;
  return `about ${formatCount(Math.ceil(seconds / 60), ["minute", "minutes"])}`;
}

/** "1 of 1 payment…", "20 of 1,204 payments…": the noun agrees with the number it follows. */
function progressLabel(
  rows: number,
  total: number | null,
  seconds: number | null,
  noun: readonly [string, string],
): string {
  const takes = seconds !== null && seconds >= 10 ? ` (${durationWords(seconds)})` : "";
  if (rows === 0)
    return total !== null ? `Exporting ${formatCount(total, noun)}${takes}…` : "Starting export…";
  return total !== null
    ? `${count.format(rows)} of ${formatCount(total, noun)}${takes}…`
    : `${formatCount(rows, noun)}…`;
}

/**
 * "Export CSV" of a filtered list, streamed: a live row count while it runs, a way to cancel, and a toast
 * when it is done or stopped (with the request id). The payments list and both reports use it.
 */
export function ExportCsvButton({ href, noun, fallbackName, label = "Export CSV" }: ExportCsvButtonProps) {
  const { state, start, cancel } = useCsvDownload(fallbackName);

  useEffect(() => {
    if (state.phase === "done") toast.success(`Exported ${formatCount(state.rows, noun)}`);
    if (state.phase === "failed") {
      const { error, rows } = state;
      const requestId = isBffError(error) ? error.requestId : null;
      // The wording rules load when an export fails, not with every list.
      void import("@/components/forms/person-words").then(({ personWords }) =>
        toast.error(`The export stopped after ${formatCount(rows, noun)}`, {
          description: `${personWords(error.message)}${requestId ? ` (request id ${requestId})` : ""}`,
        }),
      );
    }
  }, [state, noun]);

  if (state.phase === "running") {
    return (
      <div className="flex items-center gap-1">
        {/* A status, not a disabled button: the count must stay readable while it changes. */}
        <span
          role="status"
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "pointer-events-none tabular-nums",
          )}
        >
          <Loader2 className="animate-spin" aria-hidden="true" />
          {progressLabel(state.rows, state.total, state.seconds, noun)}
        </span>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Cancel export"
          title="Cancel export"
          onClick={cancel}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => start(href)}>
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
}
