import "server-only";
import { LEDGER_CSV_HEADER, ledgerCsvLine, OFFRAMP_CSV_HEADER, offrampCsvLine } from "@/lib/csv-reports";
import { ledgerFilterParsers, ledgerReportQuery, loadLedgerFilters } from "@/lib/filters/ledger";
import {
  loadOfframpReportFilters,
  offrampReportFilterParsers,
  offrampReportQuery,
} from "@/lib/filters/offramp-report";
import {
  type LedgerReport,
  ledgerReportQuerySchema,
  type OfframpReport,
  offrampReportQuerySchema,
} from "@/lib/payments-api/offramp";
import { BffError } from "@/server/bff/errors";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { checkedExportQuery } from "./csv-export";
import { type ListExportDeps, listCsvHandler } from "./list-csv";
import type { CsvPage } from "./paged-csv";

export type ReportExportDeps = ListExportDeps;

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
  return listCsvHandler<OfframpReport["offramps"][number]>("reports:read", deps, (context) => {
    const { request, access } = context;
    requireAggregator(access.aggregator);
    if (!access.can("offramp:read")) {
      throw new BffError("forbidden", `Your role (${access.membership.role}) does not allow this`);
    }
    refuseUnreadFilters(offrampReportFilterParsers, request);
    const { page: _page, limit: _limit, ...query } = offrampReportQuery(loadOfframpReportFilters(request));
    checkedExportQuery(offrampReportQuerySchema, query);
    return {
      name: "offramp",
      operationId: "getOfframpReport",
      fallbackIntervalMs: REPORT_EXPORT_MIN_INTERVAL_MS,
      permissions: ["reports:read", "offramp:read"],
      header: OFFRAMP_CSV_HEADER,
      fetchPage: async (api, page, signal) => {
        const report = await api.getOfframpReport({
          query: { ...query, page, limit: REPORT_EXPORT_PAGE_SIZE },
          signal,
        });
        return reportPage(report.offramps, report.pagination);
      },
      keyOf: (item) => item.paymentId,
      lines: () => (items) => items.map(offrampCsvLine).join(""),
    };
  });
}

/** GET handler of the float ledger's CSV: the ledger page's filters and order, every page streamed. */
export function ledgerExportHandler(deps: ReportExportDeps = {}) {
  return listCsvHandler<LedgerReport["ledger"][number]>("reports:read", deps, (context) => {
    const { request, access } = context;
    requireAggregator(access.aggregator);
    refuseUnreadFilters(ledgerFilterParsers, request);
    const { page: _page, limit: _limit, ...query } = ledgerReportQuery(loadLedgerFilters(request));
    checkedExportQuery(ledgerReportQuerySchema, query);
    return {
      name: "float-ledger",
      operationId: "getLedgerReport",
      fallbackIntervalMs: REPORT_EXPORT_MIN_INTERVAL_MS,
      permissions: ["reports:read"],
      header: LEDGER_CSV_HEADER,
      fetchPage: async (api, page, signal) => {
        const report = await api.getLedgerReport({
          query: { ...query, page, limit: REPORT_EXPORT_PAGE_SIZE },
          signal,
        });
        return reportPage(report.ledger, report.pagination);
      },
      keyOf: (entry) => entry.id,
      lines: () => (entries) => entries.map(ledgerCsvLine).join(""),
    };
  });
}
