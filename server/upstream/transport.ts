import "server-only";
import type { HttpMethod } from "@/lib/payments-api/operation";
import { guardedFetchFor, type UpstreamFetch, upstreamAllowedHosts } from "./address-guard";
import {
  BadResponseError,
  RateLimitError,
  UpstreamError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from "./errors";
import { retryHintMs } from "./retry-hint";
import { authHeaders } from "./signer";

export interface TransportOptions {
  /** Origin of the payments service, optionally with a path prefix (`https://api.example.com`). */
  baseUrl: string;
  keyId: string;
  signingKey: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** Longest wait the service may ask for before we give up instead of retrying. */
  maxRetryWaitMs?: number;
  fetch?: UpstreamFetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

export interface TransportRequest {
  method: HttpMethod;
  /** `/v1/…` plus `?` and the already-encoded query. */
  pathWithQuery: string;
  body?: unknown;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  body: unknown;
  rawBody: string;
  requestId: string | null;
}

export interface Transport {
  request(request: TransportRequest): Promise<TransportResponse>;
}

const BACKOFF_BASE_MS = 200;
const BACKOFF_CAP_MS = 5_000;

type Attempt =
  | { ok: true; response: TransportResponse }
  | { ok: false; error: UpstreamError; hintMs: number | null };

export function createTransport(options: TransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRetries = options.maxRetries ?? 2;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 30_000;
  // Only public addresses, or hosts an operator allowed, are ever called (server/upstream/address-guard).
  const doFetch: UpstreamFetch = options.fetch ?? guardedFetchFor(options.baseUrl, upstreamAllowedHosts());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const base = parseBaseUrl(options.baseUrl);

  async function attempt(request: TransportRequest, url: URL, body: string | undefined): Promise<Attempt> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const sentAt = now();
    const headers: Record<string, string> = {
      accept: "application/json",
      ...authHeaders({
        keyId: options.keyId,
        signingKey: options.signingKey,
        method: request.method,
        pathWithQuery: url.pathname + url.search,
        body,
        now: sentAt,
      }),
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      const res = await doFetch(url.href, {
        method: request.method,
        headers,
        body,
        signal,
      });
      const rawBody = await res.text();
      const parsed = parseBody(res.status, rawBody, res.headers);
      if (res.ok) {
        const requestId = res.headers.get("x-request-id");
        return {
          ok: true,
          response: { status: res.status, headers: res.headers, body: parsed, rawBody, requestId },
        };
      }
      const answeredAt = now();
      const error = UpstreamError.fromResponse(res.status, parsed, res.headers, answeredAt);
      return { ok: false, error, hintMs: retryHintMs(res.status, res.headers, parsed, answeredAt) };
    } catch (cause) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (timeout.aborted) {
        return {
          ok: false,
          error: new UpstreamTimeoutError(`No answer within ${timeoutMs} ms`),
          hintMs: null,
        };
      }
      return { ok: false, error: fetchFailure(cause), hintMs: null };
    }
  }

  function retryable(error: UpstreamError, method: HttpMethod): boolean {
    // The service rate-limits before it executes, so a 429 proves nothing ran; anything else may have.
    if (error instanceof RateLimitError) return true;
    return (
      method === "GET" && (error instanceof UpstreamUnavailableError || error instanceof UpstreamTimeoutError)
    );
  }

  return {
    async request(request) {
      const url = resolveTarget(base, request.pathWithQuery);
      // Serialized once: these exact bytes are signed and sent on every attempt. GET and DELETE sign "".
      const hasBody = request.method !== "GET" && request.method !== "DELETE" && request.body !== undefined;
      const body = hasBody ? JSON.stringify(request.body) : undefined;
      let last: UpstreamError | undefined;
      for (let n = 0; n <= maxRetries; n++) {
        const result = await attempt(request, url, body);
        if (result.ok) return result.response;
        last = result.error;
        if (n === maxRetries || !retryable(result.error, request.method)) break;
        if (result.hintMs !== null && result.hintMs > maxRetryWaitMs) break;
        const backoff = random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** n);
        await sleep(result.hintMs ?? Math.round(backoff));
        if (request.signal?.aborted) throw request.signal.reason;
      }
      throw last ?? new UpstreamUnavailableError("No attempt was made");
    },
  };
}

function parseBaseUrl(baseUrl: string): { origin: string; prefix: string } {
  const url = new URL(baseUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("The base URL must be http(s)");
  if (url.username || url.password || url.search || url.hash) {
    throw new Error("The base URL must not carry credentials, a query or a fragment");
  }
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, "") };
}

/**
 * The URL to fetch. Its pathname + search is what undici puts on the request line, so that string
 * (in the URL standard's canonical encoding) is what gets signed; already-encoded input passes unchanged.
 */
function resolveTarget(base: { origin: string; prefix: string }, pathWithQuery: string): URL {
  if (!pathWithQuery.startsWith("/") || pathWithQuery.startsWith("//")) {
    throw new Error("The upstream path must be absolute and start with a single '/'");
  }
  const url = new URL(base.prefix + pathWithQuery, base.origin);
  // Dot segments could climb out of the prefix; a foreign origin must never receive a signed request.
  if (url.origin !== base.origin || !url.pathname.startsWith(`${base.prefix}/`)) {
    throw new Error("The upstream path escapes the base URL");
  }
  url.hash = "";
  return url;
}

function parseBody(status: number, rawBody: string, headers: Headers): unknown {
  if (status === 204 || rawBody === "") return null;
  const type = headers.get("content-type");
  if (type !== null && !type.includes("json")) return rawBody;
  try {
    return JSON.parse(rawBody);
  } catch {
    return rawBody;
  }
}

function fetchFailure(cause: unknown): UpstreamError {
  const inner = cause instanceof Error && cause.cause instanceof Error ? cause.cause : undefined;
  // With redirect: "error", undici rejects instead of following; a 3xx is outside the contract.
  if (inner && /redirect/i.test(inner.message)) {
    return new BadResponseError("Upstream answered with a redirect, which is refused", { cause });
  }
  const code = inner && "code" in inner && typeof inner.code === "string" ? ` (${inner.code})` : "";
  const reason = inner?.message ?? (cause instanceof Error ? cause.message : "unknown error");
  return new UpstreamUnavailableError(`Upstream unreachable: ${reason}${code}`, { cause });
}
