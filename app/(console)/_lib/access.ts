import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import {
  type AccountMembership,
  getAccountForUser,
  listAccountsForUser,
  type MembershipView,
} from "@/server/accounts/service";
import type { AccountView } from "@/server/accounts/view";
import { type AnyPermission, can } from "@/server/auth/policy";
import { getSessionUser, requireUser, type SessionUser } from "@/server/session";

/** The signed-in user's memberships, loaded once per request however many components ask. */
export const loadMemberships = cache(
  (userId: string): Promise<AccountMembership[]> => listAccountsForUser(userId),
);

export interface AccountAccess {
  user: SessionUser;
  account: AccountView;
  membership: MembershipView;
}

/**
 * For pages under an account: the user, the account and their membership. An account the user is not a
 * member of is "not found", whether or not it exists, so ids cannot be probed.
 */
export const requireAccountAccess = cache(async (accountId: string): Promise<AccountAccess> => {
  const user = await requireUser();
  const found = await getAccountForUser(user.id, accountId);
  if (!found) notFound();
  return { user, ...found };
});

/**
 * Adding an account is for owners and admins of any account, and for a user with no account yet (the
 * owner created by /setup before any key was configured); whoever adds an account becomes its owner.
 */
export function canAddAccount(memberships: readonly MembershipView[]): boolean {
  return (
    memberships.length === 0 || memberships.some((membership) => can(membership.role, "accounts:manage"))
  );
}

export type ActionAccess = ({ ok: true } & AccountAccess) | { ok: false; message: string };

/** Server actions authorize by themselves: a session, a membership of the account, and the permission. */
export async function authorizeAccountAction(
  accountId: string,
  permission: AnyPermission,
): Promise<ActionAccess> {
  const user = await getSessionUser();
  if (!user) return { ok: false, message: "Your session has ended. Sign in again to continue." };
  const found = await getAccountForUser(user.id, accountId);
  if (!found)
    return { ok: false, message: "This merchant account was not found, or you are not a member of it." };
  if (!can(found.membership.role, permission)) {
    return { ok: false, message: "Your role in this merchant account does not allow this." };
  }
  return { ok: true, user, ...found };
}
