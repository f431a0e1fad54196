import "server-only";
import { CodedError } from "@/lib/coded-error";
import type { OperationId } from "@/lib/payments-api/operations";
import type { QueryValue } from "@/lib/payments-api/query";

/**
 * How an operation is limited to one branch for a member scoped to it:
 * - `query`: a list; its `branchId` filter is set to the member's branch.
 * - `body`: a create; its body's `branchId` is set to the member's branch.
 * - `read`: a single resource; the answer is shown only when its `branchId` is the member's.
 * - `guarded`: a change to a single resource; the resource is read first (with `via`) and must be theirs.
 * - `own`: the branches themselves: a member sees their own branch only. A single branch must be theirs
 *   (another answers as missing); the list answers theirs alone, read with `via`, the list's filters applied.
 * - `neutral`: reference data without a branch (scenarios, webhook config).
 * - `deny`: cannot be limited to a branch (merchant-wide lists and money, branch management).
 * Typed over every operation id, so a new operation cannot be added without deciding.
 */
export type BranchRule =
  | { kind: "query" }
  | { kind: "body" }
  | { kind: "read" }
  | { kind: "guarded"; via: OperationId }
  | { kind: "own"; via?: OperationId }
  | { kind: "neutral" }
  | { kind: "deny" };

const query = { kind: "query" } as const;
const body = { kind: "body" } as const;
const read = { kind: "read" } as const;
const neutral = { kind: "neutral" } as const;
const deny = { kind: "deny" } as const;

export const branchRules: Record<OperationId, BranchRule> = {
  createPayment: body,
  listPayments: query,
  getPayment: read,
  createPaymentLink: body,
  listPaymentLinks: query,
  getPaymentLink: read,
  updatePaymentLink: { kind: "guarded", via: "getPaymentLink" },
  deletePaymentLink: { kind: "guarded", via: "getPaymentLink" },
  createBranch: deny,
  listBranches: { kind: "own", via: "getBranch" },
  getBranch: { kind: "own" },
  updateBranch: deny,
  deleteBranch: deny,
  listDirectDebitScenarios: neutral,
  createDirectDebitContract: body,
  listDirectDebitContracts: query,
  getDirectDebitContract: read,
  syncDirectDebitContract: { kind: "guarded", via: "getDirectDebitContract" },
  terminateDirectDebitContract: { kind: "guarded", via: "getDirectDebitContract" },
  executeDirectDebitPayment: { kind: "guarded", via: "getDirectDebitContract" },
  createWithdrawal: body,
  // The list and its summary cover every branch and the service has no branch filter for them.
  listWithdrawals: deny,
  getWithdrawal: read,
  testWebhook: deny,
  getWebhookConfig: neutral,
  listBanks: deny,
  upsertAggregatorUser: deny,
  createAggregatorBankAccount: deny,
  listAggregatorBankAccounts: deny,
  getAggregatorQuote: deny,
  createOfframp: deny,
  getOfframp: deny,
  getLedgerReport: deny,
  getOfframpReport: deny,
};

export function branchRuleOf(operationId: string): BranchRule {
  return (branchRules as Record<string, BranchRule | undefined>)[operationId] ?? deny;
}

/**
 * A call outside what the member may reach: `forbidden` when their role may not make it, or it names another
 * branch or cannot be limited to one; `not_found` when the resource it reaches is another branch's (answered
 * like a missing one).
 */
export class MemberScopeError extends CodedError<"forbidden" | "not_found"> {
  override name = "MemberScopeError";
}

const otherBranch = () =>
  new MemberScopeError(
    "forbidden",
    "You can only work with your own branch's data; branchId names another branch",
  );

export const notInBranch = () => new MemberScopeError("not_found", "Not found among your branch's data");

export const unscopable = () =>
  new MemberScopeError("forbidden", "This operation is not available to members limited to one branch");

/**
 * The raw query string with `branchId` set to the member's branch. Every other pair is kept byte for
 * byte, so the upstream sees what the caller sent. A different `branchId` from the caller is refused.
 */
export function scopeQueryString(search: string, branchId: string): string {
  const pairs = search
    .replace(/^\?/, "")
    .split("&")
    .filter((pair) => pair !== "");
  const kept: string[] = [];
  for (const pair of pairs) {
    const [rawName = "", rawValue = ""] = pair.split(/=(.*)/s, 2);
    // Any spelling a server might read as the branch (`branchId[]`, `branchId[0]`, `BranchId`, `branchId.x`)
    // is held to the member's branch like `branchId` itself.
    const name = decodeComponent(rawName)
      .toLowerCase()
      .replace(/[[.].*$/s, "");
    if (name !== "branchid") {
      kept.push(pair);
      continue;
    }
    if (decodeComponent(rawValue) !== branchId) throw otherBranch();
  }
  kept.push(`branchId=${encodeURIComponent(branchId)}`);
  return `?${kept.join("&")}`;
}

/** A query object with `branchId` set to the member's branch; a different one is refused. */
export function scopeQuery(
  query: Record<string, QueryValue> | undefined,
  branchId: string,
): Record<string, QueryValue> {
  const given = query?.branchId;
  if (given !== undefined && given !== null && given !== "" && given !== branchId) throw otherBranch();
  return { ...query, branchId };
}

/** The body with `branchId` set to the member's branch; a different one is refused. */
export function scopeBody(body: Record<string, unknown>, branchId: string): Record<string, unknown> {
  const given = body.branchId;
  if (given !== undefined && given !== null && given !== branchId) throw otherBranch();
  return { ...body, branchId };
}

/**
 * The branch list as a member limited to one branch sees it: their branch alone, when it passes the list's
 * own filters (`search` in name or code, `isActive`) and the page is the first.
 */
export function ownBranchList(
  branch: { name?: unknown; code?: unknown; isActive?: unknown },
  search: URLSearchParams,
): { data: unknown[]; meta: { page: number; limit: number; totalItems: number; totalPages: number } } {
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const limit = Math.max(1, Number.parseInt(search.get("limit") ?? "20", 10) || 20);
  const words = (search.get("search") ?? "").trim().toLowerCase();
  const active = search.get("isActive");
  const text = `${String(branch.name ?? "")}\u0000${String(branch.code ?? "")}`.toLowerCase();
  const matches =
    (words === "" || text.includes(words)) && (active === null || active === String(branch.isActive));
  const totalItems = matches ? 1 : 0;
  return { data: matches && page === 1 ? [branch] : [], meta: { page, limit, totalItems, totalPages: 1 } };
}

/** Whether a single resource from the service belongs to the member's branch. */
export function belongsToBranch(resource: unknown, branchId: string): boolean {
  return (
    typeof resource === "object" &&
    resource !== null &&
    "branchId" in resource &&
    resource.branchId === branchId
  );
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}
