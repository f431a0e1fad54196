import "server-only";
import { serviceRefusalWords } from "@/lib/money-out-refusals";
import { BffError } from "@/server/bff/errors";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import { RateLimitError, UpstreamError } from "@/server/upstream/errors";

// How the approvals' calls to the payments service fail, in words, for the console's own routes, the server
// actions and the pages alike. A rate limit is the service being busy (429, with when to try again), never
// "could not be reached" (502).

/** The service's limits are per minute (docs/service-rules.md §3): a minute always frees a slot. */
const WINDOW_SECONDS = 60;

/** Seconds until the service takes calls again, from its Retry-After or X-RateLimit-Reset (at least 1). */
export function retryAfterSeconds(error: RateLimitError): number {
  return error.retryAfterSeconds === null ? WINDOW_SECONDS : Math.max(1, error.retryAfterSeconds);
}

/** "The payments service is busy; try again in 42 s." */
export function busyWords(error: RateLimitError): string {
  return `The payments service is busy; try again in ${retryAfterSeconds(error)} s.`;
}

/** A failure to read or call the service, in a person's words (what the service said, when it said it). */
export function upstreamWords(error: unknown): string {
  if (error instanceof RateLimitError) return busyWords(error);
  if (error instanceof MemberScopeError) return error.message;
  if (error instanceof UpstreamError && error.status !== null) {
    return serviceRefusalWords(null, error.message);
  }
  return "The payments service could not be reached; try again in a moment.";
}

/** The BFF error of a call the approvals made to the service: 429 with Retry-After when it is busy. */
export function upstreamBffError(error: UpstreamError | MemberScopeError, what: string): BffError {
  if (error instanceof RateLimitError) {
    return new BffError("upstream_rate_limited", busyWords(error), undefined, retryAfterSeconds(error));
  }
  if (error instanceof MemberScopeError) return new BffError(error.code, error.message);
  return new BffError("upstream_unreachable", what);
}
