"use client";

import { Loader2, X } from "lucide-react";
import { useEffect } from "react";
import { failureWords } from "@/components/forms/toast-failure";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { isBffError } from "@/data/bff";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { useCsvDownload } from "./use-csv-download";

/** What an export reads and how it speaks of its rows. */
export interface ExportTarget {
  /** The export route with the list's current filters (no paging: the export walks every page itself). */
  href: string;
  /** What one row is, singular and plural: ["payout", "payouts"]. */
  noun: readonly [singular: string, plural: string];
  /** The file's name when the server does not give one. */
  fallbackName: string;
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
 * An export under way, started by <ExportCsvButton> with the list's filters of that moment: a live row count,
 * a way to cancel, and a toast when it is done or stopped (with the request id). `onEnd` gives the place
 * back to the button.
 */
export function RunningExport({
  href,
  noun,
  fallbackName,
  onEnd,
  autoFocus = false,
}: ExportTarget & {
  onEnd: () => void;
  /** Whether the keyboard was on the button that started it: it then moves to "Cancel export". */
  autoFocus?: boolean;
}) {
  const { state, start, cancel } = useCsvDownload(fallbackName);
  useEffect(() => {
    void start(href);
  }, [href, start]);

  useEffect(() => {
    if (state.phase === "done") {
      toast.success(`Exported ${formatCount(state.rows, noun)}`);
      onEnd();
    }
    if (state.phase === "failed") {
      const { error, rows } = state;
      const requestId = isBffError(error) ? error.requestId : null;
      // The wording rules load when an export fails, not with every list; offline they may not load at all.
      void failureWords(error, error.message).then((message) =>
        toast.error(`The export stopped after ${formatCount(rows, noun)}`, {
          description: `${message}${requestId ? ` (request id ${requestId})` : ""}`,
        }),
      );
      onEnd();
    }
  }, [state, noun, onEnd]);

  return (
    <div className="flex items-center gap-1">
      {/* A status, not a disabled button: the count must stay readable while it changes. */}
      <span
        role="status"
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "pointer-events-none tabular-nums")}
      >
        <Loader2 className="animate-spin" aria-hidden="true" />
        {state.phase === "running"
          ? progressLabel(state.rows, state.total, state.seconds, noun)
          : "Starting export…"}
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Cancel export"
        title="Cancel export"
        // The focus was on the button this one replaces.
        autoFocus={autoFocus}
        onClick={() => {
          cancel();
          onEnd();
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
