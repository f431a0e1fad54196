import { describe, expect, it } from "vitest";
import { clientAddress, normalizeForwarding, rawHeadersOf, sendsHsts } from "./forwarding";

const socket = (remoteAddress: string, encrypted = false) => ({ remoteAddress, encrypted });

describe("the console's forwarding rules", () => {
  it("uses the socket's peer and drops every forwarding header when no proxy is trusted", () => {
    const headers: Record<string, string> = {
      "x-forwarded-for": "203.0.113.9",
      "x-real-ip": "203.0.113.10",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
      forwarded: "for=203.0.113.11",
    };
    const https = normalizeForwarding(headers, socket("::ffff:127.0.0.1"), 0);
    expect(https).toBe(false);
    expect(headers).toEqual({ "x-forwarded-for": "::ffff:127.0.0.1", "x-forwarded-proto": "http" });
  });

  it("behind trusted proxies takes the address the outermost one saw, and its protocol and host", () => {
    const headers: Record<string, string> = {
      "x-forwarded-for": "198.51.100.1, 203.0.113.50",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "console.example",
    };
    expect(normalizeForwarding(headers, socket("10.0.0.2"), 1)).toBe(true);
    expect(headers).toEqual({
      "x-forwarded-for": "203.0.113.50",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "console.example",
    });
  });

  it("never lets a client's own entries stand for the client behind the trusted hops", () => {
    const spoofed = { "x-forwarded-for": "1.1.1.1, 2.2.2.2, 3.3.3.3" };
    expect(clientAddress(spoofed, "10.0.0.2", 1)).toBe("3.3.3.3");
    expect(clientAddress(spoofed, "10.0.0.2", 2)).toBe("2.2.2.2");
    expect(clientAddress({ "x-forwarded-for": "not an address" }, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress({}, "10.0.0.2", 3)).toBe("10.0.0.2");
  });

  it("decides Strict-Transport-Security per request, at run time", () => {
    expect(sendsHsts(true, undefined)).toBe(true);
    expect(sendsHsts(false, "https://console.example")).toBe(true);
    expect(sendsHsts(false, "http://127.0.0.1:3000")).toBe(false);
    expect(sendsHsts(false, undefined)).toBe(false);
  });

  it("rebuilds the raw header list from the normalized headers, so no client-sent forwarding header survives", () => {
    const headers: Record<string, string | string[] | undefined> = {
      host: "console.example",
      "x-forwarded-for": "6.6.6.6",
      "set-cookie": ["a=1", "b=2"],
    };
    normalizeForwarding(headers, socket("198.51.100.9"), 0);
    const raw = rawHeadersOf(headers);
    expect(raw).toContain("198.51.100.9");
    expect(raw).not.toContain("6.6.6.6");
    expect(raw.filter((item) => item === "set-cookie")).toHaveLength(2);
  });
});
