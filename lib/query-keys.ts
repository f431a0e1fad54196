import type { QueryValue } from "@/lib/payments-api/query";

/** The resources the console caches per merchant account; one name per area of the payments API. */
export type QueryResource =
  | "payments"
  | "payment-links"
  | "branches"
  | "direct-debit"
  | "withdrawals"
  | "offramp"
  | "banks"
  | "reports"
  | "webhooks";

export type QueryParams = Record<string, QueryValue>;

/**
 * Query keys, nested from the account down so that one invalidation reaches everything below it:
 * `account(id)` ⊃ `resource(id, "payments")` ⊃ `list(id, "payments", filters)` and `detail(id, "payments", pid)`.
 * Server prefetches and client hooks build their keys here, so both sides agree.
 */
export const queryKeys = {
  account: (accountId: string) => ["accounts", accountId] as const,
  resource: (accountId: string, resource: QueryResource) => ["accounts", accountId, resource] as const,
  lists: (accountId: string, resource: QueryResource) => ["accounts", accountId, resource, "list"] as const,
  list: (accountId: string, resource: QueryResource, params: QueryParams = {}) =>
    ["accounts", accountId, resource, "list", withoutEmpty(params)] as const,
  detail: (accountId: string, resource: QueryResource, id: string) =>
    ["accounts", accountId, resource, "detail", id] as const,
};

/** Drops unset parameters so `{ status: undefined }` and `{}` share one cache entry. */
function withoutEmpty(params: QueryParams): QueryParams {
  const result: QueryParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result;
}
