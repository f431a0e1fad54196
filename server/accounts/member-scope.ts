import "server-only";
import { uuidSchema } from "@/lib/payments-api/common";
import { operations } from "@/lib/payments-api/operations";
import { can, consolePermissions, type Role, roles } from "@/server/auth/policy";
import { branchRuleOf } from "@/server/upstream/branch-scope";
import type { PaymentsApi } from "@/server/upstream/client";
import { UpstreamError } from "@/server/upstream/errors";

/**
 * The one check of a member's branch scope, shared by the web invitation, the members page, accepting an
 * invitation and the CLI's member:add: a scope that names no real branch of the account hides every record
 * from the member, and a scope on a role that holds merchant-wide rights cannot be honoured.
 */

/**
 * A role may be limited to one branch when every right it holds can be held to a branch: no console
 * permission (members, accounts, audit) and no operation whose branch rule is `deny` (merchant-wide money,
 * branch management, webhooks). Derived from the policy table and the branch rules, so it follows them.
 */
export function roleAllowsBranchScope(role: Role): boolean {
  if (consolePermissions.some((permission) => can(role, permission))) return false;
  return Object.entries(operations).every(
    ([id, operation]) => !can(role, operation.permission) || branchRuleOf(id).kind !== "deny",
  );
}

/** The roles that may be limited to one branch, in the policy's order. */
export const branchScopeRoles: readonly Role[] = roles.filter(roleAllowsBranchScope);

const roleLabel = (role: Role) => role.charAt(0).toUpperCase() + role.slice(1);

function scopeRolesText(): string {
  const names = branchScopeRoles.map((role) => roleLabel(role).toLowerCase());
  return names.length === 1 ? `${names[0]} members` : `members with the roles ${names.join(", ")}`;
}

export type ScopeCheck = { ok: true; branchId: string | null } | { ok: false; message: string };

/**
 * The scope's form: empty means every branch; otherwise a UUID (the payments service's branch ids), on a
 * role that allows a branch scope. Does not ask the service; see `findAccountBranch` for that.
 */
export function checkScopeForm(role: Role, branchId: string | null | undefined): ScopeCheck {
  const id = branchId?.trim() || null;
  if (id === null) return { ok: true, branchId: null };
  if (!uuidSchema.safeParse(id).success) {
    return { ok: false, message: `The branch id "${id}" is not a UUID; choose a branch of this account.` };
  }
  if (!roleAllowsBranchScope(role)) {
    return {
      ok: false,
      message: `Only ${scopeRolesText()} can be limited to one branch; ${roleLabel(role).toLowerCase()} members work with every branch.`,
    };
  }
  return { ok: true, branchId: id };
}

export type BranchLookup =
  | { ok: true; branch: { id: string; name: string; code: string } }
  | { ok: false; reason: "not_found" | "inactive" | "unavailable"; message: string };

/**
 * Whether the branch is an active branch of the account, asked with the account's own key (a branch of
 * another merchant answers as missing). `api` must be the account's client without a member's branch scope.
 */
export async function findAccountBranch(api: PaymentsApi, branchId: string): Promise<BranchLookup> {
  try {
    const branch = await api.getBranch({ params: { id: branchId } });
    if (branch.id !== branchId) return notFound();
    if (!branch.isActive) {
      return {
        ok: false,
        reason: "inactive",
        message: `The branch ${branch.name} is inactive; choose an active branch.`,
      };
    }
    return { ok: true, branch: { id: branch.id, name: branch.name, code: branch.code } };
  } catch (error) {
    if (error instanceof UpstreamError && [400, 403, 404].includes(error.status ?? 0)) return notFound();
    return {
      ok: false,
      reason: "unavailable",
      message:
        "The payments service could not confirm the branch. Nothing was changed; try again in a moment.",
    };
  }
}

const notFound = (): BranchLookup => ({
  ok: false,
  reason: "not_found",
  message: "This account has no such branch. Choose one of its branches.",
});

/** The form check, then the account check: the branch scope to store, or why it cannot be stored. */
export async function checkMemberScope(
  api: PaymentsApi,
  role: Role,
  branchId: string | null | undefined,
): Promise<
  | { ok: true; branchId: string | null; branchName: string | null }
  | { ok: false; reason: "invalid" | "not_found" | "inactive" | "unavailable"; message: string }
> {
  const form = checkScopeForm(role, branchId);
  if (!form.ok) return { ok: false, reason: "invalid", message: form.message };
  if (form.branchId === null) return { ok: true, branchId: null, branchName: null };
  const found = await findAccountBranch(api, form.branchId);
  if (!found.ok) return found;
  return { ok: true, branchId: found.branch.id, branchName: found.branch.name };
}
