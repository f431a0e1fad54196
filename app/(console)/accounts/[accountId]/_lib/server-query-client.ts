import "server-only";
import { QueryClient } from "@tanstack/react-query";

/** A per-request cache for the server's prefetches; a failed prefetch is left for the client to retry and explain. */
export function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
}
