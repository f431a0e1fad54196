import "server-only";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { type AuditOutcome, writeAudit } from "./log";

/**
 * Security events of a person's own sign-in, with the words the audit page shows for them. The action is
 * stored as the key; add a kind here (with its words) rather than writing free-form actions.
 */
export const securityEventWords = {
  "auth.two-factor.start": "Start setting up two-factor sign-in",
  "auth.two-factor.enable": "Turn on two-factor sign-in",
  "auth.two-factor.disable": "Turn off two-factor sign-in",
  "auth.two-factor.reset": "Reset two-factor sign-in",
  "auth.two-factor.verify": "Second-factor code at sign-in",
  "auth.two-factor.recovery-code": "Sign in with a recovery code",
  "auth.two-factor.recovery-codes-renewed": "New recovery codes",
  "auth.two-factor.require": "Require two-factor sign-in for an account",
  "auth.password.change": "Change password",
  "auth.session.end": "End a session",
} as const;

export type SecurityEvent = keyof typeof securityEventWords;

export interface SecurityEventInput {
  /** Whose sign-in it concerns (the person acting, or the person reset by the CLI). */
  userId: string;
  event: SecurityEvent;
  outcome?: AuditOutcome;
  /** Set when the event concerns one merchant account (e.g. requiring a second factor there). */
  accountId?: string | null;
  requestId?: string | null;
  /** Small facts for the trail; credential-like keys are dropped before storing, never pass codes. */
  details?: Record<string, unknown>;
  /** Left out, read from the request being served. */
  address?: string | null;
  db?: ConsoleExecutor;
}

/**
 * Records a change to someone's sign-in (second factor, password, sessions) in the audit trail. The
 * person sees it among their own sign-ins; owners and admins of `accountId`, when given, see it too.
 */
export async function recordSecurityEvent(input: SecurityEventInput): Promise<{ id: number }> {
  return writeAudit(input.db ?? getDb(), {
    userId: input.userId,
    accountId: input.accountId ?? null,
    action: input.event,
    outcome: input.outcome ?? "success",
    requestId: input.requestId ?? null,
    details: input.details ?? {},
    ...(input.address !== undefined ? { address: input.address } : {}),
  });
}
