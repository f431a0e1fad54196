import { describe, expect, it } from "vitest";
import {
  refreshToken,
  SESSION_MAX_AGE_SECONDS,
  sameSiteRedirect,
  sessionFromToken,
  tokenForUser,
} from "./session-token";

const now = 1_800_000_000;
const user = { id: "5b1c7a52-8a3e-4c4e-9a53-0d0cf1a1e001", email: "ana@example.com", name: "Ana" };

describe("session token", () => {
  it("carries the user's id, email and name, the sign-in time and a session id, nothing else", () => {
    const token = tokenForUser(user, now);
    expect(token).toEqual({
      sub: user.id,
      email: user.email,
      name: user.name,
      signedInAt: now,
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(tokenForUser(user, now)?.sid).not.toBe(token?.sid);
    expect(tokenForUser({ email: "x@example.com" }, now)).toBeNull();
  });

  it("drops every other claim when re-issued, so nothing else can ride along", () => {
    const issued = tokenForUser(user, now);
    if (!issued) throw new Error("expected a token");
    const token = {
      ...issued,
      picture: "https://example.com/a.png",
      memberships: [{ accountId: "a", role: "owner" }],
      signingKey: "deadbeef",
      iat: now,
      exp: now + 100,
      jti: "j",
    };
    expect(refreshToken(token, now + 60)).toEqual({
      sub: user.id,
      email: user.email,
      name: user.name,
      signedInAt: now,
      sid: issued.sid,
    });
  });

  it("ends the session 12 hours after sign-in, however often it is refreshed", () => {
    const token = tokenForUser(user, now);
    if (!token) throw new Error("expected a token");
    expect(SESSION_MAX_AGE_SECONDS).toBe(12 * 60 * 60);
    expect(refreshToken(token, now + SESSION_MAX_AGE_SECONDS - 1)).not.toBeNull();
    expect(refreshToken(token, now + SESSION_MAX_AGE_SECONDS)).toBeNull();
  });

  it("refuses tokens without a subject, sign-in time or session id, or from the future", () => {
    expect(refreshToken({ sub: user.id, signedInAt: now }, now)).toBeNull();
    expect(refreshToken({ email: user.email, signedInAt: now, sid: "s" }, now)).toBeNull();
    expect(refreshToken({ sub: user.id, email: user.email }, now)).toBeNull();
    expect(refreshToken({ sub: user.id, signedInAt: String(now) }, now)).toBeNull();
    expect(refreshToken({ sub: user.id, signedInAt: now + 3600, sid: "s" }, now)).toBeNull();
  });

  it("reports the session's real end: the sliding expiry, capped at 12 hours from sign-in", () => {
    const token = { sub: user.id, email: user.email, name: user.name, signedInAt: now };
    const hardLimit = new Date((now + SESSION_MAX_AGE_SECONDS) * 1000).toISOString();
    const early = new Date((now + 3600) * 1000).toISOString();
    const late = new Date((now + SESSION_MAX_AGE_SECONDS + 3600) * 1000).toISOString();
    expect(sessionFromToken(token, early)).toEqual({
      user: { id: user.id, email: user.email, name: user.name },
      expires: early,
    });
    expect(sessionFromToken(token, late).expires).toBe(hardLimit);
  });
});

describe("sameSiteRedirect", () => {
  const base = "https://console.example";
  it("keeps paths of this console and reduces its full URLs to paths", () => {
    expect(sameSiteRedirect("/payments?status=PAID", base)).toBe(`${base}/payments?status=PAID`);
    expect(sameSiteRedirect(`${base}/settings`, base)).toBe(`${base}/settings`);
    expect(sameSiteRedirect(base, base)).toBe(`${base}/`);
  });

  it("sends anything that leaves the console to its home", () => {
    for (const url of [
      "https://evil.example/",
      "//evil.example",
      "/.//evil.example",
      `${base}.evil.example/x`,
      `${base}@evil.example`,
      "javascript:alert(1)",
    ]) {
      const target = sameSiteRedirect(url, base);
      expect(new URL(target).host).toBe("console.example");
      expect(target).toBe(`${base}/`);
    }
  });
});
