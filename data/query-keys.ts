import type { ArgsOf, ReadOperationId } from "@/lib/payments-api/call";
import type { QueryValue } from "@/lib/payments-api/query";
import { type ApiResource, operationRoutes } from "@/lib/payments-api/routes";

export type { ApiResource };

/**
 * Query keys, nested from the account down so that one invalidation reaches everything below it:
 * `account(id)` ⊃ `resource(id, "payments")` ⊃ `lists(id, "payments")` and `detail(id, "payments", pid)`.
 * A read operation's key comes from the operation and its arguments, so the server's prefetch and the
 * browser's query of the same call share one cache entry.
 */
export const queryKeys = {
  account: (accountId: string) => ["accounts", accountId] as const,
  resource: (accountId: string, resource: ApiResource) => ["accounts", accountId, resource] as const,
  lists: (accountId: string, resource: ApiResource) => ["accounts", accountId, resource, "list"] as const,
  detail: (accountId: string, resource: ApiResource, id: string) =>
    ["accounts", accountId, resource, "detail", id] as const,
  /** The key of one read: a single resource by its id is its detail key; anything else is a list. */
  call<K extends ReadOperationId>(accountId: string, operationId: K, args?: ArgsOf<K>): readonly unknown[] {
    const route = operationRoutes[operationId];
    const params = (args?.params ?? {}) as Record<string, string>;
    const query = withoutEmpty((args?.query ?? {}) as Record<string, QueryValue>);
    if (route.path.endsWith("/:id") && params.id !== undefined && Object.keys(query).length === 0) {
      return queryKeys.detail(accountId, route.resource, params.id);
    }
    return [...queryKeys.lists(accountId, route.resource), operationId, { ...params, ...query }];
  },
};

/** Drops unset parameters so `{ status: undefined }` and `{}` share one cache entry. */
function withoutEmpty(params: Record<string, QueryValue>): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result;
}
