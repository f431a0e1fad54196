import "server-only";
import type { HttpMethod } from "@/lib/payments-api/operation";
import type { UpstreamCredentials } from "@/server/accounts/service";
import {
  AuthenticationError,
  BadResponseError,
  UpstreamError,
  UpstreamTimeoutError,
} from "@/server/upstream/errors";
import { createTransport } from "@/server/upstream/transport";
import { BffError } from "./errors";

/** Any HTTP answer of the service, success or not. */
export interface UpstreamReply {
  status: number;
  headers: Headers;
  body: unknown;
  /** The exact bytes of a successful answer; error answers are known only parsed. */
  rawBody: string | null;
  requestId: string | null;
}

export interface UpstreamCallOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * One signed call through the Foundation transport. HTTP answers come back as replies whatever their
 * status (the browser needs the service's 4xx bodies); failures to get one become BffErrors.
 * No retries: the browser is waiting and decides itself, and a 429 is passed on with its wait.
 */
export async function callUpstream(
  credentials: UpstreamCredentials,
  request: { method: HttpMethod; pathWithQuery: string; body?: unknown },
  options: UpstreamCallOptions,
): Promise<UpstreamReply> {
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // The transport's errors keep status and body but not headers; the last answer's headers are
  // captured here so rate-limit headers reach the browser on a 429 too.
  let lastHeaders: Headers | null = null;
  const transport = createTransport({
    baseUrl: credentials.baseUrl,
    keyId: credentials.keyId,
    signingKey: credentials.signingKey,
    timeoutMs: options.timeoutMs,
    maxRetries: 0,
    fetch: async (input, init) => {
      const response = await baseFetch(input, init);
      lastHeaders = response.headers;
      return response;
    },
  });
  try {
    return await transport.request(request);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const outcome = replyOrFailure(error, lastHeaders ?? new Headers(), options.timeoutMs);
    if (outcome instanceof BffError) throw outcome;
    return outcome;
  }
}

function replyOrFailure(error: UpstreamError, headers: Headers, timeoutMs: number): UpstreamReply | BffError {
  if (error instanceof UpstreamTimeoutError) {
    return new BffError(
      "upstream_timeout",
      `The payments service did not answer within ${formatSeconds(timeoutMs)}`,
    );
  }
  if (error instanceof AuthenticationError) {
    // Passing a 401 on would read as "your console session ended"; it is the account's key instead.
    return new BffError(
      "upstream_key_rejected",
      "The payments service refused this account's API key (it may have been revoked or replaced). " +
        "An owner or admin can add a new key in the account settings.",
    );
  }
  if (error instanceof BadResponseError && error.status === null) {
    return new BffError("upstream_bad_response", "The payments service answered with a redirect");
  }
  if (error.status !== null) {
    return { status: error.status, headers, body: error.body, rawBody: null, requestId: error.requestId };
  }
  return new BffError("upstream_unreachable", "The payments service could not be reached");
}

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
