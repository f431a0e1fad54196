import "server-only";
import { colomboDate } from "@/lib/dates";
import { auditFilterParsers, loadAuditFilterParams } from "@/lib/filters/audit";
import { BffError } from "@/server/bff/errors";
import { baseHeaders, errorResponse, newRequestId } from "@/server/bff/respond";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { auditCsv, canReadAudit } from "./query";

export interface AuditExportDeps {
  sessionUserId?: () => Promise<string | null>;
  db?: () => ConsoleExecutor;
  limit?: number;
}

/**
 * GET /settings/audit/export?…: the audit page's filtered rows (every page, newest first) as a streamed
 * CSV, formula-safe. Owners and admins only; the rows are those the page would show the same person.
 */
export function auditExportHandler(deps: AuditExportDeps = {}) {
  // Loaded on first use: next-auth needs Next's runtime, which tests of this handler do not have.
  const sessionUserId =
    deps.sessionUserId ?? (async () => (await import("@/server/session")).getSessionUserId());
  const db = deps.db ?? getDb;
  return async (request: Request): Promise<Response> => {
    const requestId = newRequestId();
    const userId = await sessionUserId();
    if (!userId) return errorResponse(new BffError("unauthenticated", "Sign in to continue"), requestId);
    if (!(await canReadAudit(db(), userId))) {
      return errorResponse(
        new BffError("forbidden", "Only owners and admins can export the audit log"),
        requestId,
      );
    }
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
    const encoder = new TextEncoder();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await lines.next();
          // The reader left while the page was read: nothing went wrong, and nobody takes the rows.
          if (cancelled) return;
          if (next.done) {
            if (truncated) {
              controller.enqueue(
                encoder.encode("# More entries match: narrow the date window to export the rest\r\n"),
              );
            }
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          if (cancelled) return;
          logger().error("audit export failed", {
            scope: "audit",
            requestId,
            error: error instanceof Error ? error.name : typeof error,
          });
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
        logger().info("client went away", { scope: "audit", requestId });
        await lines.return(undefined);
      },
    });
    const headers = baseHeaders(requestId);
    headers.set("Content-Type", "text/csv; charset=utf-8");
    headers.set("Content-Disposition", `attachment; filename="audit-log-${colomboDate(new Date())}.csv"`);
    return new Response(body, { status: 200, headers });
  };
}
