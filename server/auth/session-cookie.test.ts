import { encode } from "@auth/core/jwt";
import { describe, expect, it } from "vitest";
import { readSessionCookie } from "./session-cookie";

// The cookies here are made by next-auth's own encoder, so the reader is checked against the real thing.

const SECRET = "a-test-session-secret-of-more-than-thirty-two-characters";
const now = Math.floor(Date.now() / 1000);
const PLAIN = "authjs.session-token";
const SECURE = "__Secure-authjs.session-token";
const claims = { sub: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a", sid: "s-1", signedInAt: now - 60 };

async function cookie(name: string, token = claims, secret = SECRET) {
  const value = await encode({ token, secret, salt: name, maxAge: 3600 });
  return `${name}=${value}`;
}

describe("readSessionCookie", () => {
  it("reads next-auth's own session cookie of the configured name, and only that one", async () => {
    for (const name of [PLAIN, SECURE]) {
      const read = readSessionCookie(`theme=dark; ${await cookie(name)}; other=1`, SECRET, name, now);
      expect(read).toMatchObject({ sub: claims.sub, sid: "s-1", signedInAt: claims.signedInAt });
    }
    expect(readSessionCookie(await cookie(PLAIN), SECRET, SECURE, now)).toBeNull();
    expect(readSessionCookie(await cookie(SECURE), SECRET, PLAIN, now)).toBeNull();
  });

  it("joins a cookie next-auth split into chunks", async () => {
    const [name, value = ""] = (await cookie("authjs.session-token")).split("=");
    const half = Math.floor(value.length / 2);
    const header = `${name}.0=${value.slice(0, half)}; ${name}.1=${value.slice(half)}`;
    expect(readSessionCookie(header, SECRET, PLAIN, now)?.sub).toBe(claims.sub);
  });

  it("refuses another secret, a tampered cookie, one salted for another name, and none at all", async () => {
    const good = await cookie("authjs.session-token");
    expect(
      readSessionCookie(good, "another-secret-of-more-than-thirty-two-characters!", PLAIN, now),
    ).toBeNull();
    const tampered = good.slice(0, -4) + (good.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(readSessionCookie(tampered, SECRET, PLAIN, now)).toBeNull();
    const misnamed = (await cookie("__Secure-authjs.session-token")).replace("__Secure-", "");
    expect(readSessionCookie(misnamed, SECRET, PLAIN, now)).toBeNull();
    expect(readSessionCookie(null, SECRET, PLAIN, now)).toBeNull();
    expect(readSessionCookie("authjs.session-token=not-a-token", SECRET, PLAIN, now)).toBeNull();
  });

  it("refuses an expired cookie and a session older than 12 hours", async () => {
    const good = await cookie("authjs.session-token");
    expect(readSessionCookie(good, SECRET, PLAIN, now + 2 * 3600)).toBeNull();
    const old = await cookie("authjs.session-token", { ...claims, signedInAt: now - 13 * 3600 });
    expect(readSessionCookie(old, SECRET, PLAIN, now)).toBeNull();
  });

  it("judges expiry on every read, also of a cookie it has opened before", async () => {
    const good = await cookie("authjs.session-token");
    expect(readSessionCookie(good, SECRET, PLAIN, now)?.sub).toBe(claims.sub);
    expect(readSessionCookie(good, SECRET, PLAIN, now + 2 * 3600)).toBeNull();
    expect(readSessionCookie(good, SECRET, PLAIN, now)?.sub).toBe(claims.sub);
    expect(
      readSessionCookie(good, "another-secret-of-more-than-thirty-two-characters!", PLAIN, now),
    ).toBeNull();
  });
});
