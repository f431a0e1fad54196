import "server-only";
import { LEDGER_CSV_HEADER, ledgerCsvLine, OFFRAMP_CSV_HEADER, offrampCsvLine } from "@/lib/csv-reports";
import { ledgerReportQuery, loadLedgerFilters } from "@/lib/filters/ledger";
import { loadOfframpReportFilters, offrampReportQuery } from "@/lib/filters/offramp-report";
import {
  type LedgerReport,
  ledgerReportQuerySchema,
  type OfframpReport,
  offrampReportQuerySchema,
} from "@/lib/payments-api/offramp";
import { BffError } from "@/server/bff/errors";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { checkedExportQuery, csvAttachment, exportClient } from "./csv-export";
import { createExportPacer } from "./export-pace";
import { type CsvPage, pagedCsvStream } from "./paged-csv";

export interface ReportExportDeps extends AccountRouteDeps {
  /** Pacing of the upstream calls (tests shorten it). */
  minIntervalMs?: number;
}

/** The reports' largest page. */
const REPORT_EXPORT_PAGE_SIZE = 100;
/** The two reports allow 60 calls a minute: one a second leaves nothing over for the pages on screen, so 1.2 s. */
export const REPORT_EXPORT_MIN_INTERVAL_MS = 1_200;

function reportPage<T>(
  items: readonly T[],
  pagination: { totalPages: number; totalCount: number },
): CsvPage<T> {
  return { items, totalPages: pagination.totalPages, totalItems: pagination.totalCount };
}

function requireAggregator(aggregator: boolean) {
  if (!aggregator)
    throw new BffError("forbidden", "This account is not an aggregator: it has no float or payouts");
}

/**
 * GET handler of the offramp report's CSV: the report page's filters and sort from the query string, every
 * page streamed (reports:read and offramp:read, as the page asks; aggregator accounts only).
 */
export function offrampExportHandler(deps: ReportExportDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ request, requestId, access }) => {
      requireAggregator(access.aggregator);
      if (!access.can("offramp:read")) {
        throw new BffError("forbidden", `Your role (${access.membership.role}) does not allow this`);
      }
      const { page: _page, limit: _limit, ...query } = offrampReportQuery(loadOfframpReportFilters(request));
      checkedExportQuery(offrampReportQuerySchema, query);
      const pacer = createExportPacer(deps.minIntervalMs ?? REPORT_EXPORT_MIN_INTERVAL_MS);
      const { api } = exportClient(access, pacer);
      const fetchPage = async (page: number, signal: AbortSignal) => {
        const report: OfframpReport = await api.getOfframpReport({
          query: { ...query, page, limit: REPORT_EXPORT_PAGE_SIZE },
          signal,
        });
        return reportPage(report.offramps, report.pagination);
      };
      return csvAttachment({
        requestId,
        name: "offramp",
        signal: request.signal,
        firstPage: (signal) => fetchPage(1, signal),
        totalOf: (first) => first.totalItems,
        duration: { pagesOf: (first) => first.totalPages, pacer },
        stream: (firstPage) =>
          pagedCsvStream({
            header: OFFRAMP_CSV_HEADER,
            fetchPage,
            firstPage,
            keyOf: (item) => item.paymentId,
            lines: (items) => items.map(offrampCsvLine).join(""),
            pacer,
          }),
      });
    },
    { ...deps, permission: "reports:read" },
  );
}

/** GET handler of the float ledger's CSV: the ledger page's filters and order, every page streamed. */
export function ledgerExportHandler(deps: ReportExportDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ request, requestId, access }) => {
      requireAggregator(access.aggregator);
      const { page: _page, limit: _limit, ...query } = ledgerReportQuery(loadLedgerFilters(request));
      checkedExportQuery(ledgerReportQuerySchema, query);
      const pacer = createExportPacer(deps.minIntervalMs ?? REPORT_EXPORT_MIN_INTERVAL_MS);
      const { api } = exportClient(access, pacer);
      const fetchPage = async (page: number, signal: AbortSignal) => {
        const report: LedgerReport = await api.getLedgerReport({
          query: { ...query, page, limit: REPORT_EXPORT_PAGE_SIZE },
          signal,
        });
        return reportPage(report.ledger, report.pagination);
      };
      return csvAttachment({
        requestId,
        name: "float-ledger",
        signal: request.signal,
        firstPage: (signal) => fetchPage(1, signal),
        totalOf: (first) => first.totalItems,
        duration: { pagesOf: (first) => first.totalPages, pacer },
        stream: (firstPage) =>
          pagedCsvStream({
            header: LEDGER_CSV_HEADER,
            fetchPage,
            firstPage,
            keyOf: (entry) => entry.id,
            lines: (entries) => entries.map(ledgerCsvLine).join(""),
            pacer,
          }),
      });
    },
    { ...deps, permission: "reports:read" },
  );
}
