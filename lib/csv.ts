import { plainDecimal } from "@/lib/decimal-text";
import { formatIsoWithOffset } from "@/lib/format";
import { CURRENCY_DECIMALS, type DecimalInput, roundFor } from "@/lib/money";
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
 * Time columns say their zone in the header: the values are Colombo wall-clock time with their +05:30
 * offset (`2026-11-22T13:45:30.123+05:30`), in every export of the console.
 */
export const CSV_ZONE = "Asia/Colombo";
export const zoned = <N extends string>(name: N) => `${name} (${CSV_ZONE})` as const;

/** An instant as a CSV time cell (see CSV_ZONE); empty when there is none. */
export const csvInstant = (iso: string | Date | null | undefined): string | null =>
  iso ? formatIsoWithOffset(iso) : null;

/**
 * The payments export. The list gives the first columns (one upstream call per 100 rows); the rest come
 * from each payment read whole, which the console's payment index keeps (and the export reads when it has
 * not yet): trade number, LKR side, fees, customer, branch, link or contract. Amounts are fixed decimals
 * (USDT 6 places, LKR 2), so columns sort and sum as text; a payment priced in USDT has no LKR columns.
 */
export const PAYMENT_CSV_COLUMNS = [
  "id",
  "merchantTradeNo",
  "status",
  "statusLabel",
  "pricedIn",
  "amountUsdt",
  "amountLkr",
  "rateUsdtLkr",
  "exchangeFeePercent",
  "exchangeFeeUsdt",
  "exchangeFeeLkr",
  "serviceFeePercent",
  "serviceFeeUsdt",
  "serviceFeeLkr",
  "totalFeesUsdt",
  "totalFeesLkr",
  "netUsdt",
  "netLkr",
  "customerName",
  "customerEmail",
  "branchId",
  "branch",
  "paymentLinkId",
  "paymentLink",
  "contractId",
  zoned("createdAt"),
  zoned("paidAt"),
  zoned("expiredAt"),
  zoned("failedAt"),
  zoned("expiresAt"),
] as const;

/** A payment's branch in the export; null when it has none or the console does not know it yet. */
export interface CsvBranch {
  id: string;
  name: string | null;
}

/**
 * What the export knows of a payment beyond the list: decimal strings as the index stores them (or the
 * service answered), instants as ISO strings. `expiredAt`/`failedAt` come from the payment's own webhook
 * event, so they are known only for payments whose events reached this console.
 */
export interface CsvPaymentDetails {
  merchantTradeNo: string | null;
  lkrAmount: string | null;
  rateUsdtLkr: string | null;
  exchangeFeePct: string | null;
  serviceFeePct: string | null;
  exchangeFeeUsdt: string | null;
  serviceFeeUsdt: string | null;
  totalFeesUsdt: string | null;
  netUsdt: string | null;
  exchangeFeeLkr: string | null;
  serviceFeeLkr: string | null;
  totalFeesLkr: string | null;
  netLkr: string | null;
  customerName: string | null;
  customerEmail: string | null;
  branch: CsvBranch | null;
  /** The link whose order reference (merchantTradeNo) the payment carries. */
  link: { id: string; name: string } | null;
  contractId: string | null;
  expiredAt: string | null;
  failedAt: string | null;
  expireTime: string | null;
}

function amountText(amount: DecimalInput, currency: string): string {
  // Fixed decimals per currency (LKR 1500.50, USDT 12.5 → 12.500000) so columns sort and sum as text too.
  if (currency === "USDT" || currency === "LKR") {
    return roundFor(currency, amount).toFixed(CURRENCY_DECIMALS[currency]);
  }
  return String(amount);
}

const money = (value: string | null, currency: "USDT" | "LKR") =>
  value === null ? null : amountText(value, currency);
const plain = (value: string | null) => (value === null ? null : plainDecimal(value));

/** A list item and its details as a CSV line: amounts as fixed decimals, instants in Colombo time. */
export function paymentCsvLine(item: PaymentListItem, details: CsvPaymentDetails | null = null): string {
  const d = details;
  return csvLine([
    item.id,
    d?.merchantTradeNo ?? null,
    item.status,
    statusLabel("payment", item.status),
    d === null ? null : d.lkrAmount === null ? "USDT" : "LKR",
    amountText(item.amount, item.currency),
    money(d?.lkrAmount ?? null, "LKR"),
    plain(d?.rateUsdtLkr ?? null),
    plain(d?.exchangeFeePct ?? null),
    money(d?.exchangeFeeUsdt ?? null, "USDT"),
    money(d?.exchangeFeeLkr ?? null, "LKR"),
    plain(d?.serviceFeePct ?? null),
    money(d?.serviceFeeUsdt ?? null, "USDT"),
    money(d?.serviceFeeLkr ?? null, "LKR"),
    money(d?.totalFeesUsdt ?? null, "USDT"),
    money(d?.totalFeesLkr ?? null, "LKR"),
    money(d?.netUsdt ?? null, "USDT"),
    money(d?.netLkr ?? null, "LKR"),
    d?.customerName ?? null,
    d?.customerEmail ?? null,
    d?.branch?.id ?? null,
    d?.branch?.name ?? null,
    d?.link?.id ?? null,
    d?.link?.name ?? null,
    d?.contractId ?? null,
    csvInstant(item.createdAt),
    csvInstant(item.paidAt),
    csvInstant(d?.expiredAt),
    csvInstant(d?.failedAt),
    csvInstant(d?.expireTime),
  ]);
}

export const PAYMENT_CSV_HEADER = csvLine(PAYMENT_CSV_COLUMNS);
