import "server-only";
import { TooManyRowsError } from "@/server/float/read-pages";
import type { LongReadPacer } from "@/server/reports/export-pace";

// The references an account's payouts carry, from the offramp report read oldest first. The report only
// grows at its end (a new payout is the newest), so this instance remembers what the last check read and a
// later check of the account reads again only from the last full page it saw (a page of overlap, for rows
// that moved a place), instead of the account's whole history at the long reads' pace.

/** One page of the report as the check needs it. */
export interface ReferencePage {
  items: ReadonlyArray<{ paymentId: string; externalRef: string }>;
  totalItems: number;
  totalPages: number;
}

export interface UsedReferencesRead {
  /** Whose report it is (the account, its service and key); without it, nothing is remembered. */
  key?: string;
  pageSize: number;
  fetchPage: (page: number, signal: AbortSignal) => Promise<ReferencePage>;
  pacer: LongReadPacer;
  signal: AbortSignal;
  maxRows: number;
}

interface Known {
  /** Pages of `pageSize` rows that were full when read: they hold the same rows until rows are removed. */
  fullPages: number;
  totalItems: number;
  /** Reference → "payout …" of the payout that used it. */
  references: Map<string, string>;
}

/** Accounts remembered by this instance, the least recently checked forgotten first. */
const MAX_KNOWN = 200;
const known = new Map<string, Known>();

/** Every reference of the account's payouts, with the payout that used it ("payout …"). */
export async function readUsedReferences(read: UsedReferencesRead): Promise<Map<string, string>> {
  const before = read.key === undefined ? undefined : known.get(read.key);
  if (read.key !== undefined) known.delete(read.key);
  const start = before ? Math.max(1, before.fullPages) : 1;
  const fetch = async (page: number) => {
    await read.pacer.turn(read.signal);
    return read.fetchPage(page, read.signal);
  };
  const first = await fetch(start);
  // Rows were removed (or another view): what was remembered may have moved anywhere, so read it all.
  if (before && first.totalItems < before.totalItems) return readUsedReferences(read);
  if (first.totalItems > read.maxRows) throw new TooManyRowsError(first.totalItems, read.maxRows);
  const references = new Map(start > 1 ? before?.references : undefined);
  const take = (page: ReferencePage) => {
    for (const { paymentId, externalRef } of page.items) references.set(externalRef, `payout ${paymentId}`);
  };
  take(first);
  for (let page = start + 1; page <= first.totalPages; page++) take(await fetch(page));
  if (read.key === undefined) return references;
  known.set(read.key, {
    fullPages: Math.floor(first.totalItems / read.pageSize),
    totalItems: first.totalItems,
    references,
  });
  for (const oldest of known.keys()) {
    if (known.size <= MAX_KNOWN) break;
    known.delete(oldest);
  }
  return new Map(references);
}
