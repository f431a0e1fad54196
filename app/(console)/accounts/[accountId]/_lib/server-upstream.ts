import "server-only";
import { notFound } from "next/navigation";
import { type QueryValue, serializeQuery } from "@/lib/payments-api/query";
import { accountService } from "@/server/accounts/service";
import { createTransport } from "@/server/upstream/transport";
import { type AccountAccess, requireAccountAccess } from "../../../_lib/access";

// A page render waits for these calls; a slow service shows the client's loading state instead.
const PREFETCH_TIMEOUT_MS = 5_000;

export interface ServerUpstream extends AccountAccess {
  /** GET an operation of the contract, signed with the account's key; branch-scoped members get their branch. */
  get<T>(
    path: `/v1/${string}`,
    query?: Record<string, QueryValue>,
    options?: { scopeList?: boolean },
  ): Promise<T>;
}

/**
 * For server components of an account's pages: the member's access (session, membership, as the layout
 * checked) and a signed GET to the account's payments service. Lists marked `scopeList` get the member's
 * branch forced like the BFF does, so a prefetch never shows what the browser could not fetch.
 */
export async function serverUpstream(accountId: string): Promise<ServerUpstream> {
  const access = await requireAccountAccess(accountId);
  const credentials = await accountService().loadUpstreamCredentials(accountId);
  if (!credentials) notFound();
  const transport = createTransport({ ...credentials, timeoutMs: PREFETCH_TIMEOUT_MS, maxRetries: 0 });
  const branchId = access.membership.branchId;
  return {
    ...access,
    async get<T>(
      path: `/v1/${string}`,
      query: Record<string, QueryValue> = {},
      options: { scopeList?: boolean } = {},
    ) {
      const scoped = options.scopeList && branchId ? { ...query, branchId } : query;
      const response = await transport.request({
        method: "GET",
        pathWithQuery: path + serializeQuery(scoped),
      });
      return response.body as T;
    },
  };
}
