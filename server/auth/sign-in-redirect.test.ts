import { describe, expect, it } from "vitest";
import { hasSessionCookie, needsSignIn, SESSION_EXPIRED_REASON, signInLocation } from "./sign-in-redirect";

describe("needsSignIn", () => {
  it("guards console pages", () => {
    for (const path of [
      "/",
      "/payments",
      "/payments/pay_123",
      "/settings/members",
      "/setup-guide",
      "/apis",
    ]) {
      expect(needsSignIn(path), path).toBe(true);
    }
  });

  it("leaves auth pages, API routes and static files alone", () => {
    for (const path of [
      "/sign-in",
      "/setup",
      "/invite/abc123",
      "/api",
      "/api/auth/session",
      "/api/accounts/a/v1/payments",
      "/_next/static/chunks/app.js",
      "/openapi.json",
      "/favicon.ico",
      "/images/logo.svg",
    ]) {
      expect(needsSignIn(path), path).toBe(false);
    }
  });
});

describe("signInLocation", () => {
  it("comes back to the page and query the visitor asked for", () => {
    expect(signInLocation({ pathname: "/payments", search: "?status=PAID" }, false)).toBe(
      "/sign-in?callbackUrl=%2Fpayments%3Fstatus%3DPAID",
    );
    expect(signInLocation({ pathname: "/", search: "" }, false)).toBe("/sign-in?callbackUrl=%2F");
  });

  it("says when a session has run out", () => {
    const location = new URL(signInLocation({ pathname: "/links", search: "" }, true), "http://x");
    expect(location.searchParams.get("reason")).toBe(SESSION_EXPIRED_REASON);
    expect(location.searchParams.get("callbackUrl")).toBe("/links");
  });
});

describe("hasSessionCookie", () => {
  it("recognises next-auth's session cookie, secure or not, whole or chunked", () => {
    expect(hasSessionCookie(["authjs.session-token"])).toBe(true);
    expect(hasSessionCookie(["theme", "__Secure-authjs.session-token"])).toBe(true);
    expect(hasSessionCookie(["authjs.session-token.0", "authjs.session-token.1"])).toBe(true);
    expect(hasSessionCookie(["authjs.csrf-token", "authjs.callback-url", "session-token"])).toBe(false);
    expect(hasSessionCookie([])).toBe(false);
  });
});
