import "server-only";
import { colomboDate } from "@/lib/dates";
import { loadReconciliationWindow, reconciliationWindowParsers } from "@/lib/filters/reconciliation";
import { reconciliationCsv } from "@/lib/reconciliation-csv";
import { type ReconciliationMessage, resolveWindow, windowProblemWords } from "@/lib/reconciliation-report";
import { BffError } from "@/server/bff/errors";
import { baseHeaders } from "@/server/bff/respond";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { AccessEndedError, startLongRead } from "@/server/reports/long-reads";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import { AuthenticationError, UpstreamError, UpstreamTimeoutError } from "@/server/upstream/errors";
import { reconcileAccountWindow, WindowTooLargeError } from "./read-window";

export interface ReconciliationRouteDeps extends AccountRouteDeps {
  reconciliationDb?: () => ConsoleExecutor;
  /** Pacing of the upstream calls (tests shorten it). */
  minIntervalMs?: number;
  /** The console's clock for the stuck-payout check (tests move it). */
  now?: () => Date;
}

/** A failure in the middle of the stream, in words a person reads (no internals). */
function failureWords(error: unknown): string {
  if (error instanceof MemberScopeError) return error.message;
  if (error instanceof WindowTooLargeError) return "The window holds too many entries; check a shorter one.";
  if (error instanceof UpstreamTimeoutError) return "The payments service did not answer in time.";
  if (error instanceof AuthenticationError) return "The payments service refused this account's API key.";
  if (error instanceof UpstreamError) {
    if (error.status === 429) return "The payments service's rate limit was reached; try again in a minute.";
    return error.status !== null && error.status < 500
      ? `The payments service refused a report page (HTTP ${error.status}).`
      : "The payments service could not be reached.";
  }
  return "Something went wrong in the console; the request id identifies it.";
}

/**
 * GET /api/accounts/:accountId/reconciliation?from=&to= – reconciles the window and streams NDJSON: a
 * `progress` line per page read, then one `result` line (or an `error` line). Aggregator accounts, members
 * who may read both the float ledger and the offramp report. Closing the connection stops the reading.
 */
export function reconciliationHandler(deps: ReconciliationRouteDeps = {}) {
  const db = deps.reconciliationDb ?? getDb;
  return withAccount<{ accountId: string }>(
    async (context) => {
      const { request, requestId, access, trace } = context;
      if (!access.aggregator) {
        throw new BffError("forbidden", "This account is not an aggregator: it has no float or payouts");
      }
      if (!access.can("offramp:read")) {
        throw new BffError("forbidden", `Your role (${access.membership.role}) does not allow this`);
      }
      const url = new URL(request.url);
      refuseUnreadFilters(reconciliationWindowParsers, url.searchParams);
      const params = loadReconciliationWindow(url.searchParams);
      const now = new Date();
      const window = resolveWindow(params, now);
      if (window.problem) {
        throw new BffError("validation_failed", windowProblemWords[window.problem], [
          {
            field: window.problem === "to-in-future" ? "to" : "from",
            constraint: window.problem,
            message: windowProblemWords[window.problem],
          },
        ]);
      }
      trace.path = `reconciliation?${url.searchParams.toString()}`;

      const longRead = await startLongRead(context, db(), "reconciliation", ["reports:read", "offramp:read"]);
      const encoder = new TextEncoder();
      const abort = new AbortController();
      const stopOnClose = () => abort.abort(request.signal.reason);
      request.signal.addEventListener("abort", stopOnClose, { once: true });
      // The member's access ended: the reading stops, and the page is told why.
      const stopOnEnd = () => abort.abort(longRead.signal.reason);
      if (longRead.signal.aborted) stopOnEnd();
      else longRead.signal.addEventListener("abort", stopOnEnd, { once: true });

      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          const write = (message: ReconciliationMessage) =>
            controller.enqueue(encoder.encode(`${JSON.stringify(message)}\n`));
          const send = (message: ReconciliationMessage) => {
            if (!abort.signal.aborted) write(message);
          };
          try {
            const statement = await reconcileAccountWindow({
              access,
              db: db(),
              window: { from: window.from, to: window.to },
              runsToToday: window.to >= colomboDate(now),
              signal: abort.signal,
              minIntervalMs: deps.minIntervalMs,
              now: deps.now,
              onProgress: (source, done, total) => send({ type: "progress", source, done, total }),
            });
            send({ type: "result", statement, csv: reconciliationCsv(statement) });
          } catch (error) {
            if (!abort.signal.aborted) send({ type: "error", message: failureWords(error), requestId });
            else if (longRead.signal.aborted && !request.signal.aborted) {
              try {
                write({ type: "error", message: new AccessEndedError().message, requestId });
              } catch {
                // the reader already left
              }
            }
          } finally {
            request.signal.removeEventListener("abort", stopOnClose);
            longRead.signal.removeEventListener("abort", stopOnEnd);
            longRead.release();
            try {
              controller.close();
            } catch {
              // the reader already left
            }
          }
        },
        cancel(reason) {
          longRead.release();
          abort.abort(reason);
        },
      });

      const headers = baseHeaders(requestId);
      headers.set("Content-Type", "application/x-ndjson; charset=utf-8");
      headers.set("Cache-Control", "no-store");
      headers.set("X-Accel-Buffering", "no");
      return new Response(body, { status: 200, headers });
    },
    { ...deps, permission: "reports:read" },
  );
}
