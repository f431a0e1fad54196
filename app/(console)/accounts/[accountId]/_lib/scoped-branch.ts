import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { branchChoicesOptions, branchDetailOptions } from "@/components/branches/queries";
import type { Branch } from "@/lib/payments-api/branches";
import type { AccountAccess } from "@/server/access/account-access";
import { fetchForPage, pageData } from "@/server/access/page-access";
import type { PaymentsApi } from "@/server/upstream/client";

/**
 * The branch a member is limited to, read into the page's cache (the browser's `useBranchName` then has it
 * without asking again): the branch, "unavailable" when the service could not answer, or null for members
 * of every branch and for a branch the service does not know.
 */
export async function loadScopedBranch(
  access: AccountAccess,
  client: QueryClient,
  api: PaymentsApi,
): Promise<Branch | "unavailable" | null> {
  if (!access.branchId) return null;
  return fetchForPage(client, branchDetailOptions(access.account.id, access.branchId, api));
}

/** How a page names the member's branch in its sentences: its name, or "your branch" when unknown. */
export function scopedBranchWords(branch: Branch | "unavailable" | null): string {
  return branch && branch !== "unavailable" ? branch.name : "your branch";
}

/**
 * A list page with a branch filter and column: the member's branch (for the page's words), the list's first
 * page and the account's branch choices, read together into the page's cache.
 */
export async function prefetchBranchList(
  access: AccountAccess,
  prefetchList: (client: QueryClient, api: PaymentsApi) => Promise<void>,
) {
  const { client, api } = pageData(access);
  const [scopedBranch] = await Promise.all([
    loadScopedBranch(access, client, api),
    prefetchList(client, api),
    client.prefetchQuery(branchChoicesOptions(access.account.id, api)),
  ]);
  return { client, scopedBranch };
}
