import "server-only";
import type { Operation } from "@/lib/payments-api/operation";
import { isAggregator } from "@/server/accounts/view";
import { isBranchScoped, type Role, roleRefusal } from "@/server/auth/policy";
import { branchRuleOf } from "@/server/upstream/branch-scope";
import { BffError } from "./errors";

export interface AccessSubject {
  role: Role;
  branchId: string | null;
}

/**
 * Whether a member may call an operation on an account: their role must hold the operation's permission,
 * aggregator operations need an AGGREGATOR account, and a branch-scoped member only reaches operations
 * that can be limited to their branch. Returns the refusal, or null when allowed.
 */
export function checkOperationAccess(
  member: AccessSubject,
  account: { capabilities: readonly string[] },
  operation: Pick<Operation, "id" | "permission" | "requiresAggregator">,
): BffError | null {
  const refused = roleRefusal(member.role, operation);
  if (refused) return new BffError("forbidden", refused);
  if (operation.requiresAggregator && !isAggregator(account)) {
    return new BffError("forbidden", "This operation needs an aggregator account (AGGREGATOR capability)");
  }
  if (isBranchScoped(member) && branchRuleOf(operation.id).kind === "deny") {
    return new BffError("forbidden", "This operation is not available to members limited to one branch");
  }
  return null;
}
