import { CircleCheck, CircleX } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatAmount, formatDateTime } from "@/lib/format";
import {
  EDGE_DAYS,
  type ReconciliationStatement as Statement,
  windowWords,
} from "@/lib/reconciliation-report";
import { breaksPerCheck, durationWords, RECONCILIATION_CHECKS } from "@/lib/reconciliation-result";

const lkr = (value: string) => formatAmount(value, "LKR");
const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-LK")} ${n === 1 ? one : many}`;

/** "Balanced" or "3 breaks", as the statement and the page say it. */
export function verdictWords(statement: Pick<Statement, "balanced" | "breaks">): string {
  return statement.balanced ? "Balanced" : plural(statement.breaks.length, "break", "breaks");
}

/**
 * The window's reconciliation on one page: the account, the window, the balances and totals, the breaks per
 * check and when it was produced (Colombo time), with lines to sign. The same markup is shown on screen and
 * printed (print.css keeps it to one page).
 */
export function ReconciliationStatement({
  statement,
  headingId,
  className,
}: {
  statement: Statement;
  headingId: string;
  className?: string;
}) {
  const t = statement.totals;
  const per = breaksPerCheck(statement);
  const rows: Array<[string, string, string | null]> = [
    ["Opening balance", lkr(t.opening), statement.window.from ? null : "The float before its first entry"],
    ["Credits (top-ups)", `+ ${lkr(t.credits)}`, plural(t.creditCount, "entry", "entries")],
    ["Debits (payouts)", `− ${lkr(t.debits)}`, plural(t.debitCount, "entry", "entries")],
    ["Refunds (failed payouts)", `+ ${lkr(t.refunds)}`, plural(t.refundCount, "entry", "entries")],
    ["Expected closing balance", lkr(t.expectedClosing), "Opening + credits − debits + refunds"],
    ["Closing balance", lkr(t.closing), "As the float ledger reports it"],
  ];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="reconciliation-statement"
      className={cn("grid gap-4 rounded-lg border bg-card p-4 text-card-foreground sm:p-6", className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="text-lg font-semibold">
            Float reconciliation statement
          </h2>
          <p className="text-sm break-words">
            <span className="font-medium">{statement.account.name}</span>{" "}
            <span className="text-muted-foreground">({statement.account.id})</span>
          </p>
          <p className="text-sm">
            Window: <span className="font-medium">{windowWords(statement.window)}</span> (Colombo days, both
            included)
          </p>
          <p className="text-sm text-muted-foreground">
            Produced {formatDateTime(statement.producedAt)} (Colombo time)
          </p>
        </div>
        <p
          className={cn(
            "flex items-center gap-2 rounded-md border px-3 py-1.5 text-base font-semibold",
            statement.balanced ? "border-success/40 text-success" : "border-destructive/40 text-destructive",
          )}
          data-testid="statement-verdict"
        >
          {statement.balanced ? (
            <CircleCheck className="size-5" aria-hidden="true" />
          ) : (
            <CircleX className="size-5" aria-hidden="true" />
          )}
          {verdictWords(statement)}
        </p>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <table className="recon-print-avoid w-full text-sm">
          <caption className="mb-1 text-left text-xs font-medium text-muted-foreground">
            Balances (LKR)
          </caption>
          <tbody>
            {rows.map(([label, value, hint]) => (
              <tr key={label} className="border-b last:border-b-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  {label}
                  {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
                </th>
                <td className="py-1.5 text-right font-medium tabular-nums whitespace-nowrap">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="recon-print-avoid w-full text-sm">
          <caption className="mb-1 text-left text-xs font-medium text-muted-foreground">Checks</caption>
          <tbody>
            {RECONCILIATION_CHECKS.map((check) => (
              <tr key={check.id} className="border-b last:border-b-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  {check.title}
                  <span className="block text-xs text-muted-foreground">{check.description}</span>
                </th>
                <td
                  className={cn(
                    "py-1.5 text-right font-medium whitespace-nowrap",
                    per[check.id] > 0 ? "text-destructive" : "text-success",
                  )}
                >
                  {per[check.id] === 0 ? "No break" : plural(per[check.id], "break", "breaks")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <p className="text-xs text-muted-foreground">
        Read {plural(statement.entriesChecked, "ledger entry", "ledger entries")} and{" "}
        {plural(statement.payoutsRead, "payout", "payouts")} (
        {statement.payoutsInWindow.toLocaleString("en-LK")} created in the window
        {statement.payoutsFrom
          ? `, the rest in the ${EDGE_DAYS} days before it, for refunds across its start`
          : ""}
        {statement.lookedUp > 0
          ? `; ${plural(statement.lookedUp, "older payout", "older payouts")} looked up`
          : ""}
        ), and {plural(statement.eventsChecked, "payout webhook", "payout webhooks")} received. A payout
        counts as stuck when still pending or processing {durationWords(statement.stuckAfterMs)} after it was
        created.
        {statement.deferred > 0
          ? ` ${plural(statement.deferred, "payout", "payouts")} changed after the ledger was read and ${statement.deferred === 1 ? "is" : "are"} left for the next check.`
          : ""}
      </p>

      <div className="hidden gap-8 pt-6 text-sm print:grid print:grid-cols-2">
        <p className="border-t pt-1">Prepared by</p>
        <p className="border-t pt-1">Reviewed and signed off by</p>
      </div>
    </section>
  );
}
