import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

function asMap(headers: { key: string; value: string }[]) {
  return new Map(headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

describe("securityHeaders", () => {
  it("sets the CSP, nosniff, referrer policy, frame denial and permissions policy", () => {
    const headers = asMap(securityHeaders());
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("adds Strict-Transport-Security only over HTTPS", () => {
    expect(asMap(securityHeaders()).has("strict-transport-security")).toBe(false);
    expect(asMap(securityHeaders({ https: true })).get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });

  it("allows eval and websockets only in development", () => {
    expect(contentSecurityPolicy()).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy()).not.toContain("ws:");
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ development: true })).toContain("ws:");
  });
});
