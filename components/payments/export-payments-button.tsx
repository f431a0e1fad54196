"use client";

import { Download, Loader2, X } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { personWords } from "@/components/forms/person-words";
import { Button, buttonVariants } from "@/components/ui/button";
import { isBffError } from "@/data/bff";
import { cn } from "@/lib/cn";
import { type PaymentFilters, serializePaymentFilters } from "@/lib/filters/payments";
import { formatCount } from "@/lib/format";
import { useCsvDownload } from "./use-csv-download";

const count = new Intl.NumberFormat("en-LK");
const PAYMENTS = ["payment", "payments"] as const;

/** The export's URL: the list's filters, without paging (the export walks every page itself). */
export function paymentsExportHref(accountId: string, filters: PaymentFilters): string {
  const query = serializePaymentFilters({ ...filters, page: null, pageSize: null });
  return `/api/accounts/${encodeURIComponent(accountId)}/exports/payments${query}`;
}

function progressLabel(rows: number, total: number | null): string {
  if (rows === 0) return "Starting export…";
  // "1 of 1 payment…", "20 of 1,204 payments…": the noun agrees with the number it follows.
  return total
    ? `${count.format(rows)} of ${formatCount(total, PAYMENTS)}…`
    : `${formatCount(rows, PAYMENTS)}…`;
}

/** "Export CSV" of the filtered list, with a live row count while it streams and a way to cancel. */
export function ExportPaymentsButton({ accountId, filters }: { accountId: string; filters: PaymentFilters }) {
  const { state, start, cancel } = useCsvDownload("payments.csv");

  useEffect(() => {
    if (state.phase === "done") toast.success(`Exported ${formatCount(state.rows, PAYMENTS)}`);
    if (state.phase === "failed") {
      const requestId = isBffError(state.error) ? state.error.requestId : null;
      toast.error(`The export stopped after ${formatCount(state.rows, PAYMENTS)}`, {
        description: `${personWords(state.error.message)}${requestId ? ` (request id ${requestId})` : ""}`,
      });
    }
  }, [state]);

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
          {progressLabel(state.rows, state.total)}
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
    <Button variant="outline" size="sm" onClick={() => start(paymentsExportHref(accountId, filters))}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
