import "server-only";
import { z } from "zod";
import { retryHintMs } from "./retry-hint";

export type UpstreamErrorCode =
  | "authentication"
  | "permission"
  | "not_found"
  | "conflict"
  | "validation"
  | "rate_limited"
  | "unavailable"
  | "timeout"
  | "bad_response"
  | "http";

export interface UpstreamErrorInit {
  status?: number | null;
  body?: unknown;
  /** The answer's headers (rate limits, request id), when there was an answer. */
  headers?: Headers | null;
  requestId?: string | null;
  cause?: unknown;
}

/**
 * Every failure of a call to the payments service. It keeps what the service said (status, body,
 * request id) and never holds the key, the secret or the signing key.
 */
export class UpstreamError extends Error {
  override name = "UpstreamError";
  readonly code: UpstreamErrorCode;
  readonly status: number | null;
  readonly body: unknown;
  readonly headers: Headers | null;
  readonly requestId: string | null;

  constructor(code: UpstreamErrorCode, message: string, init: UpstreamErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    this.status = init.status ?? null;
    this.body = init.body ?? null;
    this.headers = init.headers ?? null;
    this.requestId = init.requestId ?? null;
  }

  /** The typed error for a non-2xx answer. `nowMs` dates `X-RateLimit-Reset` on a 429. */
  static fromResponse(status: number, body: unknown, headers: Headers, nowMs = Date.now()): UpstreamError {
    const init = { status, body, headers, requestId: headers.get("x-request-id") };
    const message = summarize(status, body);
    if (status === 400) return new ValidationError(message, init, validationDetails(body));
    if (status === 401) return new AuthenticationError(message, init);
    if (status === 403) return new PermissionError(message, init);
    if (status === 404) return new NotFoundError(message, init);
    if (status === 409) return new ConflictError(message, init);
    if (status === 429) {
      const waitMs = retryHintMs(status, headers, body, nowMs);
      return new RateLimitError(message, init, waitMs === null ? null : Math.ceil(waitMs / 1000));
    }
    if (status >= 500) return new UpstreamUnavailableError(message, init);
    return new UpstreamError("http", message, init);
  }
}

/**
 * A failure of one kind: its own class, so callers can test it with `instanceof`, that only fixes the code
 * and the name. (Validation and rate-limit failures carry more, and are written out below.)
 */
function errorKind(code: UpstreamErrorCode, name: string) {
  return class extends UpstreamError {
    override name = name;
    constructor(message: string, init?: UpstreamErrorInit) {
      super(code, message, init);
    }
  };
}

export const AuthenticationError = errorKind("authentication", "AuthenticationError");
export type AuthenticationError = InstanceType<typeof AuthenticationError>;

export const PermissionError = errorKind("permission", "PermissionError");
export type PermissionError = InstanceType<typeof PermissionError>;

export const NotFoundError = errorKind("not_found", "NotFoundError");
export type NotFoundError = InstanceType<typeof NotFoundError>;

export const ConflictError = errorKind("conflict", "ConflictError");
export type ConflictError = InstanceType<typeof ConflictError>;

export interface ValidationDetail {
  field: string;
  constraint: string;
  message: string;
}

export class ValidationError extends UpstreamError {
  override name = "ValidationError";
  readonly details: ValidationDetail[];
  constructor(message: string, init?: UpstreamErrorInit, details: ValidationDetail[] = []) {
    super("validation", message, init);
    this.details = details;
  }
}

export class RateLimitError extends UpstreamError {
  override name = "RateLimitError";
  /** Seconds until the service accepts the call again, when it said so. */
  readonly retryAfterSeconds: number | null;
  constructor(message: string, init?: UpstreamErrorInit, retryAfterSeconds: number | null = null) {
    super("rate_limited", message, init);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Refused or dropped connection, DNS failure, or a 5xx. */
export const UpstreamUnavailableError = errorKind("unavailable", "UpstreamUnavailableError");
export type UpstreamUnavailableError = InstanceType<typeof UpstreamUnavailableError>;

export const UpstreamTimeoutError = errorKind("timeout", "UpstreamTimeoutError");
export type UpstreamTimeoutError = InstanceType<typeof UpstreamTimeoutError>;

/** An answer outside the contract: a body its schema rejects, or a redirect. */
export const BadResponseError = errorKind("bad_response", "BadResponseError");
export type BadResponseError = InstanceType<typeof BadResponseError>;

const detailSchema = z.object({ field: z.string(), constraint: z.string(), message: z.string() });

function validationDetails(body: unknown): ValidationDetail[] {
  if (typeof body !== "object" || body === null || !("details" in body) || !Array.isArray(body.details)) {
    return [];
  }
  return body.details.flatMap((item: unknown) => {
    const parsed = detailSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function summarize(status: number, body: unknown): string {
  let detail = typeof body === "string" ? body : "";
  if (typeof body === "object" && body !== null && "message" in body) {
    const { message } = body;
    if (typeof message === "string") detail = message;
    else if (Array.isArray(message)) detail = message.filter((m) => typeof m === "string").join("; ");
  }
  const short = detail.length > 300 ? `${detail.slice(0, 300)}…` : detail;
  return short === "" ? `Upstream answered ${status}` : `Upstream answered ${status}: ${short}`;
}
