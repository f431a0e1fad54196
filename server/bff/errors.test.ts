import { describe, expect, it } from "vitest";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import { UpstreamError } from "@/server/upstream/errors";
import { BffError, toBffError } from "./errors";

// A console route that calls the payments service and lets a failure through answers what happened, never
// the console's own 500.

const answered = (status: number, headers: Record<string, string> = {}) =>
  UpstreamError.fromResponse(status, { message: `said ${status}` }, new Headers(headers), 0);

describe("toBffError", () => {
  it("words each failure of the payments service with its own status", () => {
    const cases: Array<[UpstreamError, number, string]> = [
      [answered(429, { "retry-after": "7" }), 429, "upstream_rate_limited"],
      [answered(401), 502, "upstream_key_rejected"],
      [answered(403), 404, "not_found"],
      [answered(404), 404, "not_found"],
      [answered(400), 400, "validation_failed"],
      [answered(409), 400, "validation_failed"],
      [answered(503), 502, "upstream_unreachable"],
      [new UpstreamError("unavailable", "connect ECONNREFUSED"), 502, "upstream_unreachable"],
    ];
    for (const [error, status, code] of cases) {
      const mapped = toBffError(error);
      expect([mapped.status, mapped.code], String(error)).toEqual([status, code]);
    }
    expect(toBffError(answered(429, { "retry-after": "7" })).retryAfterSeconds).toBe(7);
    expect(toBffError(answered(400)).message).toMatch(/said 400/);
  });

  it("keeps its own errors and a branch refusal, and hides anything else", () => {
    const own = new BffError("forbidden", "No");
    expect(toBffError(own)).toBe(own);
    expect(toBffError(new MemberScopeError("forbidden", "Your own branch only")).status).toBe(403);
    const hidden = toBffError(new Error("secret detail"));
    expect([hidden.status, hidden.message.includes("secret")]).toEqual([500, false]);
  });
});
