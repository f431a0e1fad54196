import "server-only";
import { isIP } from "node:net";
import { clientIp } from "@/server/auth/request-info";
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
  /**
   * The client's address. Left out, it is read from the request being served (server actions, pages,
   * route handlers); outside a request (the CLI, background work) nothing is stored.
   */
  address?: string | null;
}

/** An IP address as stored in the trail, or null for anything else ("local", junk). */
export function auditAddress(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim().toLowerCase();
  return isIP(trimmed) === 0 ? null : trimmed;
}

/** The client address of the request being served, as the console's front server settled it. */
async function requestAddress(): Promise<string | null> {
  try {
    const { headers } = await import("next/headers");
    return auditAddress(clientIp(await headers()));
  } catch {
    // Not inside a request.
    return null;
  }
}

/** Appends one entry to the audit trail, with credentials removed from `details` at any depth. */
export async function writeAudit(db: ConsoleExecutor, entry: AuditEntry): Promise<{ id: number }> {
  const details = redactSecrets(entry.details ?? {}) as Record<string, unknown>;
  const address = entry.address === undefined ? await requestAddress() : auditAddress(entry.address);
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
      address,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error("Audit entry was not stored");
  return row;
}
