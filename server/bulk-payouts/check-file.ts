import "server-only";
import { checkPayoutRows } from "@/lib/bulk-payouts/check-payout-rows";
import { type PayoutFileCheck, payoutFileTotals } from "@/lib/bulk-payouts/payout-file-preview";
import { readPayoutFile } from "@/lib/bulk-payouts/read-payout-file";
import { plainDecimal } from "@/lib/decimal-text";
import { logger } from "@/server/log";
import type { LongReadPacer } from "@/server/reports/export-pace";
import type { PaymentsApi } from "@/server/upstream/client";
import { readUsedReferences } from "./used-references";

// A payout file checked against the service before anything is sent: its bank list, the references the
// account's payouts already carry (the whole offramp report, at the account's shared pace for long reads),
// the current rate and the float balance. Nothing here changes anything at the service.

/** The report's largest page. */
const REPORT_PAGE_SIZE = 100;
/** A bound on the payouts read for their references: far above a year of a busy aggregator's file runs. */
export const USED_REFERENCES_MAX_ROWS = 100_000;
/** The amount the current rate is asked for: a quote's rate does not depend on its amount. */
const RATE_PROBE_USDT = 1;

export interface CheckFileDeps {
  api: PaymentsApi;
  /** The account's pace for the offramp report (server/reports/pace-store.ts). */
  reportPacer: LongReadPacer;
  signal: AbortSignal;
  accountId: string;
  /**
   * Who reads the report (the account, its service and key): a later check by the same reader reads only
   * the payouts made since (used-references.ts). Without it, every check reads the whole report.
   */
  readerKey?: string;
  /** References of these rows held by the console's own batches, not yet paid or refused. */
  batchReferences?: (references: string[]) => Promise<Map<string, string>>;
}

/** Every reference the account's payouts carry, with the payout that used it ("payout …"). */
export function usedReferences(deps: CheckFileDeps): Promise<Map<string, string>> {
  return readUsedReferences({
    key: deps.readerKey,
    pageSize: REPORT_PAGE_SIZE,
    fetchPage: async (page, signal) => {
      const report = await deps.api.getOfframpReport({
        query: { page, limit: REPORT_PAGE_SIZE, sortBy: "created_at", sortOrder: "asc" },
        signal,
      });
      return {
        items: report.offramps.map(({ paymentId, externalRef }) => ({ paymentId, externalRef })),
        totalPages: report.pagination.totalPages,
        totalItems: report.pagination.totalCount,
      };
    },
    pacer: deps.reportPacer,
    signal: deps.signal,
    maxRows: USED_REFERENCES_MAX_ROWS,
  });
}

/** What a second read may miss without stopping the check: the preview then says it cannot start. */
async function orNull<T>(what: string, accountId: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    logger().warn("payout file check: a figure could not be read", {
      scope: "bulk-payouts",
      accountId,
      what,
      error: String(error),
    });
    return null;
  }
}

export async function checkFile(text: string, deps: CheckFileDeps): Promise<PayoutFileCheck> {
  const reading = readPayoutFile(text);
  if (!reading.ok) return reading;
  const { api, signal, accountId } = deps;
  const [banks, paid, queued, rate, balance] = await Promise.all([
    api.listBanks({ signal }),
    usedReferences(deps),
    deps.batchReferences?.(reading.rows.map((row) => row.cells.reference.trim())) ??
      new Map<string, string>(),
    orNull("rate", accountId, async () => {
      const quote = await api.getAggregatorQuote({ query: { amount_usdt: RATE_PROBE_USDT }, signal });
      return plainDecimal(quote.rateUsdtLkr);
    }),
    orNull("float", accountId, async () => {
      const ledger = await api.getLedgerReport({ query: { page: 1, limit: 1 }, signal });
      return plainDecimal(ledger.summary.currentBalanceLkr);
    }),
  ]);
  const used = new Map([...queued, ...paid]);
  const rows = checkPayoutRows(reading.rows, { banks, usedReferences: used, rateUsdtLkr: rate });
  return { ok: true, rows, totals: payoutFileTotals(rows, { rateUsdtLkr: rate, floatBalanceLkr: balance }) };
}
