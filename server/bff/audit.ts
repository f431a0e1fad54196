import "server-only";
import { type AuditOutcome, writeAudit } from "@/server/audit/log";
import type { ConsoleExecutor } from "@/server/db/client";
import { type BffLogger, describeError } from "./log";

export interface ForwardAudit {
  userId: string;
  /** Only a syntactically valid id is stored (the column is a uuid). */
  accountId: string | null;
  operationId: string;
  method: string;
  path: string;
  status: number;
  requestId: string;
  code?: string;
  upstreamRequestId?: string | null;
  resourceId?: string | null;
  /** The client address (X-Forwarded-For as the console's front server set it). */
  address?: string | null;
}

export function outcomeOf(status: number): AuditOutcome {
  if (status < 400) return "success";
  if (status === 401 || status === 403 || status === 404) return "denied";
  if (status < 500) return "failure";
  return "error";
}

/** The id of a resource in a service answer, for the trail; nothing else of the body is kept. */
export function resourceIdOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("id" in body)) return null;
  return typeof body.id === "string" ? body.id : null;
}

/**
 * Records a state-changing call. A failure to write is logged, not thrown: the service has already
 * acted, and the browser must still learn what happened.
 */
export async function auditForward(
  db: () => ConsoleExecutor,
  entry: ForwardAudit,
  log: BffLogger,
): Promise<void> {
  try {
    await writeAudit(db(), {
      userId: entry.userId,
      accountId: entry.accountId,
      action: entry.operationId,
      method: entry.method,
      path: entry.path,
      status: entry.status,
      requestId: entry.requestId,
      address: entry.address ?? null,
      outcome: outcomeOf(entry.status),
      details: {
        ...(entry.code ? { code: entry.code } : {}),
        ...(entry.upstreamRequestId ? { upstreamRequestId: entry.upstreamRequestId } : {}),
        ...(entry.resourceId ? { resourceId: entry.resourceId } : {}),
      },
    });
  } catch (error) {
    log({
      requestId: entry.requestId,
      method: entry.method,
      operationId: entry.operationId,
      status: 500,
      code: "audit_failed",
      durationMs: 0,
      error: describeError(error),
    });
  }
}
