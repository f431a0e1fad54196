import "server-only";
import { PAYMENT_CSV_HEADER, paymentCsvLine } from "@/lib/csv";
import type { PaymentListItem, PaymentListResponse } from "@/lib/payments-api/payments";
import type { QueryValue } from "@/lib/payments-api/query";
import type { PaymentsApi } from "@/server/upstream/client";
import { EXPORT_SHARE } from "./export-pace";
import { type CsvPage, type CsvWalkPace, EXPORT_MAX_ROWS, pagedCsvStream } from "./paged-csv";
import type { PaymentDetailsLookup } from "./payment-details";

export { EXPORT_MAX_ROWS };

export type PaymentPageFetcher = (page: number, signal: AbortSignal) => Promise<PaymentListResponse>;

/** The list's largest page: 10,000 rows are 100 calls. */
export const EXPORT_PAGE_SIZE = 100;
/**
 * GET /v1/payment/list allows 200 calls a minute; until the service has announced its limit, long reads
 * take their share of that (150 a minute, one every 400 ms), so the first calls of many exports started at
 * once leave people's lists their part too.
 */
export const EXPORT_MIN_INTERVAL_MS = Math.ceil(60_000 / Math.floor(200 * EXPORT_SHARE));

/** Pages of GET /v1/payment/list for a query, at the list's largest page size. */
export function paymentPages(
  api: Pick<PaymentsApi, "listPayments">,
  query: Record<string, QueryValue>,
): PaymentPageFetcher {
  return (page, signal) =>
    api.listPayments({ query: { ...query, page, pageSize: EXPORT_PAGE_SIZE }, signal });
}

export interface PaymentsCsvOptions extends CsvWalkPace {
  fetchPage: PaymentPageFetcher;
  /** Page 1, when the caller fetched it already (to answer a failure with a proper status, not a cut stream). */
  firstPage?: PaymentListResponse;
  /** Fills the columns beyond the list's (server/reports/payment-details.ts); without it they stay empty. */
  details?: PaymentDetailsLookup;
}

function asCsvPage(response: PaymentListResponse): CsvPage<PaymentListItem> {
  return { items: response.data, totalPages: response.meta.totalPages, totalItems: response.meta.totalItems };
}

/**
 * The payments CSV of every page (see pagedCsvStream): rows that shift onto the next page while the export
 * runs (new payments arrive first) are written once.
 */
export function paymentsCsvStream(options: PaymentsCsvOptions): ReadableStream<Uint8Array> {
  const { fetchPage, firstPage, details, ...pace } = options;
  return pagedCsvStream<PaymentListItem>({
    ...pace,
    header: PAYMENT_CSV_HEADER,
    fetchPage: async (page, signal) => asCsvPage(await fetchPage(page, signal)),
    firstPage: firstPage ? asCsvPage(firstPage) : undefined,
    keyOf: (item) => item.id,
    lines: async (items, signal) => {
      const known = details ? await details(items, signal) : null;
      return items.map((item) => paymentCsvLine(item, known?.get(item.id) ?? null)).join("");
    },
    minIntervalMs: options.minIntervalMs ?? EXPORT_MIN_INTERVAL_MS,
  });
}
