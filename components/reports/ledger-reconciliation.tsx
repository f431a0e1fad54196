import { CircleCheck, CircleX, Info } from "lucide-react";
import type { ReactNode } from "react";
import { formatLkr } from "@/components/offramp/format";
import { Badge } from "@/components/ui/badge";
import Link from "@/components/ui/link";
import type { Decimal } from "@/lib/money";
import type {
  ClosingBasis,
  OpeningBasis,
  RunningBalanceCheck,
  SummaryReconciliation,
} from "@/lib/reconciliation";

const openingWords: Record<OpeningBasis, string> = {
  reported: "the opening balance reported",
  "no-start-date": "0.00, since without a start date the window begins with the first entry",
  "no-prior-entries": "0.00, since nothing happened before the start date",
};

const closingWords: Record<ClosingBasis, string> = {
  reported: "the closing balance reported",
  "current-balance": "the current balance, since without an end date the window runs to now",
  "no-entries": "0.00, since no entry exists up to the end date",
};

const lkr = (value: Decimal) => formatLkr(value.toFixed(2));

function Verdict({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <p className="flex items-start gap-2 text-sm">
      <Icon
        className={ok ? "mt-0.5 size-4 shrink-0 text-success" : "mt-0.5 size-4 shrink-0 text-destructive"}
        aria-hidden="true"
      />
      <span>{children}</span>
    </p>
  );
}

/**
 * The ledger checked against itself, in the browser: the window's balances against its movements, and each
 * row's balance against its neighbour's on this page.
 */
export function LedgerReconciliation({
  summary,
  rows,
  fullCheckHref,
}: {
  summary: SummaryReconciliation;
  rows: RunningBalanceCheck;
  /** The reconciliation page for this window: every page, against the payouts and webhooks. */
  fullCheckHref?: string;
}) {
  const rowsOk = rows.status !== "checked" || rows.breaks.length === 0;
  const ok = summary.balanced && summary.netMovementAgrees && rowsOk;
  return (
    <section aria-labelledby="reconciliation-title" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reconciliation-title" className="text-sm font-medium">
          Reconciliation
        </h2>
        <Badge variant={ok ? "success" : "destructive"} data-testid="reconciliation-verdict">
          {ok ? "Balanced" : "Does not balance"}
        </Badge>
      </div>
      <Verdict ok={summary.balanced}>
        Opening {lkr(summary.opening)} + credits {lkr(summary.credits)} − debits {lkr(summary.debits)} +
        refunds {lkr(summary.refunds)} = {lkr(summary.expectedClosing)}
        {summary.balanced
          ? ", the closing balance."
          : `, but the closing balance is ${lkr(summary.closing)} (off by ${lkr(summary.difference)}).`}
        <span className="block text-xs text-muted-foreground">
          Opening is {openingWords[summary.openingBasis]}; closing is {closingWords[summary.closingBasis]}.
        </span>
      </Verdict>
      {summary.netMovementAgrees ? null : (
        <Verdict ok={false}>The reported net movement does not equal credits − debits + refunds.</Verdict>
      )}
      {rows.status === "not-applicable" ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Running balances are not checked while a type filter hides the entries in between.
        </p>
      ) : rows.breaks.length === 0 ? (
        <Verdict ok>
          Running balance:{" "}
          {rows.pairs === 0
            ? "fewer than two rows on this page to compare."
            : `each of the ${rows.pairs} neighbouring rows on this page follows from the one before.`}
        </Verdict>
      ) : (
        <Verdict ok={false}>
          Running balance breaks at {rows.breaks.length} {rows.breaks.length === 1 ? "row" : "rows"} on this
          page, marked in the table with the balance expected.
        </Verdict>
      )}
      {fullCheckHref ? (
        <p className="text-sm text-muted-foreground">
          This checks the page on screen.{" "}
          <Link href={fullCheckHref} className="text-foreground underline underline-offset-2">
            Reconcile the whole window
          </Link>{" "}
          against every payout and webhook.
        </p>
      ) : null}
    </section>
  );
}
