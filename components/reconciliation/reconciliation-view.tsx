"use client";

import "./print.css";
import { Download, Play, Printer, RotateCw, Scale, X } from "lucide-react";
import { useQueryStates } from "nuqs";
import { useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { DateRangeFilter } from "@/components/filters/date-range-filter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { colomboDate } from "@/lib/dates";
import { reconciliationWindowParsers } from "@/lib/filters/reconciliation";
import {
  EDGE_DAYS,
  type ReconciliationSource,
  resolveWindow,
  type ReconciliationStatement as Statement,
  sourceLabels,
  windowProblemWords,
  windowWords,
} from "@/lib/reconciliation-report";
import { ReconciliationBreaks } from "./reconciliation-breaks";
import { ReconciliationStatement, verdictWords } from "./reconciliation-statement";
import { type SourceProgress, useReconciliation } from "./use-reconciliation";

const SOURCES: ReconciliationSource[] = ["ledger", "payouts", "lookups", "webhooks"];

function ProgressRows({ progress }: { progress: SourceProgress }) {
  return (
    <ul className="grid gap-3" aria-label="Progress">
      {SOURCES.map((source) => {
        const step = progress[source];
        if (!step && (source === "lookups" || source === "webhooks")) return null;
        const done = step?.done ?? 0;
        const total = step?.total ?? 0;
        return (
          <li key={source} className="grid gap-1">
            <div className="flex justify-between gap-2 text-sm">
              <span id={`progress-${source}`}>{sourceLabels[source]}</span>
              <span className="tabular-nums text-muted-foreground">
                {step ? `${done} of ${total}` : "waiting"}
              </span>
            </div>
            <progress
              aria-labelledby={`progress-${source}`}
              className="h-2 w-full overflow-hidden rounded-full accent-primary"
              value={done}
              max={Math.max(total, 1)}
            />
          </li>
        );
      })}
    </ul>
  );
}

function saveCsv(statement: Statement, csv: string) {
  const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `reconciliation-${statement.window.from ?? "start"}-to-${statement.window.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The statement's print copy, directly under <body> so print.css can print it alone on one page. */
function PrintCopy({ statement }: { statement: Statement }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement("div");
    element.className = "recon-print-root";
    element.setAttribute("aria-hidden", "true");
    document.body.append(element);
    setRoot(element);
    return () => element.remove();
  }, []);
  return root
    ? createPortal(
        <ReconciliationStatement
          statement={statement}
          headingId="print-statement"
          className="border-0 p-0"
        />,
        root,
      )
    : null;
}

/**
 * The reconciliation of a window: every page of the float ledger and the offramp report, and the console's
 * webhook inbox, checked together. The window lives in the URL; the check runs when asked, since it reads
 * every page within the service's rate limits.
 */
export function ReconciliationView({ accountId }: { accountId: string }) {
  const [params, setParams] = useQueryStates(reconciliationWindowParsers, { history: "replace" });
  const { run, start, cancel, reset } = useReconciliation(accountId);
  const headingId = useId();
  const [today] = useState(() => colomboDate(new Date()));
  const window = resolveWindow(params, new Date());
  const problem = window.problem ? windowProblemWords[window.problem] : null;
  const running = run.phase === "running";

  const go = () => start({ from: params.from, to: params.to });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:flex-wrap sm:items-end">
        <DateRangeFilter
          kind="window"
          label="Window"
          value={{ startDate: params.from, endDate: params.to }}
          onChange={({ startDate, endDate }) => {
            reset();
            void setParams({ from: startDate, to: endDate });
          }}
        />
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button variant="outline" onClick={cancel}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          ) : (
            <Button onClick={go} disabled={problem !== null}>
              <Play aria-hidden="true" />
              {run.phase === "done" ? "Check again" : "Reconcile"}
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground sm:basis-full">
          {params.from ? null : "Without a first day, the whole history is checked. "}
          Window: {windowWords({ from: window.from, to: window.to })}. Payouts are read from {EDGE_DAYS} days
          before the window, so a refund inside it of a payout made just before it is matched.
          {params.to && params.to < today
            ? null
            : " Entries booked while the check runs are left for the next one."}
        </p>
        {problem ? (
          <p role="alert" className="text-sm text-destructive sm:basis-full">
            {problem}
          </p>
        ) : null}
      </div>

      <div aria-live="polite" className="grid gap-6">
        {run.phase === "idle" ? (
          <EmptyState
            icon={Scale}
            title="Reconcile the float for this window"
            description="The console reads every page of the float ledger and the offramp report, at a pace that leaves the service's rate limit to the rest of the console, and checks that the balances add up, that every payout has its debit, that every failed payout was refunded once, that no payout is stuck and that the webhooks received agree."
          />
        ) : null}

        {run.phase === "running" ? (
          <section aria-label="Reconciling" aria-busy="true" className="grid gap-4 rounded-lg border p-4">
            <p className="text-sm font-medium" role="status">
              Reading the reports…
            </p>
            <ProgressRows progress={run.progress} />
          </section>
        ) : null}

        {run.phase === "cancelled" ? (
          <EmptyState
            icon={X}
            title="The check was cancelled"
            description="Nothing more is read. Start it again when you are ready."
            action={
              <Button variant="outline" onClick={go}>
                <RotateCw aria-hidden="true" />
                Start again
              </Button>
            }
          />
        ) : null}

        {run.phase === "failed" ? (
          <ErrorState
            title="The reconciliation could not finish"
            message={run.message}
            requestId={run.requestId}
            onRetry={go}
          />
        ) : null}

        {run.phase === "done" ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-base font-semibold" data-testid="reconciliation-result">
                {run.statement.entriesChecked === 0 && run.statement.payoutsRead === 0
                  ? "Nothing moved in this window: balanced."
                  : run.statement.balanced
                    ? "Balanced: every check passed."
                    : `${verdictWords(run.statement)} found.`}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => saveCsv(run.statement, run.csv)}>
                  <Download aria-hidden="true" />
                  Download CSV
                </Button>
                <Button variant="outline" onClick={() => globalThis.print()}>
                  <Printer aria-hidden="true" />
                  Print statement
                </Button>
              </div>
            </div>
            <ReconciliationStatement statement={run.statement} headingId={headingId} />
            <PrintCopy statement={run.statement} />
            {run.statement.breaks.length > 0 ? (
              <ReconciliationBreaks accountId={accountId} breaks={run.statement.breaks} />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
