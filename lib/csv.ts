import { formatIsoWithOffset } from "@/lib/format";
import { CURRENCY_DECIMALS, roundFor } from "@/lib/money";
import type { PaymentListItem } from "@/lib/payments-api/payments";
import { statusLabel } from "@/lib/status-looks";

export type CsvValue = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (or a DDE command) when they open it. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would run as a formula gets a leading single quote
 * (OWASP's advice), and text with quotes, commas, line breaks or edge spaces is quoted with quotes doubled.
 * Numbers are written as they are; empty values as nothing.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return String(value);
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * The payments export: the list's columns (one upstream call per 100 rows), the status in words beside the
 * raw one, and the payment's branch as the console's payment index knows it.
 */
export const PAYMENT_CSV_COLUMNS = [
  "id",
  "amount",
  "currency",
  "status",
  "statusLabel",
  "createdAt",
  "paidAt",
  "branchId",
  "branch",
] as const;

/** A payment's branch in the export; null when it has none or the console does not know it yet. */
export interface CsvBranch {
  id: string;
  name: string | null;
}

function amountText(amount: number, currency: string): string {
  // Fixed decimals per currency (LKR 1500.50, USDT 12.5 → 12.500000) so columns sort and sum as text too.
  if (currency === "USDT" || currency === "LKR") {
    return roundFor(currency, amount).toFixed(CURRENCY_DECIMALS[currency]);
  }
  return String(amount);
}

/** A list item as a CSV line: amounts as fixed decimals, instants in Colombo time with their +05:30 offset. */
export function paymentCsvLine(item: PaymentListItem, branch: CsvBranch | null = null): string {
  return csvLine([
    item.id,
    amountText(item.amount, item.currency),
    item.currency,
    item.status,
    statusLabel("payment", item.status),
    formatIsoWithOffset(item.createdAt),
    item.paidAt ? formatIsoWithOffset(item.paidAt) : null,
    branch?.id ?? null,
    branch?.name ?? null,
  ]);
}

export const PAYMENT_CSV_HEADER = csvLine(PAYMENT_CSV_COLUMNS);
