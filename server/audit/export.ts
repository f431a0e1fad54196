import "server-only";
import { colomboDate } from "@/lib/dates";
import { auditFilterParsers, loadAuditFilterParams } from "@/lib/filters/audit";
import { type AccessWatch, accessWatch } from "@/server/access/access-watch";
import { authSecret } from "@/server/auth/auth-secret";
import { type RequestSession, requestSession } from "@/server/auth/session-cookie";
import { sessionStillValid } from "@/server/auth/session-revocation";
import { BffError } from "@/server/bff/errors";
import { baseHeaders, errorResponse, newRequestId } from "@/server/bff/respond";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { auditAccounts, auditCsv } from "./query";

export interface AuditExportDeps {
  /** Who is asking; by default the session cookie, checked against sign-outs. Tests vouch for a user. */
  session?: (request: Request) => Promise<RequestSession | null>;
  db?: () => ConsoleExecutor;
  watch?: () => AccessWatch;
  limit?: number;
}

const NEEDS_TWO_FACTOR =
  "Your merchant accounts require two-factor sign-in before their audit log can be read. Set up a second factor under Settings → Security first.";
export const AUDIT_ACCESS_ENDED = "Your access to the audit log ended or changed, so the export stopped.";

/**
 * GET /settings/audit/export?…: the audit page's filtered rows (every page, newest first) as a streamed
 * CSV, formula-safe. Owners and admins only, of accounts whose two-factor rule they meet; the rows are
 * those the page would show the same person. The export ends when the session is signed out or the
 * person loses an account's trail while it runs (heard from any instance within a second).
 */
export function auditExportHandler(deps: AuditExportDeps = {}) {
  const sessionOf = deps.session ?? ((request: Request) => requestSession(request, authSecret()));
  const db = deps.db ?? getDb;
  const watch = deps.watch ?? accessWatch;
  return async (request: Request): Promise<Response> => {
    const requestId = newRequestId();
    const accessReadAt = Date.now();
    const session = await sessionOf(request);
    const sessionValid = async () =>
      session !== null &&
      (session.sessionId === null ||
        (await sessionStillValid(session.userId, session.sessionId, db(), session.signedInAt)));
    if (!session || !(await sessionValid()))
      return errorResponse(new BffError("unauthenticated", "Sign in to continue"), requestId);
    const { userId } = session;
    const accounts = await auditAccounts(db(), userId);
    if (accounts.readable.length === 0) {
      const message =
        accounts.needTwoFactor.length > 0
          ? NEEDS_TWO_FACTOR
          : "Only owners and admins can export the audit log";
      return errorResponse(new BffError("forbidden", message), requestId);
    }
    const readableAtStart = new Set(accounts.readable.map((account) => account.id));
    const params = new URL(request.url).searchParams;
    try {
      refuseUnreadFilters(auditFilterParsers, params);
    } catch (error) {
      if (error instanceof BffError) return errorResponse(error, requestId);
      throw error;
    }
    const filters = loadAuditFilterParams(params);
    let truncated = false;
    const lines = auditCsv(db(), userId, filters, {
      ...(deps.limit ? { limit: deps.limit } : {}),
      truncated: () => {
        truncated = true;
      },
    });
    const ended = new AbortController();
    const unguard = await watch().guard(
      {
        userId,
        accountId: null,
        stillAllowed: async () => {
          if (!(await sessionValid())) return false;
          const now = await auditAccounts(db(), userId);
          const readable = new Set(now.readable.map((account) => account.id));
          return [...readableAtStart].every((id) => readable.has(id));
        },
        end: () => ended.abort(new Error(AUDIT_ACCESS_ENDED)),
      },
      accessReadAt,
    );
    const finish = () => {
      unguard();
      void lines.return(undefined);
    };
    const encoder = new TextEncoder();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const stop = () => {
          finish();
          controller.error(ended.signal.reason);
        };
        if (ended.signal.aborted) stop();
        else ended.signal.addEventListener("abort", stop, { once: true });
      },
      async pull(controller) {
        try {
          const next = await lines.next();
          // The reader left or access ended while the page was read: nobody takes the rows.
          if (cancelled || ended.signal.aborted) return;
          if (next.done) {
            if (truncated) {
              controller.enqueue(
                encoder.encode("# More entries match: narrow the date window to export the rest\r\n"),
              );
            }
            unguard();
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          if (cancelled || ended.signal.aborted) return;
          logger().error("audit export failed", {
            scope: "audit",
            requestId,
            error: error instanceof Error ? error.name : typeof error,
          });
          unguard();
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
        logger().info("client went away", { scope: "audit", requestId });
        finish();
      },
    });
    const headers = baseHeaders(requestId);
    headers.set("Content-Type", "text/csv; charset=utf-8");
    headers.set("Content-Disposition", `attachment; filename="audit-log-${colomboDate(new Date())}.csv"`);
    return new Response(body, { status: 200, headers });
  };
}
