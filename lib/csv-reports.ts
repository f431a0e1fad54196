import { csvLine, zoned } from "@/lib/csv";
import { formatIsoWithOffset } from "@/lib/format";
import { decimal } from "@/lib/money";
import type { LedgerEntry, OfframpReportItem } from "@/lib/payments-api/offramp";
import { statusLabel } from "@/lib/status-looks";

// The reports' exports: every field of a row, amounts as fixed decimals (LKR 2 places, USDT every digit the
// service sent), instants in Colombo time with their +05:30 offset, and statuses in words beside the raw value.

const lkr = (value: number) => decimal(value).toFixed(2);
const exact = (value: number) => decimal(value).toFixed();
const instant = (value: string | null) => (value ? formatIsoWithOffset(value) : null);

/** Only the last four characters of a bank account number ever leave the console (as on screen). */
export function accountLast4(accountNumber: string): string {
  return accountNumber.replace(/[\s-]/g, "").slice(-4);
}

export const OFFRAMP_CSV_COLUMNS = [
  "payoutId",
  "status",
  "statusLabel",
  "amountUsdt",
  "amountLkr",
  "rateUsdtLkr",
  "endUserId",
  "bankName",
  "accountLast4",
  "bankRef",
  "externalRef",
  "failureReason",
  zoned("createdAt"),
  zoned("processedAt"),
  zoned("completedAt"),
  zoned("failedAt"),
] as const;

export const OFFRAMP_CSV_HEADER = csvLine(OFFRAMP_CSV_COLUMNS);

export function offrampCsvLine(item: OfframpReportItem): string {
  return csvLine([
    item.paymentId,
    item.status,
    statusLabel("offramp", item.status),
    exact(item.amountUsdt),
    lkr(item.amountLkr),
    exact(item.rateUsdtLkr),
    item.externalUserId,
    item.bankName,
    accountLast4(item.accountNumber),
    item.bankRef,
    item.externalRef,
    item.failureReason,
    instant(item.createdAt),
    instant(item.processedAt),
    instant(item.completedAt),
    instant(item.failedAt),
  ]);
}

export const LEDGER_CSV_COLUMNS = [
  "entryId",
  "type",
  "typeLabel",
  "amountLkr",
  "balanceAfterLkr",
  "payoutId",
  "bankRef",
  "notes",
  zoned("createdAt"),
] as const;

export const LEDGER_CSV_HEADER = csvLine(LEDGER_CSV_COLUMNS);

/** A ledger entry: credits and refunds add `amountLkr` to the float, debits take it away. */
export function ledgerCsvLine(entry: LedgerEntry): string {
  return csvLine([
    entry.id,
    entry.type,
    statusLabel("ledger", entry.type),
    lkr(entry.amountLkr),
    lkr(entry.balanceAfter),
    entry.aggregatorOfframpId,
    entry.bankRef,
    entry.notes,
    instant(entry.createdAt),
  ]);
}
