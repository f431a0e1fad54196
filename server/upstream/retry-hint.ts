import "server-only";

function retryAfterHeaderMs(value: string | null, nowMs: number): number | null {
  if (value === null || value.trim() === "") return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text) * 1000);
  // RFC 9110 also allows an HTTP date.
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

function bodyRetryAfterMs(body: unknown): number | null {
  if (typeof body !== "object" || body === null || !("retryAfter" in body)) return null;
  const seconds = body.retryAfter;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds * 1000)
    : null;
}

function rateLimitResetMs(value: string | null, nowMs: number): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  // Unix seconds at which a slot frees (docs/service-rules.md §3).
  return Math.max(0, Number(value.trim()) * 1000 - nowMs);
}

/**
 * How long the service asked us to wait before trying again, in milliseconds, or null when it did
 * not say. `X-RateLimit-Reset` rides on every response, so it only counts as a request to wait on a 429.
 */
export function retryHintMs(status: number, headers: Headers, body: unknown, nowMs: number): number | null {
  const retryAfter = retryAfterHeaderMs(headers.get("retry-after"), nowMs);
  if (retryAfter !== null) return retryAfter;
  if (status !== 429) return null;
  return rateLimitResetMs(headers.get("x-ratelimit-reset"), nowMs) ?? bodyRetryAfterMs(body);
}
