import { csvLine, zoned } from "@/lib/csv";
import { formatIsoWithOffset } from "@/lib/format";
import { breakKindLabels, type ReconciliationStatement } from "@/lib/reconciliation-report";
import { breaksPerCheck, RECONCILIATION_CHECKS } from "@/lib/reconciliation-result";

/**
 * The statement as CSV: its figures, one line per check, then one line per break with the rows involved.
 * Days and times are Colombo's, as on screen (the zone is in each header that holds one).
 */
export function reconciliationCsv(statement: ReconciliationStatement): string {
  const per = breaksPerCheck(statement);
  const t = statement.totals;
  const lines = [
    csvLine(["Section", "Item", "Value", "Detail", zoned("Ledger entries"), "Payouts", "Webhook events"]),
    csvLine(["Statement", "Account", statement.account.name, statement.account.id]),
    csvLine(["Statement", zoned("Window from"), statement.window.from ?? "first entry"]),
    csvLine(["Statement", zoned("Window to"), statement.window.to]),
    csvLine(["Statement", zoned("Produced at"), formatIsoWithOffset(statement.producedAt)]),
    csvLine(["Statement", "Result", statement.balanced ? "Balanced" : `${statement.breaks.length} breaks`]),
    csvLine(["Balances", "Opening balance (LKR)", t.opening]),
    csvLine(["Balances", "Credits (LKR)", t.credits, `${t.creditCount} entries`]),
    csvLine(["Balances", "Debits (LKR)", t.debits, `${t.debitCount} entries`]),
    csvLine(["Balances", "Refunds (LKR)", t.refunds, `${t.refundCount} entries`]),
    csvLine(["Balances", "Expected closing balance (LKR)", t.expectedClosing]),
    csvLine(["Balances", "Closing balance (LKR)", t.closing]),
    ...RECONCILIATION_CHECKS.map((check) =>
      csvLine(["Check", check.title, per[check.id], check.description]),
    ),
    ...statement.breaks.map((item) =>
      csvLine([
        "Break",
        breakKindLabels[item.kind],
        item.check,
        item.explanation,
        item.entries
          .map((e) => `${e.type} ${e.id} LKR ${e.amountLkr} ${formatIsoWithOffset(e.createdAt)}`)
          .join("; "),
        item.payouts.map((p) => `${p.externalRef ?? "?"} ${p.paymentId} ${p.status ?? "unknown"}`).join("; "),
        item.events.map((e) => `${e.eventType} #${e.id}`).join("; "),
      ]),
    ),
  ];
  return lines.join("");
}
