import "server-only";
import type { ConsoleExecutor } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import { redactPath, redactSecrets } from "./redact";

export type AuditOutcome = "success" | "denied" | "failure" | "error";

export interface AuditEntry {
  userId?: string | null;
  accountId?: string | null;
  /** What was attempted, e.g. "payment.create", "member.add", "auth.sign-in". */
  action: string;
  method?: string | null;
  path?: string | null;
  status?: number | null;
  requestId?: string | null;
  outcome: AuditOutcome;
  details?: Record<string, unknown>;
}

/** Appends one entry to the audit trail, with credentials removed from `details` at any depth. */
export async function writeAudit(db: ConsoleExecutor, entry: AuditEntry): Promise<{ id: number }> {
  const details = redactSecrets(entry.details ?? {}) as Record<string, unknown>;
  const [row] = await db
    .insert(auditLog)
    .values({
      userId: entry.userId ?? null,
      accountId: entry.accountId ?? null,
      action: entry.action,
      method: entry.method ?? null,
      path: entry.path == null ? null : redactPath(entry.path),
      status: entry.status ?? null,
      requestId: entry.requestId ?? null,
      outcome: entry.outcome,
      details,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error("Audit entry was not stored");
  return row;
}
