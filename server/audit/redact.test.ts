import { describe, expect, it } from "vitest";
import { redactPath, redactSecrets } from "./redact";

describe("audit redaction", () => {
  it("removes credential-like keys at any depth, in any spelling", () => {
    const input = {
      name: "Main store",
      secret: "sk_live_abc",
      signingKey: "deadbeef",
      headers: { Authorization: "Bearer x", "x-api-key": "ak_live_1.sk_live_2", accept: "json" },
      accounts: [{ id: "a1", api_key: "k1", nested: { PASSWORD: "hunter22", newPassword: "p", ok: 1 } }],
      signingKeyHex: "cafe",
    };
    expect(redactSecrets(input)).toEqual({
      name: "Main store",
      headers: { accept: "json" },
      accounts: [{ id: "a1", nested: { ok: 1 } }],
    });
    expect(JSON.stringify(redactSecrets(input))).not.toMatch(/sk_live|deadbeef|hunter22|Bearer|cafe/);
  });

  it("keeps the result JSON-safe and bounded", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const out = JSON.stringify(
      redactSecrets({ cyclic, big: 10n, when: new Date(0), fn: () => 1, nan: Number.NaN }),
    );
    expect(out).toContain('"big":"10"');
    expect(out).toContain('"when":"1970-01-01T00:00:00.000Z"');
    expect(out).toContain('"nan":null');
    expect(out).toContain("[truncated]");
    expect(out).not.toContain("fn");
  });

  it("drops credential query parameters from paths", () => {
    expect(redactPath("/api/x?page=2&token=abc&apiKey=k")).toBe("/api/x?page=2");
    expect(redactPath("/api/x?token=abc")).toBe("/api/x");
    expect(redactPath("/api/x")).toBe("/api/x");
  });
});
