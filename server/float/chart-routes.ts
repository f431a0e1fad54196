import "server-only";
import { colomboDate } from "@/lib/dates";
import { type ChartReadEvent, checkChartWindow } from "@/lib/float-read";
import type { AccountAccess } from "@/server/access/account-access";
import type { AnyPermission } from "@/server/auth/policy";
import { BffError } from "@/server/bff/errors";
import { CLIENT_WENT_AWAY } from "@/server/bff/log";
import { baseHeaders } from "@/server/bff/respond";
import { type AccountRouteContext, type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { pacedExportClient, upstreamFailure } from "@/server/reports/csv-export";
import { AccessEndedError, startLongRead } from "@/server/reports/long-reads";
import { REPORT_EXPORT_MIN_INTERVAL_MS } from "@/server/reports/report-exports";
import type { PaymentsApi } from "@/server/upstream/client";
import { type ReadPage, readAllPages, TooManyRowsError } from "./read-pages";
import { type DayRange, ledgerChartPage, offrampChartPage } from "./report-reads";

/** A bound on a chart read: a year of a busy aggregator, far above the demo's 1,700 ledger rows. */
export const CHART_MAX_ROWS = 20_000;

export interface ChartRouteDeps extends AccountRouteDeps {
  /** Pacing of the upstream calls (tests shorten it). */
  minIntervalMs?: number;
  now?: () => Date;
  /** Rows per upstream page (tests make it small to walk several pages). */
  pageSize?: number;
}

function windowOf(request: Request, now: Date): DayRange {
  const query = new URL(request.url).searchParams;
  const checked = checkChartWindow(query.get("startDate"), query.get("endDate"), colomboDate(now));
  if (!checked.ok) throw new BffError("validation_failed", checked.message);
  return { from: checked.from, to: checked.to };
}

function requireAggregatorReader(access: AccountAccess, also?: "offramp:read") {
  if (!access.aggregator) {
    throw new BffError("forbidden", "This account is not an aggregator: it has no float or payouts");
  }
  if (access.branchId !== null) {
    throw new BffError("forbidden", "The float and payouts are the whole account's, not a branch's");
  }
  if (also && !access.can(also)) {
    throw new BffError("forbidden", `Your role (${access.membership.role}) does not allow this`);
  }
}

/** A chart read: the report it walks and what the member needs to go on reading it. */
interface ChartReport {
  operationId: "getLedgerReport" | "getOfframpReport";
  permissions: AnyPermission[];
}

/**
 * The streamed answer of a chart read: page 1 before answering (a refusal gets its status), then one
 * progress line per page and the rows, as NDJSON. Closing the request stops the paging; so does the end of
 * the member's access, with an error line in words. A long read (server/reports/long-reads.ts).
 */
async function chartRead<T, S>(
  context: AccountRouteContext<{ accountId: string }>,
  report: ChartReport,
  fetchPage: (api: PaymentsApi, page: number, signal: AbortSignal) => Promise<ReadPage<T, S>>,
  keyOf: (item: T) => string,
  deps: ChartRouteDeps,
): Promise<Response> {
  const db = deps.db?.() ?? getDb();
  const longRead = await startLongRead(context, db, "chart", ["reports:read", ...report.permissions]);
  // Charts read in the background of a page: a person's export of the same report goes first.
  const { pacer, api } = pacedExportClient(
    context.access,
    report.operationId,
    deps.minIntervalMs ?? REPORT_EXPORT_MIN_INTERVAL_MS,
    db,
    { background: true },
  );
  const abort = new AbortController();
  const stop = () => abort.abort();
  for (const signal of [context.request.signal, longRead.signal]) {
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  }
  let first: ReadPage<T, S>;
  try {
    await pacer.turn(abort.signal);
    first = await fetchPage(api, 1, abort.signal);
  } catch (error) {
    longRead.release();
    if (longRead.signal.aborted) throw new BffError("forbidden", new AccessEndedError().message);
    // The reader left (another page, a new period): nobody to answer, nothing went wrong.
    if (abort.signal.aborted)
      return new Response(null, { status: CLIENT_WENT_AWAY, headers: baseHeaders(context.requestId) });
    return upstreamFailure(error, context.requestId);
  }
  if (first.totalItems > CHART_MAX_ROWS) {
    longRead.release();
    throw new BffError(
      "validation_failed",
      `This period holds ${first.totalItems} rows; the charts read at most ${CHART_MAX_ROWS}. Choose a shorter period.`,
    );
  }
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChartReadEvent<T, S>) =>
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        const result = await readAllPages({
          fetchPage: (page, signal) => fetchPage(api, page, signal),
          firstPage: first,
          keyOf,
          pacer,
          signal: abort.signal,
          maxRows: CHART_MAX_ROWS,
          onProgress: (progress) => send({ type: "progress", ...progress }),
        });
        send({ type: "done", rows: result.items, summary: result.summary });
      } catch (error) {
        if (longRead.signal.aborted) {
          send({ type: "error", requestId: context.requestId, message: new AccessEndedError().message });
        } else if (abort.signal.aborted) {
          longRead.release();
          return;
        } else {
          logger().warn("chart read failed", {
            scope: "float",
            requestId: context.requestId,
            error: String(error),
          });
          send({
            type: "error",
            requestId: context.requestId,
            message:
              error instanceof TooManyRowsError
                ? error.message
                : "The payments service stopped answering while the pages were read",
          });
        }
      }
      longRead.release();
      controller.close();
    },
    cancel() {
      longRead.release();
      abort.abort();
    },
  });
  const headers = baseHeaders(context.requestId);
  headers.set("Content-Type", "application/x-ndjson; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(stream, { status: 200, headers });
}

/** GET /api/accounts/:accountId/float/ledger?startDate&endDate – every ledger row of the window, streamed. */
export function ledgerChartHandler(deps: ChartRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async (context) => {
      requireAggregatorReader(context.access);
      const range = windowOf(context.request, deps.now?.() ?? new Date());
      return chartRead(
        context,
        { operationId: "getLedgerReport", permissions: [] },
        (api, page, signal) => ledgerChartPage(api, range, page, signal, deps.pageSize),
        (row) => row.id,
        deps,
      );
    },
    { ...deps, permission: "reports:read" },
  );
}

/** GET /api/accounts/:accountId/float/offramps?startDate&endDate – every payout of the window, streamed. */
export function offrampChartHandler(deps: ChartRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async (context) => {
      requireAggregatorReader(context.access, "offramp:read");
      const range = windowOf(context.request, deps.now?.() ?? new Date());
      return chartRead(
        context,
        { operationId: "getOfframpReport", permissions: ["offramp:read"] },
        (api, page, signal) => offrampChartPage(api, range, page, signal, deps.pageSize),
        (row) => row.paymentId,
        deps,
      );
    },
    { ...deps, permission: "reports:read" },
  );
}
