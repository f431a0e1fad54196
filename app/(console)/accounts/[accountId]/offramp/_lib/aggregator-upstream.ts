import "server-only";
import { QueryClient } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { type QueryValue, serializeQuery } from "@/lib/payments-api/query";
import { accountService } from "@/server/accounts/service";
import { isAggregator } from "@/server/accounts/view";
import { type AnyPermission, can } from "@/server/auth/policy";
import { createTransport } from "@/server/upstream/transport";
import { type AccountAccess, requireAccountAccess } from "../../../../_lib/access";

// A page render waits for these calls at most this long; a slow service shows the client's loading state.
const PREFETCH_TIMEOUT_MS = 5_000;

export interface AggregatorPage extends AccountAccess {
  /** The account has the AGGREGATOR capability, which every offramp operation needs. */
  aggregator: boolean;
  can: (permission: AnyPermission) => boolean;
  /** A signed GET of a contract operation, for the server's prefetches. */
  get<T>(path: `/v1/${string}`, query?: Record<string, QueryValue>): Promise<T>;
}

/**
 * For the server components of the offramp and report pages: the member's access as the layout checked
 * it, whether the account is an aggregator, and a signed GET to its payments service.
 */
export async function aggregatorPage(accountId: string): Promise<AggregatorPage> {
  const access = await requireAccountAccess(accountId);
  const credentials = await accountService().loadUpstreamCredentials(accountId);
  if (!credentials) notFound();
  const transport = createTransport({ ...credentials, timeoutMs: PREFETCH_TIMEOUT_MS, maxRetries: 0 });
  return {
    ...access,
    aggregator: isAggregator(access.account),
    can: (permission) => can(access.membership.role, permission),
    async get<T>(path: `/v1/${string}`, query: Record<string, QueryValue> = {}) {
      const response = await transport.request({
        method: "GET",
        pathWithQuery: path + serializeQuery(query),
      });
      return response.body as T;
    },
  };
}

/** A per-request cache for prefetches; a failed prefetch is left for the client to retry and explain. */
export function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
}

/** The HTTP status of a failed upstream call, when it has one. */
export function upstreamStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("status" in error)) return null;
  return typeof error.status === "number" ? error.status : null;
}
