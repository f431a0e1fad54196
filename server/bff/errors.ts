import "server-only";
import { STATUS_CODES } from "node:http";
import type { ValidationDetail } from "@/lib/payments-api/common";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import {
  AuthenticationError,
  BadResponseError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  UpstreamError,
  UpstreamTimeoutError,
} from "@/server/upstream/errors";

/** The closed set of failures the BFF itself answers (upstream answers pass through as they are). */
export type BffErrorCode =
  | "unauthenticated"
  | "forbidden"
  | "origin_rejected"
  | "not_found"
  | "validation_failed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "request_timeout"
  | "too_many_streams"
  | "too_many_long_reads"
  | "upstream_rate_limited"
  | "upstream_key_rejected"
  | "upstream_unreachable"
  | "upstream_timeout"
  | "upstream_bad_response"
  | "internal_error";

const statusOf: Record<BffErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  origin_rejected: 403,
  not_found: 404,
  validation_failed: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  request_timeout: 408,
  too_many_streams: 429,
  too_many_long_reads: 429,
  upstream_rate_limited: 429,
  upstream_key_rejected: 502,
  upstream_unreachable: 502,
  upstream_timeout: 504,
  upstream_bad_response: 502,
  internal_error: 500,
};

/** A failure with a message that is safe to show; unexpected errors become `internal_error` instead. */
export class BffError extends Error {
  override name = "BffError";
  readonly status: number;
  constructor(
    readonly code: BffErrorCode,
    message: string,
    readonly details?: ValidationDetail[],
    /** How long to wait before asking again (a 429): sent as `Retry-After` and `retryAfter`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

export interface BffErrorBody {
  statusCode: number;
  message: string;
  error: string;
  code: BffErrorCode;
  requestId: string;
  details?: ValidationDetail[];
  retryAfter?: number;
}

export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? "Error";
}

export function errorBody(error: BffError, requestId: string): BffErrorBody {
  return {
    statusCode: error.status,
    message: error.message,
    error: reasonPhrase(error.status),
    code: error.code,
    requestId,
    ...(error.details ? { details: error.details } : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfter: error.retryAfterSeconds } : {}),
  };
}

/**
 * Any thrown value as a BffError; the message of an unexpected one is not shown (it is logged). A call to
 * the payments service that failed and that a route did not word itself is never the console's own 500:
 * busy is 429, a refused key 502, no answer 502 or 504, and the service's refusal is said in its words.
 */
export function toBffError(error: unknown): BffError {
  if (error instanceof BffError) return error;
  if (error instanceof MemberScopeError) return new BffError(error.code, error.message);
  if (error instanceof UpstreamError) return upstreamAsBffError(error);
  return new BffError("internal_error", "Something went wrong in the console; the request id identifies it");
}

function upstreamAsBffError(error: UpstreamError): BffError {
  if (error instanceof RateLimitError)
    return new BffError(
      "upstream_rate_limited",
      "The payments service is busy; try again in a moment",
      undefined,
      Math.max(1, error.retryAfterSeconds ?? 60),
    );
  if (error instanceof UpstreamTimeoutError)
    return new BffError("upstream_timeout", "The payments service did not answer in time");
  if (error instanceof AuthenticationError)
    return new BffError("upstream_key_rejected", "The payments service refused this account's API key");
  // The service's 403 is another merchant's resource: not found, as the console answers one.
  if (error instanceof NotFoundError || error instanceof PermissionError)
    return new BffError("not_found", "The payments service has no such record for this account");
  if (error instanceof BadResponseError)
    return new BffError("upstream_bad_response", "The payments service answered outside its contract");
  if (error.status !== null && error.status >= 400 && error.status < 500)
    return new BffError("validation_failed", `The payments service refused this: ${error.message}`);
  return new BffError("upstream_unreachable", "The payments service could not be reached");
}
