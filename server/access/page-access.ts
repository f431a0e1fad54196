import "server-only";
import { type FetchQueryOptions, QueryClient, type QueryKey } from "@tanstack/react-query";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { twoFactorRequiredPath } from "@/server/auth/two-factor-paths";
import { getSessionUserId, signInRedirectPath } from "@/server/session";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import type { PaymentsApi } from "@/server/upstream/client";
import { UpstreamError } from "@/server/upstream/errors";
import { type AccountAccess, resolveAccountAccess } from "./account-access";

// A page render waits for its prefetches; a slow service shows the browser's loading state instead.
const PREFETCH_TIMEOUT_MS = 5_000;

/**
 * For server components under an account: the member's access through the same pipeline as every other
 * entry point. Signed out → the sign-in page; not a member (or no such account) → "not found", so ids
 * cannot be probed. Cached per request, so the layout and the page share one query.
 */
export const requireAccountAccess = cache(async (accountId: string): Promise<AccountAccess> => {
  const outcome = await resolveAccountAccess(await getSessionUserId(), accountId);
  if (outcome.kind === "unauthenticated") redirect(signInRedirectPath());
  if (outcome.kind === "not_member") notFound();
  if (outcome.access.needsTwoFactor) redirect(twoFactorRequiredPath(accountId));
  return outcome.access;
});

export interface PageData {
  /** A per-request cache for the page's prefetches; a failed prefetch is left for the browser to retry. */
  client: QueryClient;
  /** The account's typed client, held to the member's branch; pass it to the query-options factories. */
  api: PaymentsApi;
}

export function pageData(access: AccountAccess): PageData {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  return { client, api: access.upstream({ timeoutMs: PREFETCH_TIMEOUT_MS }).api };
}

/**
 * One resource for a detail page, into the cache: the resource; null when the service says it is not
 * there (404, or 403/400 for an id that is not this merchant's, or another branch's resource); or
 * "unavailable" when the service could not answer, so the page renders and the browser retries.
 */
export async function fetchForPage<T>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, QueryKey>,
): Promise<T | null | "unavailable"> {
  try {
    return await client.fetchQuery(options);
  } catch (error) {
    if (error instanceof MemberScopeError) return null;
    const status = error instanceof UpstreamError ? error.status : null;
    if (status === 404 || status === 403 || status === 400) return null;
    return "unavailable";
  }
}
