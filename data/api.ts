import { type ArgsTuple, type ResultOf, wireRequest } from "@/lib/payments-api/call";
import type { OperationId } from "@/lib/payments-api/operations";
import type { QueryValue } from "@/lib/payments-api/query";
import { operationRoutes } from "@/lib/payments-api/routes";
import { bffRequest } from "./bff";

/**
 * The browser's twin of the server's typed client: the same method per operation, with the same argument
 * and result types, called through the console's BFF for one account. Failures are `BffError`s.
 */
export type BffApi = {
  readonly [K in OperationId]: (...args: ArgsTuple<K>) => Promise<ResultOf<K>>;
};

interface LooseArgs {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

const cache = new Map<string, BffApi>();

export function bffApi(accountId: string): BffApi {
  let api = cache.get(accountId);
  if (!api) {
    api = Object.fromEntries(
      Object.entries(operationRoutes).map(([id, route]) => [
        id,
        (args: LooseArgs = {}) => {
          const wire = wireRequest(route, args);
          return bffRequest(accountId, wire.method, wire.pathWithQuery as `/v1/${string}`, {
            body: wire.body,
            signal: args.signal,
          });
        },
      ]),
    ) as unknown as BffApi;
    cache.set(accountId, api);
  }
  return api;
}
