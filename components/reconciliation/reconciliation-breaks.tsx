import { ledgerHref, offrampDetailHref } from "@/components/offramp/hrefs";
import { StatusBadge } from "@/components/status-badge";
import Link from "@/components/ui/link";
import { colomboDate } from "@/lib/dates";
import { serializeLedgerFilters } from "@/lib/filters/ledger";
import { formatAmount, formatDateTime } from "@/lib/format";
import { breakKindLabels } from "@/lib/reconciliation-report";
import type { BreakEntry, ReconciliationBreak } from "@/lib/reconciliation-result";
import { RECONCILIATION_CHECKS } from "@/lib/reconciliation-result";

const entryWords: Record<string, string> = { CREDIT: "Credit", DEBIT: "Debit", REFUND: "Refund" };

/** The float ledger on the entry's day, of its type, oldest first: where the row is. */
function entryHref(accountId: string, entry: BreakEntry): string {
  const day = colomboDate(new Date(entry.createdAt));
  const type =
    entry.type === "CREDIT" || entry.type === "DEBIT" || entry.type === "REFUND" ? entry.type : null;
  return `${ledgerHref(accountId)}${serializeLedgerFilters({ startDate: day, endDate: day, type, sortOrder: "asc" })}`;
}

function inboxEventHref(accountId: string, eventId: number): string {
  return `/accounts/${encodeURIComponent(accountId)}/developers/inbox/${eventId}`;
}

function BreakItem({ accountId, item }: { accountId: string; item: ReconciliationBreak }) {
  return (
    <li
      className="grid gap-2 rounded-lg border border-l-4 border-l-destructive p-3"
      data-testid="reconciliation-break"
    >
      <p className="text-sm font-medium">{breakKindLabels[item.kind]}</p>
      <p className="text-sm">{item.explanation}</p>
      {item.entries.length + item.payouts.length + item.events.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Rows involved">
          {item.entries.map((entry) => (
            <li key={`e-${entry.id}`} className="flex flex-wrap items-baseline gap-x-2">
              <Link href={entryHref(accountId, entry)} className="underline underline-offset-2">
                {entryWords[entry.type] ?? entry.type} of {formatAmount(entry.amountLkr, "LKR")}
              </Link>
              <span className="text-xs break-all text-muted-foreground">
                booked {formatDateTime(entry.createdAt)} · entry {entry.id}
              </span>
            </li>
          ))}
          {item.payouts.map((payout) => (
            <li key={`p-${payout.paymentId}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                href={offrampDetailHref(accountId, payout.paymentId)}
                className="underline underline-offset-2"
              >
                Payout {payout.externalRef ?? payout.paymentId}
              </Link>
              {payout.status ? <StatusBadge kind="offramp" status={payout.status} /> : null}
              <span className="text-xs text-muted-foreground break-all">
                {payout.amountLkr ? `${formatAmount(payout.amountLkr, "LKR")} · ` : ""}
                {payout.createdAt ? `created ${formatDateTime(payout.createdAt)}` : `id ${payout.paymentId}`}
              </span>
            </li>
          ))}
          {item.events.map((event) => (
            <li key={`w-${event.id}`} className="flex flex-wrap items-baseline gap-x-2">
              <Link href={inboxEventHref(accountId, event.id)} className="underline underline-offset-2">
                Webhook {event.eventType}
              </Link>
              <span className="text-xs text-muted-foreground">
                received {formatDateTime(event.receivedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Every break, under the check it fails, each with the rows involved and links to them. */
export function ReconciliationBreaks({
  accountId,
  breaks,
}: {
  accountId: string;
  breaks: ReconciliationBreak[];
}) {
  return (
    <section aria-labelledby="breaks-title" className="grid gap-4">
      <h2 id="breaks-title" className="text-base font-semibold">
        Breaks
      </h2>
      {RECONCILIATION_CHECKS.map((check) => {
        const mine = breaks.filter((item) => item.check === check.id);
        if (mine.length === 0) return null;
        return (
          <section key={check.id} aria-labelledby={`breaks-${check.id}`} className="grid gap-2">
            <h3 id={`breaks-${check.id}`} className="text-sm font-medium">
              {check.title}: {mine.length} {mine.length === 1 ? "break" : "breaks"}
              <span className="block text-xs font-normal text-muted-foreground">{check.description}</span>
            </h3>
            <ul className="grid gap-2">
              {mine.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a break has no id; the list never reorders.
                <BreakItem key={index} accountId={accountId} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
