import "server-only";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** The HTTP status of a failed upstream call, when it has one. */
export function upstreamStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("status" in error)) return null;
  return typeof error.status === "number" ? error.status : null;
}

/**
 * One resource for a detail page, into the client's cache: the resource, null when the service says it
 * is not there (404, or 403/400 for an id that is not this merchant's), or "unavailable" when the
 * service could not answer; the page then renders and the browser retries with its own error state.
 */
export async function fetchForPage<T>(
  client: QueryClient,
  queryKey: QueryKey,
  fetcher: () => Promise<T>,
): Promise<T | null | "unavailable"> {
  try {
    return await client.fetchQuery({ queryKey, queryFn: fetcher });
  } catch (error) {
    const status = upstreamStatus(error);
    if (status === 404 || status === 403 || status === 400) return null;
    return "unavailable";
  }
}
