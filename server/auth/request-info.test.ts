import { describe, expect, it } from "vitest";
import {
  clientIp,
  requestOrigin,
  safeCallbackPath,
  UNKNOWN_CLIENT_IP,
  usesSecureCookies,
} from "./request-info";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("clientIp", () => {
  it("takes the first X-Forwarded-For entry", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1, 10.0.0.2" }))).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-forwarded-for": "  198.51.100.4  " }))).toBe("198.51.100.4");
  });

  it("prefers X-Forwarded-For over X-Real-IP, and falls back to X-Real-IP", () => {
    const both = headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "192.0.2.1" });
    expect(clientIp(both)).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-real-ip": "192.0.2.1" }))).toBe("192.0.2.1");
  });

  it("answers 'local' when no header names an address", () => {
    expect(clientIp(headers({}))).toBe(UNKNOWN_CLIENT_IP);
    expect(UNKNOWN_CLIENT_IP).toBe("local");
  });

  it("accepts IPv6, bracketed forms and ports, lower-cased", () => {
    expect(clientIp(headers({ "x-forwarded-for": "2001:DB8::1" }))).toBe("2001:db8::1");
    expect(clientIp(headers({ "x-forwarded-for": "[2001:db8::2]:443" }))).toBe("2001:db8::2");
    expect(clientIp(headers({ "x-forwarded-for": "192.0.2.9:51234" }))).toBe("192.0.2.9");
    expect(clientIp(headers({ "x-forwarded-for": "::ffff:127.0.0.1" }))).toBe("::ffff:127.0.0.1");
  });

  it("ignores values that are not addresses instead of counting them", () => {
    expect(clientIp(headers({ "x-forwarded-for": "unknown, 10.0.0.1" }))).toBe(UNKNOWN_CLIENT_IP);
    expect(clientIp(headers({ "x-forwarded-for": "<script>", "x-real-ip": "192.0.2.1" }))).toBe("192.0.2.1");
    expect(clientIp(headers({ "x-forwarded-for": "a".repeat(500) }))).toBe(UNKNOWN_CLIENT_IP);
  });
});

describe("usesSecureCookies", () => {
  it("follows AUTH_URL when it is set, whatever the request says", () => {
    const forwardedHttp = headers({ "x-forwarded-proto": "http" });
    expect(usesSecureCookies({ authUrl: "https://console.example.com", headers: forwardedHttp })).toBe(true);
    expect(
      usesSecureCookies({ authUrl: "http://localhost:3000", headers: forwardedHttp, url: "https://x/" }),
    ).toBe(false);
  });

  it("otherwise follows X-Forwarded-Proto, then the request URL", () => {
    expect(usesSecureCookies({ headers: headers({ "x-forwarded-proto": "https" }) })).toBe(true);
    expect(usesSecureCookies({ headers: headers({ "x-forwarded-proto": "HTTPS, http" }) })).toBe(true);
    expect(usesSecureCookies({ headers: headers({ "x-forwarded-proto": "http" }), url: "https://x/" })).toBe(
      false,
    );
    expect(usesSecureCookies({ headers: headers({}), url: "https://console.example.com/a" })).toBe(true);
    expect(usesSecureCookies({ headers: headers({}), url: "http://localhost:3000/a" })).toBe(false);
    expect(usesSecureCookies({ headers: headers({}) })).toBe(false);
  });
});

describe("requestOrigin", () => {
  const local = "http://localhost:3000/api/auth/csrf";

  it("rebuilds the browser's origin from the host headers", () => {
    expect(requestOrigin(headers({ host: "127.0.0.1:3000" }), local)).toBe("http://127.0.0.1:3000");
    expect(
      requestOrigin(headers({ host: "10.0.0.5:3000", "x-forwarded-host": "Console.Example.com" }), local),
    ).toBe("http://console.example.com");
    expect(
      requestOrigin(
        headers({ "x-forwarded-host": "console.example.com", "x-forwarded-proto": "https" }),
        local,
      ),
    ).toBe("https://console.example.com");
    expect(requestOrigin(headers({ host: "[::1]:3000" }), "https://localhost/")).toBe("https://[::1]:3000");
  });

  it("gives up on missing or implausible hosts", () => {
    expect(requestOrigin(headers({}), local)).toBeNull();
    expect(requestOrigin(headers({ host: "evil.example/path" }), local)).toBeNull();
    expect(requestOrigin(headers({ host: "user@evil.example" }), local)).toBeNull();
  });
});

describe("safeCallbackPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeCallbackPath("/payments?status=PAID#top")).toBe("/payments?status=PAID#top");
    expect(safeCallbackPath("/invite/abc_DEF-123")).toBe("/invite/abc_DEF-123");
    expect(safeCallbackPath("/")).toBe("/");
  });

  it("turns anything that could leave the site into /", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "payments",
      "",
      undefined,
      null,
      42,
      `/${"a".repeat(3000)}`,
      // Dot segments that collapse into a protocol-relative address once the path is normalised.
      "/.//evil.example",
      "/./\\/evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/..//evil.example/x?y#z",
      "/.///evil.example",
    ]) {
      expect(safeCallbackPath(value)).toBe("/");
      // Whatever comes back, a browser resolves it on this site.
      expect(new URL(safeCallbackPath(value), "https://console.example").host).toBe("console.example");
    }
  });

  it("keeps the result the same when applied again", () => {
    for (const value of ["/payments/../settings", "/a/./b", "/payments?next=//evil.example"]) {
      const once = safeCallbackPath(value);
      expect(safeCallbackPath(once)).toBe(once);
      expect(new URL(once, "https://console.example").host).toBe("console.example");
    }
  });
});
