import "server-only";
import { randomUUID } from "node:crypto";
import { type BffError, errorBody } from "./errors";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Identifies one BFF request in its response, its log line and its audit entry. */
export function newRequestId(): string {
  return randomUUID();
}

/** Answers from the BFF are about one user's data: never stored by a browser or a shared cache. */
export function baseHeaders(requestId: string): Headers {
  return new Headers({ [REQUEST_ID_HEADER]: requestId, "Cache-Control": "no-store" });
}

export function jsonResponse(status: number, body: unknown, headers: Headers): Response {
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers });
}

export function errorResponse(error: BffError, requestId: string): Response {
  const headers = baseHeaders(requestId);
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
  return jsonResponse(error.status, errorBody(error, requestId), headers);
}
