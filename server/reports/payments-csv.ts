import "server-only";
import { PAYMENT_CSV_HEADER, paymentCsvLine } from "@/lib/csv";
import type { PaymentListResponse } from "@/lib/payments-api/payments";
import type { QueryValue } from "@/lib/payments-api/query";
import type { PaymentsApi } from "@/server/upstream/client";

export type PaymentPageFetcher = (page: number, signal: AbortSignal) => Promise<PaymentListResponse>;

/** The list's largest page: 10,000 rows are 100 calls. */
export const EXPORT_PAGE_SIZE = 100;
/** GET /v1/payment/list allows 200 calls a minute; one every 300 ms stays within it with nothing else running. */
export const EXPORT_MIN_INTERVAL_MS = 60_000 / 200;
/** A bound on the walk, far above any list the console is for. */
export const EXPORT_MAX_ROWS = 200_000;

/** Pages of GET /v1/payment/list for a query, at the list's largest page size. */
export function paymentPages(
  api: Pick<PaymentsApi, "listPayments">,
  query: Record<string, QueryValue>,
): PaymentPageFetcher {
  return (page, signal) =>
    api.listPayments({ query: { ...query, page, pageSize: EXPORT_PAGE_SIZE }, signal });
}

export interface PaymentsCsvOptions {
  fetchPage: PaymentPageFetcher;
  /** Page 1, when the caller fetched it already (to answer a failure with a proper status, not a cut stream). */
  firstPage?: PaymentListResponse;
  minIntervalMs?: number;
  maxRows?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * The CSV of every page, produced on demand: a page is fetched only when the reader has taken the previous
 * one, so memory holds one page and a reader that stops (cancel, closed connection) stops the paging.
 * Rows that shift onto the next page while the export runs (new payments arrive first) are written once.
 */
export function paymentsCsvStream(options: PaymentsCsvOptions): ReadableStream<Uint8Array> {
  const minInterval = options.minIntervalMs ?? EXPORT_MIN_INTERVAL_MS;
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const encoder = new TextEncoder();
  const abort = new AbortController();
  let page = 0;
  let totalPages = 1;
  let rows = 0;
  let lastCallAt = Number.NEGATIVE_INFINITY;
  let previousIds = new Set<string>();

  async function nextPage(): Promise<PaymentListResponse> {
    if (page === 1 && options.firstPage) return options.firstPage;
    const wait = lastCallAt + minInterval - now();
    if (wait > 0) await sleep(wait);
    lastCallAt = now();
    return options.fetchPage(page, abort.signal);
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        page += 1;
        const result = await nextPage();
        if (abort.signal.aborted) return;
        totalPages = result.meta.totalPages;
        const fresh = result.data.filter((item) => !previousIds.has(item.id));
        previousIds = new Set(result.data.map((item) => item.id));
        rows += fresh.length;
        if (rows > maxRows) throw new Error(`The export stops at ${maxRows} rows; narrow the filters`);
        const text = (page === 1 ? PAYMENT_CSV_HEADER : "") + fresh.map(paymentCsvLine).join("");
        if (text !== "") controller.enqueue(encoder.encode(text));
        if (page >= totalPages || result.data.length === 0) controller.close();
      },
      cancel(reason) {
        abort.abort(reason);
      },
    },
    // No read-ahead: the next page is fetched when the reader asks for it.
    { highWaterMark: 0 },
  );
}
