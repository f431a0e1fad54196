import "server-only";
import { cache } from "react";
import { type AccountMembership, listAccountsForUser, type MembershipView } from "@/server/accounts/service";
import { permissionsOf } from "@/server/auth/policy";
import { getDb } from "@/server/db/client";
import { merchantAccounts } from "@/server/db/schema";

/** The signed-in user's memberships, loaded once per request however many components ask. */
export const loadMemberships = cache(
  (userId: string): Promise<AccountMembership[]> => listAccountsForUser(userId),
);

/**
 * Adding an account makes the console call the address typed in, so it is for owners of an account, and
 * for the very first user while the console has no account at all (the owner /setup created); whoever
 * adds an account becomes its owner. Operators can always add accounts from the shell.
 */
export function canAddAccount(memberships: readonly MembershipView[], consoleHasAccounts: boolean): boolean {
  if (!consoleHasAccounts) return true;
  return memberships.some((membership) => membership.role === "owner");
}

/** Whether any merchant account exists in this console. */
export async function consoleHasAccounts(): Promise<boolean> {
  const [row] = await getDb().select({ id: merchantAccounts.id }).from(merchantAccounts).limit(1);
  return row !== undefined;
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
