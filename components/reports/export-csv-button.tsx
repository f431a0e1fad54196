"use client";

import { Download, Loader2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useCallback, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

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

const loadRunningExport = () => import("./running-export");

function Starting() {
  return (
    <span
      role="status"
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), "pointer-events-none")}
    >
      <Loader2 className="animate-spin" aria-hidden="true" />
      Starting export…
    </span>
  );
}

// The export's code (the streamed download, its progress and its toasts) loads when a person asks for it,
// or points at the button first.
const RunningExport = dynamic(() => loadRunningExport().then((m) => m.RunningExport), {
  loading: Starting,
  ssr: false,
});

/**
 * "Export CSV" of a filtered list, streamed: a live row count while it runs, a way to cancel, and a toast
 * when it is done or stopped (with the request id). The payments list and both reports use it.
 */
export function ExportCsvButton({ href, noun, fallbackName, label = "Export CSV" }: ExportCsvButtonProps) {
  // The address of the export under way: the filters of the moment it started, whatever changes after.
  const [running, setRunning] = useState<string | null>(null);
  const end = useCallback(() => setRunning(null), []);
  if (running !== null)
    return <RunningExport href={running} noun={noun} fallbackName={fallbackName} onEnd={end} />;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => setRunning(href)}
      onPointerEnter={() => void loadRunningExport()}
      onFocus={() => void loadRunningExport()}
    >
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
}
