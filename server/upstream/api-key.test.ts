import "server-only";
import { describe, expect, it } from "vitest";
import { InvalidApiKeyError, parseApiKey } from "./api-key";

const SECRET_BODY = "9f2c41d7a85e4b3c8e16d0a7b5c9e2f4";

function messageOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidApiKeyError);
    return (error as InvalidApiKeyError).message;
  }
  throw new Error("expected parseApiKey to throw");
}

describe("parseApiKey", () => {
  it("splits a full key into key id and secret", () => {
    expect(parseApiKey(`ak_live_4f7a2c.sk_live_${SECRET_BODY}`)).toEqual({
      keyId: "ak_live_4f7a2c",
      secret: `sk_live_${SECRET_BODY}`,
    });
  });

  it("ignores whitespace around a pasted key", () => {
    expect(parseApiKey(`  ak_live_4f7a2c.sk_live_${SECRET_BODY}\n`).keyId).toBe("ak_live_4f7a2c");
  });

  it.each([
    ["an empty key", "", /empty/],
    ["a missing dot", `ak_live_4f7a2csk_live_${SECRET_BODY}`, /"\."/],
    ["a wrong key id prefix", `ak_test_4f7a2c.sk_live_${SECRET_BODY}`, /key id must start with "ak_live_"/],
    ["a wrong secret prefix", `ak_live_4f7a2c.sk_test_${SECRET_BODY}`, /secret must start with "sk_live_"/],
    ["an empty key id", `ak_live_.sk_live_${SECRET_BODY}`, /key id is empty/],
    ["an empty secret", "ak_live_4f7a2c.sk_live_", /secret is empty/],
    ["no secret at all", "ak_live_4f7a2c.", /secret must start/],
    ["inner whitespace", `ak_live_4f7a2c. sk_live_${SECRET_BODY}`, /spaces/],
  ])("rejects %s with a clear message that hides the secret", (_name, key, pattern) => {
    const message = messageOf(() => parseApiKey(key));
    expect(message).toMatch(pattern);
    expect(message).not.toContain(SECRET_BODY);
    expect(message).not.toContain("4f7a2c");
  });
});
