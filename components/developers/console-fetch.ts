import { BffError, errorFromResponse } from "@/data/bff";

/**
 * GET of one of the console's own account routes (`/api/accounts/:id/<path>`), not a payments API call:
 * the same error shape as the BFF client, so the same error states and request ids show.
 */
export async function consoleGet<T>(accountId: string, path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/accounts/${encodeURIComponent(accountId)}/${path}`, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new BffError({
      status: 0,
      code: "network_error",
      message: "The console could not be reached. Check your connection and try again.",
    });
  }
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw errorFromResponse(response.status, response.headers, body);
  return body as T;
}
