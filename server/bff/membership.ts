import "server-only";
import type { AccountService, MembershipView } from "@/server/accounts/service";
import type { AccountView } from "@/server/accounts/view";
import { BffError } from "./errors";

export type AccountLookup = Pick<AccountService, "getAccountForUser">;

/**
 * The account and the user's membership of it. An account the user is not a member of answers 404,
 * exactly like one that does not exist, so account ids cannot be probed from outside.
 */
export async function requireMembership(
  accounts: AccountLookup,
  userId: string,
  accountId: string,
): Promise<{ account: AccountView; membership: MembershipView }> {
  const found = await accounts.getAccountForUser(userId, accountId);
  if (!found) throw new BffError("not_found", "No merchant account with this id is available to you");
  return found;
}
