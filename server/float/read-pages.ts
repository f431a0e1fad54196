import "server-only";
import { estimateExportSeconds, type LongReadPacer } from "@/server/reports/export-pace";

/** One page of a report as the chart reads need it. */
export interface ReadPage<T, S> {
  items: readonly T[];
  totalPages: number;
  totalItems: number;
  /** The report's summary block (the same on every page). */
  summary: S;
}

export interface ReadProgress {
  pagesRead: number;
  totalPages: number;
  totalItems: number;
  /** Seconds the rest will take at the pace now known. */
  secondsLeft: number;
}

export interface ReadAllOptions<T, S> {
  fetchPage: (page: number, signal: AbortSignal) => Promise<ReadPage<T, S>>;
  /** Page 1, when the caller fetched it already. */
  firstPage?: ReadPage<T, S>;
  keyOf: (item: T) => string;
  /** The account's shared pace for long reads; every page waits for its turn. */
  pacer: LongReadPacer;
  signal: AbortSignal;
  onProgress?: (progress: ReadProgress) => void;
  /** A bound on the read; a window holding more is refused before page 2. */
  maxRows: number;
}

export class TooManyRowsError extends Error {
  override name = "TooManyRowsError";
  constructor(
    readonly totalItems: number,
    readonly maxRows: number,
  ) {
    super(`The window holds ${totalItems} rows; the charts read at most ${maxRows}`);
  }
}

/**
 * Every page of a report window, at the account's shared pace for long reads (server/reports/export-pace.ts:
 * together, three quarters of the service's announced limit), so the pages on screen keep working while a
 * long read runs. A row that slides onto the next page while the read runs is kept once.
 */
export async function readAllPages<T, S>(
  options: ReadAllOptions<T, S>,
): Promise<{ items: T[]; summary: S; totalItems: number }> {
  const fetchPage = async (page: number) => {
    await options.pacer.turn(options.signal);
    return options.fetchPage(page, options.signal);
  };

  const first = options.firstPage ?? (await fetchPage(1));
  if (first.totalItems > options.maxRows) throw new TooManyRowsError(first.totalItems, options.maxRows);
  const seen = new Set<string>();
  const items: T[] = [];
  const take = (page: ReadPage<T, S>) => {
    for (const item of page.items) {
      const key = options.keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  };
  take(first);
  const totalPages = Math.max(1, first.totalPages);
  const report = (pagesRead: number) =>
    options.onProgress?.({
      pagesRead,
      totalPages,
      totalItems: first.totalItems,
      secondsLeft: estimateExportSeconds(totalPages - pagesRead + 1, options.pacer),
    });
  report(1);
  for (let page = 2; page <= totalPages; page++) {
    const next = await fetchPage(page);
    take(next);
    report(page);
    if (next.items.length === 0) break;
    if (items.length > options.maxRows) throw new TooManyRowsError(items.length, options.maxRows);
  }
  return { items, summary: first.summary, totalItems: first.totalItems };
}
