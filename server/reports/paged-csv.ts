import "server-only";
import type { LongReadPacer } from "./export-pace";

/** One page of a list as the CSV walk needs it: its rows and how many pages there are. */
export interface CsvPage<T> {
  items: readonly T[];
  totalPages: number;
  totalItems: number;
}

export type CsvPageFetcher<T> = (page: number, signal: AbortSignal) => Promise<CsvPage<T>>;

/** A bound on the walk, far above any list the console is for. */
export const EXPORT_MAX_ROWS = 200_000;

/** How a CSV walk is paced and bounded: the same for every export, whatever its rows. */
export interface CsvWalkPace {
  /** The least time between two upstream calls (the list's rate limit), unless a pacer decides. */
  minIntervalMs?: number;
  /** The account's shared pace for long reads (server/reports/export-pace.ts). */
  pacer?: LongReadPacer;
  /** Ends the export (the member's access ended): the walk stops and the file is cut with an error. */
  signal?: AbortSignal;
  maxRows?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface PagedCsvOptions<T> extends CsvWalkPace {
  /** The header line (CRLF-terminated). */
  header: string;
  fetchPage: CsvPageFetcher<T>;
  /** Page 1, when the caller fetched it already (to answer a failure with a proper status, not a cut stream). */
  firstPage?: CsvPage<T>;
  /** A row's identity: a row that slides onto the next page while the export runs is written once. */
  keyOf: (item: T) => string;
  /** The CSV lines of a page's new rows; may look things up (branch names) before writing them. */
  lines: (items: readonly T[], signal: AbortSignal) => string | Promise<string>;
}

/**
 * The CSV of every page of a list, produced on demand: a page is fetched only when the reader has taken the
 * previous one, so memory holds one page and a reader that stops (cancel, closed connection) stops the paging.
 * Every export (payments, offramp report, float ledger) streams through here.
 */
export function pagedCsvStream<T>(options: PagedCsvOptions<T>): ReadableStream<Uint8Array> {
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const encoder = new TextEncoder();
  const abort = new AbortController();
  let page = 0;
  let rows = 0;
  let lastCallAt = Number.NEGATIVE_INFINITY;
  let previousKeys = new Set<string>();

  async function nextPage(): Promise<CsvPage<T>> {
    if (page === 1 && options.firstPage) return options.firstPage;
    if (options.pacer) await options.pacer.turn(abort.signal);
    else {
      const wait = lastCallAt + (options.minIntervalMs ?? 0) - now();
      if (wait > 0) await sleep(wait);
    }
    lastCallAt = now();
    return options.fetchPage(page, abort.signal);
  }

  let ended: (() => void) | null = null;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const { signal } = options;
        if (!signal) return;
        ended = () => {
          abort.abort(signal.reason);
          controller.error(signal.reason);
        };
        if (signal.aborted) ended();
        else signal.addEventListener("abort", ended, { once: true });
      },
      async pull(controller) {
        page += 1;
        const result = await nextPage();
        if (abort.signal.aborted) return;
        const fresh = result.items.filter((item) => !previousKeys.has(options.keyOf(item)));
        previousKeys = new Set(result.items.map(options.keyOf));
        rows += fresh.length;
        if (rows > maxRows) throw new Error(`The export stops at ${maxRows} rows; narrow the filters`);
        const body = fresh.length > 0 ? await options.lines(fresh, abort.signal) : "";
        if (abort.signal.aborted) return;
        const text = (page === 1 ? options.header : "") + body;
        if (text !== "") controller.enqueue(encoder.encode(text));
        if (page >= result.totalPages || result.items.length === 0) {
          if (ended) options.signal?.removeEventListener("abort", ended);
          controller.close();
        }
      },
      cancel(reason) {
        if (ended) options.signal?.removeEventListener("abort", ended);
        abort.abort(reason);
      },
    },
    // No read-ahead: the next page is fetched when the reader asks for it.
    { highWaterMark: 0 },
  );
}
