import "server-only";
import { type AccountService, accountService, type MembershipView } from "@/server/accounts/service";
import { type AccountView, isAggregator } from "@/server/accounts/view";
import type { SessionUser } from "@/server/auth/active-user";
import { type AnyPermission, can, isBranchScoped, roleRefusal } from "@/server/auth/policy";
import { type UpstreamClient, type UpstreamClientOptions, upstreamClientFor } from "@/server/upstream/client";
import { receiverUrl } from "@/server/webhooks/receiver-url";

/** How patient one entry point is with the payments service. */
export interface UpstreamCallOptions {
  timeoutMs?: number;
  maxRetries?: number;
  maxRetryWaitMs?: number;
  strictResponses?: boolean;
  /** Sees every answer of the service (see UpstreamClientOptions). */
  onResponse?: UpstreamClientOptions["onResponse"];
}

/**
 * A signed-in member's access to one account, as every account-scoped entry point sees it (BFF routes,
 * pages, server actions, exports): who, which account, which role and branch, and a client of the
 * account's payments service that holds every call to the member's branch.
 */
export interface AccountAccess {
  user: SessionUser;
  account: AccountView;
  membership: MembershipView;
  /** The member's branch when they are limited to one, else null. */
  branchId: string | null;
  aggregator: boolean;
  /** The account requires a second factor and this member has not set one up: refuse and send them to. */
  needsTwoFactor?: boolean;
  can(permission: AnyPermission): boolean;
  upstream(options?: UpstreamCallOptions): UpstreamClient;
}

export type AccessOutcome =
  | { kind: "unauthenticated" }
  | { kind: "not_member"; user: SessionUser }
  | { kind: "member"; access: AccountAccess };

export type AccessLookup = Pick<AccountService, "loadMemberAccess"> & {
  /** Behind a cache (server/access/access-cache.ts): the lookup that reads the database every time. */
  uncached?: AccessLookup;
};

/**
 * Resolves a session's user against an account in one database round trip (with `sessionId`, that round
 * trip also refuses a session that was signed out). An account the user is not a member of is reported
 * like one that does not exist, so callers answer both the same way.
 */
export async function resolveAccountAccess(
  userId: string | null,
  accountId: string,
  lookup: AccessLookup = accountService(),
  sessionId?: string,
  signedInAt?: number,
): Promise<AccessOutcome> {
  if (userId === null) return { kind: "unauthenticated" };
  const found = await lookup.loadMemberAccess(userId, accountId, sessionId, signedInAt);
  if (!found) return { kind: "unauthenticated" };
  if (!found.member) return { kind: "not_member", user: found.user };
  const { membership, account, credentials, needsTwoFactor } = found.member;
  const branchId = isBranchScoped(membership) ? membership.branchId : null;
  const access: AccountAccess = {
    user: found.user,
    account,
    membership,
    branchId,
    aggregator: isAggregator(account),
    needsTwoFactor: needsTwoFactor === true,
    can: (permission) => can(membership.role, permission),
    upstream: (options = {}) =>
      upstreamClientFor(
        {
          ...credentials(),
          timeoutMs: options.timeoutMs,
          maxRetries: options.maxRetries,
          maxRetryWaitMs: options.maxRetryWaitMs,
        },
        {
          branchId,
          strictResponses: options.strictResponses,
          defaultWebhookUrl: receiverUrl(account.id),
          refusal: (operation) => roleRefusal(membership.role, operation),
          onResponse: options.onResponse,
        },
      ),
  };
  return { kind: "member", access };
}

/**
 * What a running read (a stream, an export) may go on with, given the access read again: the member's new
 * access when they are still a member, need no second factor they lack, keep the branch scope and account
 * kind the read started with, and hold every one of `permissions`; null when the read must end.
 */
export function accessStillHolds(
  before: Pick<AccountAccess, "branchId" | "aggregator">,
  outcome: AccessOutcome,
  permissions: readonly AnyPermission[] = [],
): AccountAccess | null {
  if (outcome.kind !== "member") return null;
  const { access } = outcome;
  if (access.needsTwoFactor) return null;
  if (access.branchId !== before.branchId || access.aggregator !== before.aggregator) return null;
  return permissions.every((permission) => access.can(permission)) ? access : null;
}

/**
 * The account's own client with no member behind it, for work the console does by itself for an account
 * (confirming a webhook's resource, keeping the payment index). Null when the account is gone.
 */
export async function systemAccountClient(
  accountId: string,
  options: UpstreamCallOptions = {},
  accounts: Pick<AccountService, "loadUpstreamCredentials"> = accountService(),
): Promise<UpstreamClient | null> {
  const credentials = await accounts.loadUpstreamCredentials(accountId);
  if (!credentials) return null;
  return upstreamClientFor(
    {
      ...credentials,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxRetries: options.maxRetries ?? 1,
      maxRetryWaitMs: options.maxRetryWaitMs,
    },
    {
      strictResponses: options.strictResponses,
      onResponse: options.onResponse,
      // The console's own work sends its payouts' outcomes to the console, as people's creates do.
      defaultWebhookUrl: receiverUrl(accountId),
    },
  );
}
