export type BffMethod = "GET" | "POST" | "PATCH" | "DELETE";

export interface BffErrorDetail {
  field: string;
  constraint: string;
  message: string;
}

/**
 * A failed BFF call as the browser sees it: the HTTP status (0 when the console could not be reached),
 * a message safe to show, validation details when the request was refused field by field, and the request
 * id that finds the call in the console's and the upstream's logs.
 */
export class BffError extends Error {
  override name = "BffError";
  readonly status: number;
  readonly code: string | null;
  readonly details: BffErrorDetail[];
  readonly requestId: string | null;
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    message: string;
    code?: string | null;
    details?: BffErrorDetail[];
    requestId?: string | null;
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code ?? null;
    this.details = init.details ?? [];
    this.requestId = init.requestId ?? null;
    this.retryAfter = init.retryAfter ?? null;
  }

  /** The message of the detail about one field, for inline form errors. */
  detailFor(field: string): string | undefined {
    return this.details.find((detail) => detail.field === field)?.message;
  }
}

export function isBffError(value: unknown): value is BffError {
  return value instanceof BffError;
}

export interface BffRequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls an operation of the payments API through the console's BFF for one merchant account and returns
 * the parsed JSON body (null for an empty answer). Any non-2xx answer, an unreachable console or a body
 * that is not JSON becomes a BffError. Callers use the typed twin in `./api.ts`.
 */
export function bffRequest(
  accountId: string,
  method: BffMethod,
  pathWithQuery: `/v1/${string}`,
  options: BffRequestOptions = {},
): Promise<unknown> {
  return consoleRequest(`/api/accounts/${encodeURIComponent(accountId)}${pathWithQuery}`, method, options);
}

/**
 * GET of one of the console's own account routes (`/api/accounts/:id/<path>`), not a payments API call: the
 * same errors as the BFF's, so the same error states and request ids show.
 */
export async function consoleGet<T>(accountId: string, path: string, signal?: AbortSignal): Promise<T> {
  return (await consoleRequest(`/api/accounts/${encodeURIComponent(accountId)}/${path}`, "GET", {
    signal,
  })) as T;
}

/** A JSON call to any of the console's own URLs, answered or refused as `bffRequest` answers. */
export async function consoleRequest(
  url: string,
  method: BffMethod,
  options: BffRequestOptions = {},
): Promise<unknown> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { Accept: "application/json", ...(hasBody ? { "Content-Type": "application/json" } : {}) },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: "same-origin",
      cache: "no-store",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new BffError({
      status: 0,
      code: "network_error",
      message: "The console could not be reached. Check your connection and try again.",
    });
  }
  const body = await readJson(response);
  if (response.ok) {
    if (body.kind === "json") return body.value;
    if (body.kind === "empty") return null;
    throw new BffError({
      status: response.status,
      code: "bad_response",
      message: "The console answered with something other than JSON. Reload the page and try again.",
      requestId: response.headers.get("x-request-id"),
    });
  }
  throw errorFromResponse(response.status, response.headers, body.kind === "json" ? body.value : undefined);
}

type ParsedBody = { kind: "json"; value: unknown } | { kind: "empty" } | { kind: "other" };

async function readJson(response: Response): Promise<ParsedBody> {
  const text = await response.text().catch(() => "");
  if (text.trim() === "") return { kind: "empty" };
  try {
    return { kind: "json", value: JSON.parse(text) };
  } catch {
    return { kind: "other" };
  }
}

const fallbackMessages: Record<number, string> = {
  0: "The console could not be reached.",
  401: "Your session has ended. Sign in again to continue.",
  403: "You do not have permission to do this.",
  404: "This was not found. It may have been removed, or it belongs to another account.",
  429: "Too many requests in a short time. Wait a moment and try again.",
  502: "The payments service could not be reached.",
  504: "The payments service took too long to answer.",
};

/** Builds the BffError of a non-2xx answer from the BFF's or the upstream's JSON error body. */
export function errorFromResponse(status: number, headers: Headers, body: unknown): BffError {
  const record = isRecord(body) ? body : {};
  // Some services answer a list of messages rather than one.
  const text = Array.isArray(record.message)
    ? record.message.filter((part): part is string => typeof part === "string").join(" ")
    : record.message;
  const message = typeof text === "string" && text.trim() !== "" ? text : null;
  const retryHeader = Number(headers.get("retry-after"));
  return new BffError({
    status,
    message: message ?? fallbackMessages[status] ?? `The request failed (HTTP ${status}).`,
    code: typeof record.code === "string" ? record.code : null,
    details: Array.isArray(record.details) ? record.details.filter(isDetail) : [],
    requestId: typeof record.requestId === "string" ? record.requestId : headers.get("x-request-id"),
    retryAfter:
      typeof record.retryAfter === "number"
        ? record.retryAfter
        : Number.isFinite(retryHeader) && retryHeader > 0
          ? retryHeader
          : null,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isDetail(value: unknown): value is BffErrorDetail {
  return (
    isRecord(value) &&
    typeof value.field === "string" &&
    typeof value.constraint === "string" &&
    typeof value.message === "string"
  );
}
