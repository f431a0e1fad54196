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
import type { AccountAccess } from "@/server/access/account-access";
import type { AnyPermission } from "@/server/auth/policy";
import { BffError } from "@/server/bff/errors";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { checkedExportQuery, csvAttachment, exportClient } from "./csv-export";
import { type LongReadContext, startLongRead } from "./long-reads";
import { accountPacer } from "./pace-store";
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

/** One report's export: its name, header and rows, and how to fetch one page of it with the account's client. */
interface ReportCsv<T> {
  name: string;
  /** The report's operation, whose rate limit paces the export. */
  operationId: "getLedgerReport" | "getOfframpReport";
  /** What the member needs to go on reading it. */
  permissions: AnyPermission[];
  header: string;
  fetchPage: (api: ExportApi, page: number, signal: AbortSignal) => Promise<CsvPage<T>>;
  keyOf: (item: T) => string;
  line: (item: T) => string;
}

type ExportApi = ReturnType<typeof exportClient>["api"];

/** The streamed CSV answer of a report: page 1 fetched before answering, the rest paced and streamed. */
async function reportCsv<T>(
  report: ReportCsv<T>,
  context: LongReadContext & { request: Request; requestId: string; access: AccountAccess },
  deps: ReportExportDeps,
): Promise<Response> {
  const db: ConsoleExecutor = deps.db?.() ?? getDb();
  const longRead = await startLongRead(context, db, "export", ["reports:read", ...report.permissions]);
  const pacer = accountPacer(
    context.access.account.id,
    report.operationId,
    deps.minIntervalMs ?? REPORT_EXPORT_MIN_INTERVAL_MS,
    db,
  );
  const { api } = exportClient(context.access, pacer);
  const fetchPage = (page: number, signal: AbortSignal) => report.fetchPage(api, page, signal);
  return csvAttachment({
    requestId: context.requestId,
    name: report.name,
    signal: context.request.signal,
    firstPage: async (signal) => {
      await pacer.turn(signal);
      return fetchPage(1, signal);
    },
    totalOf: (first) => first.totalItems,
    duration: { pagesOf: (first) => first.totalPages, pacer },
    longRead,
    stream: (firstPage) =>
      pagedCsvStream({
        header: report.header,
        fetchPage,
        firstPage,
        keyOf: report.keyOf,
        lines: (items) => items.map(report.line).join(""),
        pacer,
        signal: longRead.signal,
      }),
  });
}

/**
 * GET handler of the offramp report's CSV: the report page's filters and sort from the query string, every
 * page streamed (reports:read and offramp:read, as the page asks; aggregator accounts only).
 */
export function offrampExportHandler(deps: ReportExportDeps = {}) {
  return withAccount<{ accountId: string }>(
    async (context) => {
      const { request, access } = context;
      requireAggregator(access.aggregator);
      if (!access.can("offramp:read")) {
        throw new BffError("forbidden", `Your role (${access.membership.role}) does not allow this`);
      }
      refuseUnreadFilters(offrampReportFilterParsers, request);
      const { page: _page, limit: _limit, ...query } = offrampReportQuery(loadOfframpReportFilters(request));
      checkedExportQuery(offrampReportQuerySchema, query);
      return reportCsv<OfframpReport["offramps"][number]>(
        {
          name: "offramp",
          operationId: "getOfframpReport",
          permissions: ["offramp:read"],
          header: OFFRAMP_CSV_HEADER,
          fetchPage: async (api, page, signal) => {
            const report = await api.getOfframpReport({
              query: { ...query, page, limit: REPORT_EXPORT_PAGE_SIZE },
              signal,
            });
            return reportPage(report.offramps, report.pagination);
          },
          keyOf: (item) => item.paymentId,
          line: offrampCsvLine,
        },
        context,
        deps,
      );
    },
    { ...deps, permission: "reports:read" },
  );
}

/** GET handler of the float ledger's CSV: the ledger page's filters and order, every page streamed. */
export function ledgerExportHandler(deps: ReportExportDeps = {}) {
  return withAccount<{ accountId: string }>(
    async (context) => {
      const { request, access } = context;
      requireAggregator(access.aggregator);
      refuseUnreadFilters(ledgerFilterParsers, request);
      const { page: _page, limit: _limit, ...query } = ledgerReportQuery(loadLedgerFilters(request));
      checkedExportQuery(ledgerReportQuerySchema, query);
      return reportCsv<LedgerReport["ledger"][number]>(
        {
          name: "float-ledger",
          operationId: "getLedgerReport",
          permissions: [],
          header: LEDGER_CSV_HEADER,
          fetchPage: async (api, page, signal) => {
            const report = await api.getLedgerReport({
              query: { ...query, page, limit: REPORT_EXPORT_PAGE_SIZE },
              signal,
            });
            return reportPage(report.ledger, report.pagination);
          },
          keyOf: (entry) => entry.id,
          line: ledgerCsvLine,
        },
        context,
        deps,
      );
    },
    { ...deps, permission: "reports:read" },
  );
}
