import "server-only";
import { cache } from "react";
import { type AccountMembership, listAccountsForUser, type MembershipView } from "@/server/accounts/service";
import { can, permissionsOf } from "@/server/auth/policy";

/** The signed-in user's memberships, loaded once per request however many components ask. */
export const loadMemberships = cache(
  (userId: string): Promise<AccountMembership[]> => listAccountsForUser(userId),
);

/**
 * Adding an account is for owners and admins of any account, and for a user with no account yet (the
 * owner created by /setup before any key was configured); whoever adds an account becomes its owner.
 */
export function canAddAccount(memberships: readonly MembershipView[]): boolean {
  return (
    memberships.length === 0 || memberships.some((membership) => can(membership.role, "accounts:manage"))
  );
}

/** The shell's view of a membership: what the navigation needs, and nothing secret. */
export function toShellAccount({ account, role, branchId }: AccountMembership) {
  return {
    id: account.id,
    name: account.name,
    environment: account.environment,
    keyId: account.keyId,
    capabilities: [...account.capabilities],
    role,
    branchId,
    permissions: permissionsOf(role),
  };
}
