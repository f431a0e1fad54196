import "server-only";
import type { AuditResult } from "@/lib/filters/audit";
import { type OperationId, operations } from "@/lib/payments-api/operations";
import { operationRoutes } from "@/lib/payments-api/routes";
import { securityEventWords } from "./security-events";

/** What the console does itself (not forwarded to the payments service), in words. */
const consoleActionWords: Record<string, string> = {
  "auth.sign-in": "Sign in",
  "auth.setup": "Set up the console",
  "user.create": "Create a user",
  "member.invite": "Invite a member",
  "member.join": "Accept an invitation",
  "member.add": "Add a member",
  "member.update": "Change a member's role or branch",
  "member.remove": "Remove a member",
  "invitation.revoke": "Revoke an invitation",
  "account.add": "Add a merchant account",
  "account.rotate-key": "Replace the API key",
  "account.remove": "Remove a merchant account",
  "approval.request": "Ask a second person to approve money out",
  "approval.approve": "Approve money out",
  "approval.reject": "Reject money out",
  "approval.withdraw": "Withdraw a request for money out",
  "approval.threshold": "Change when money out needs a second person",
  "bulk_payout.check": "Check a payout file",
  "bulk_payout.start": "Start a payout batch",
  "bulk_payout.approve": "Approve a payout batch",
  "bulk_payout.reject": "Reject a payout batch",
  "bulk_payout.pause": "Pause a payout batch",
  "bulk_payout.resume": "Resume a payout batch",
  "bulk_payout.cancel": "Cancel a payout batch",
  "charge_schedule.create": "Schedule charges on a contract",
  "charge_schedule.edit": "Change a charge schedule",
  "charge_schedule.pause": "Pause a charge schedule",
  "charge_schedule.resume": "Resume a charge schedule",
  "charge_schedule.cancel": "Cancel a charge schedule",
  "account.runway-warning": "Set the float runway warning",
  ...securityEventWords,
};

function isOperationId(value: string): value is OperationId {
  return Object.hasOwn(operations, value);
}

/** The operation in words: the contract's summary for an API operation, the console's words otherwise. */
export function operationWords(action: string): string {
  if (isOperationId(action)) return operations[action].summary;
  const words = consoleActionWords[action];
  if (words) return words;
  // A request the BFF refused before matching an operation is recorded as "METHOD /path".
  return action;
}

/** The operations the filter offers: every state-changing API operation, then the console's own actions. */
export function operationOptions(): { value: string; label: string }[] {
  const api = Object.values(operations)
    .filter((operation) => operation.method !== "GET")
    .map((operation) => ({ value: operation.id as string, label: operation.summary }));
  const own = Object.entries(consoleActionWords).map(([value, label]) => ({ value, label }));
  return [...api, ...own];
}

export const resultWords: Record<AuditResult, string> = {
  success: "Succeeded",
  denied: "Refused",
  failure: "Failed",
  error: "Error",
};

export function resultOf(outcome: string): AuditResult | null {
  return outcome in resultWords ? (outcome as AuditResult) : null;
}

/** The console's page of each kind of resource, by the contract's resource area. */
const resourcePages: Partial<Record<string, string>> = {
  payments: "payments",
  "payment-links": "payment-links",
  branches: "branches",
  "direct-debit": "direct-debit",
  withdrawals: "settlements",
  offramp: "offramp",
};

export interface AuditResource {
  /** The resource's id, as the service or the console knows it. */
  id: string;
  /** The console's page of it, when it has one. */
  href: string | null;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The id a templated path (`/v1/payment-link/:id`) held in the path that was called, if any. */
function idFromPath(template: string, path: string | null): string | null {
  if (!path || !template.includes(":id")) return null;
  const templateParts = template.split("/");
  const pathParts = path.split("?")[0]?.split("/") ?? [];
  const index = templateParts.indexOf(":id");
  const id = pathParts[index];
  return id && templateParts.length === pathParts.length ? decodeURIComponent(id) : null;
}

/** What an entry acted on, with a link to its page in the console where there is one. */
export function resourceOf(entry: {
  action: string;
  accountId: string | null;
  path: string | null;
  outcome: string;
  details: Record<string, unknown>;
}): AuditResource | null {
  const { action, accountId } = entry;
  if (isOperationId(action)) {
    const route = operationRoutes[action];
    const fromBody = typeof entry.details.resourceId === "string" ? entry.details.resourceId : null;
    // A path id names the resource acted on (a charge's path names its contract); a create answers its id.
    const id = idFromPath(route.path, entry.path) ?? fromBody;
    if (!id) return null;
    const page = resourcePages[route.resource];
    const linkable = accountId !== null && page !== undefined && SAFE_ID.test(id);
    return { id, href: linkable ? `/accounts/${accountId}/${page}/${encodeURIComponent(id)}` : null };
  }
  if (action.startsWith("account.") && accountId) {
    const href = action === "account.remove" ? null : `/settings/accounts/${accountId}`;
    const name = typeof entry.details.name === "string" ? entry.details.name : null;
    return { id: name ?? accountId, href };
  }
  if (action.startsWith("approval.") && accountId) {
    const id = typeof entry.details.resourceId === "string" ? entry.details.resourceId : null;
    return id && SAFE_ID.test(id)
      ? { id, href: `/accounts/${accountId}/approvals/${encodeURIComponent(id)}` }
      : null;
  }
  if ((action.startsWith("member.") || action.startsWith("invitation.")) && accountId) {
    const email = typeof entry.details.email === "string" ? entry.details.email : null;
    return email ? { id: email, href: `/settings/members?account=${accountId}` } : null;
  }
  return null;
}

/** Why an entry was refused or failed, in words, from the code or reason the trail stored. */
const reasonWords: Record<string, string> = {
  "invalid-credentials": "wrong email or password",
  locked: "too many attempts",
  inactive: "user deactivated",
  forbidden: "role does not allow it",
  not_found: "not found or not a member",
  unauthenticated: "not signed in",
  origin_rejected: "cross-site request",
  validation_failed: "invalid input",
};

export function reasonOf(code: string | null): string | null {
  if (!code) return null;
  return reasonWords[code] ?? code.replaceAll(/[_-]/g, " ");
}
