import { describe, expect, it } from "vitest";
import { isSameOrigin, isStateChanging } from "./origin";

function post(url: string, headers: Record<string, string>) {
  return new Request(url, { method: "POST", headers });
}

describe("isSameOrigin", () => {
  it("accepts the console's own origin", () => {
    expect(isSameOrigin(post("http://localhost:3000/api/x", { origin: "http://localhost:3000" }))).toBe(true);
  });

  it("refuses a missing, opaque or malformed Origin", () => {
    expect(isSameOrigin(post("http://localhost:3000/api/x", {}))).toBe(false);
    expect(isSameOrigin(post("http://localhost:3000/api/x", { origin: "null" }))).toBe(false);
    expect(isSameOrigin(post("http://localhost:3000/api/x", { origin: "not a url" }))).toBe(false);
  });

  it("refuses another site, another port and a look-alike host", () => {
    const url = "http://localhost:3000/api/x";
    expect(isSameOrigin(post(url, { origin: "https://evil.example" }))).toBe(false);
    expect(isSameOrigin(post(url, { origin: "http://localhost:3001" }))).toBe(false);
    expect(isSameOrigin(post(url, { origin: "http://localhost:3000.evil.example" }))).toBe(false);
  });

  it("accepts the host the request was addressed to and the configured public URL", () => {
    const behindProxy = post("http://127.0.0.1:3000/api/x", {
      origin: "https://console.example.com",
      "x-forwarded-host": "console.example.com, proxy.internal",
    });
    expect(isSameOrigin(behindProxy)).toBe(true);
    const viaPublicUrl = post("http://127.0.0.1:3000/api/x", { origin: "https://pay.example.org" });
    expect(isSameOrigin(viaPublicUrl, "https://pay.example.org")).toBe(true);
    expect(isSameOrigin(viaPublicUrl, "https://other.example.org")).toBe(false);
  });
});

describe("isStateChanging", () => {
  it("treats everything but GET, HEAD and OPTIONS as state-changing", () => {
    expect(["GET", "head", "OPTIONS"].map(isStateChanging)).toEqual([false, false, false]);
    expect(["POST", "patch", "DELETE", "PUT"].map(isStateChanging)).toEqual([true, true, true, true]);
  });
});
