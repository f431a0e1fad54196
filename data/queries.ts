import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { ArgsTuple, ReadOperationId, ResultOf } from "@/lib/payments-api/call";
import type { OperationId } from "@/lib/payments-api/operations";
import { operationRoutes } from "@/lib/payments-api/routes";
import { type BffApi, bffApi } from "./api";
import { queryKeys } from "./query-keys";

/**
 * Anything that calls operations by name with the contract's types: the browser's BFF twin, or on the
 * server the account's signed client (`access.upstream().api`), which has the same shape.
 */
export type ApiCaller = {
  readonly [K in OperationId]: (...args: ArgsTuple<K>) => Promise<ResultOf<K>>;
};

/** Query options of one read operation: its key from the call, and a query function on the caller. */
export type ApiQueryOptions<K extends ReadOperationId> = ReturnType<
  typeof queryOptions<ResultOf<K>, Error, ResultOf<K>, QueryKey>
>;

export type ApiQueries = {
  readonly [K in ReadOperationId]: (...args: ArgsTuple<K>) => ApiQueryOptions<K>;
};

type AnyArgs = { signal?: AbortSignal } & Record<string, unknown>;
type LooseCall = (args?: AnyArgs) => Promise<unknown>;

/**
 * One query-options factory per read operation, for one account. The server prefetches with
 * `apiQueries(accountId, access.upstream().api)` and the browser reads with `apiQueries(accountId)`: the
 * keys are the same, so the browser starts from what the server fetched.
 */
export function apiQueries(accountId: string, caller: ApiCaller | BffApi = bffApi(accountId)): ApiQueries {
  const entries = Object.entries(operationRoutes)
    .filter(([, route]) => route.method === "GET")
    .map(([id]) => {
      const operationId = id as ReadOperationId;
      const call = caller[operationId] as unknown as LooseCall;
      const factory = (args: AnyArgs = {}) =>
        queryOptions({
          queryKey: queryKeys.call(accountId, operationId, args as never),
          queryFn: ({ signal }) => call({ ...args, signal }),
        });
      return [operationId, factory] as const;
    });
  return Object.fromEntries(entries) as unknown as ApiQueries;
}
