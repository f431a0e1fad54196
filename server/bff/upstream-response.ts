import "server-only";
import { BffError, reasonPhrase } from "./errors";
import { baseHeaders, jsonResponse } from "./respond";

/** Any HTTP answer of the service, success or not. */
export interface UpstreamReply {
  status: number;
  headers: Headers;
  body: unknown;
  /** The exact bytes of a successful answer; error answers are known only parsed. */
  rawBody: string | null;
  requestId: string | null;
}

/** Service headers the browser needs: its rate-limit budget and how long to wait after a 429. */
export const PASSED_HEADERS = [
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "retry-after",
];
export const UPSTREAM_REQUEST_ID_HEADER = "X-Upstream-Request-Id";

/**
 * The service's answer as the browser gets it: same status, same JSON (the exact bytes when the
 * transport kept them), the rate-limit headers, and our request id beside the service's.
 */
export function replyToResponse(reply: UpstreamReply, requestId: string): Response {
  const headers = baseHeaders(requestId);
  for (const name of PASSED_HEADERS) {
    const value = reply.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (reply.requestId) headers.set(UPSTREAM_REQUEST_ID_HEADER, reply.requestId);

  const ok = reply.status >= 200 && reply.status < 300;
  if (reply.status === 204 || (ok && reply.body === null))
    return new Response(null, { status: reply.status, headers });
  if (typeof reply.body !== "object" || reply.body === null) {
    if (ok) throw new BffError("upstream_bad_response", "The payments service answered without a JSON body");
    return jsonResponse(
      reply.status,
      {
        statusCode: reply.status,
        message: `The payments service answered ${reply.status} without a JSON body`,
        error: reasonPhrase(reply.status),
        requestId,
      },
      headers,
    );
  }
  if (reply.rawBody !== null) {
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(reply.rawBody, { status: reply.status, headers });
  }
  return jsonResponse(reply.status, reply.body, headers);
}
