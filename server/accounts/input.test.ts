import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { thrown } from "@/lib/testing/thrown";
import { AccountError } from "./errors";
import { checkBaseUrl, checkEnvironment, checkName, checkWebhookPublicKey } from "./input";

const fieldOf = (run: () => unknown) => thrown(AccountError, run).field;

describe("account input checks", () => {
  it("trims names and refuses empty or overlong ones", () => {
    expect(checkName("  Main store ")).toBe("Main store");
    expect(fieldOf(() => checkName("   "))).toBe("name");
    expect(fieldOf(() => checkName("x".repeat(101)))).toBe("name");
  });

  it("defaults the environment to sandbox and refuses unknown ones", () => {
    expect(checkEnvironment(undefined)).toBe("sandbox");
    expect(checkEnvironment("production")).toBe("production");
    expect(fieldOf(() => checkEnvironment("staging"))).toBe("environment");
  });

  it("normalizes base URLs and refuses credentials, queries and plain http in production", () => {
    expect(checkBaseUrl("http://127.0.0.1:4010/", "sandbox")).toBe("http://127.0.0.1:4010");
    expect(checkBaseUrl("https://api.example.com/payments/", "production")).toBe(
      "https://api.example.com/payments",
    );
    expect(fieldOf(() => checkBaseUrl("http://localhost:4010", "production"))).toBe("baseUrl");
    expect(fieldOf(() => checkBaseUrl("http://api.example.com", "production"))).toBe("baseUrl");
    expect(fieldOf(() => checkBaseUrl("https://user:pw@api.example.com", "sandbox"))).toBe("baseUrl");
    expect(fieldOf(() => checkBaseUrl("https://api.example.com?x=1", "sandbox"))).toBe("baseUrl");
    expect(fieldOf(() => checkBaseUrl("ftp://api.example.com", "sandbox"))).toBe("baseUrl");
    expect(fieldOf(() => checkBaseUrl("api.example.com", "sandbox"))).toBe("baseUrl");
  });

  it("accepts an ED25519 public key PEM only", () => {
    const ed = generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "pem" }).toString();
    expect(checkWebhookPublicKey(`\n${ed}\n`)).toBe(ed);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 })
      .publicKey.export({ type: "spki", format: "pem" })
      .toString();
    expect(fieldOf(() => checkWebhookPublicKey(rsa))).toBe("webhookPublicKeyPem");
    expect(
      fieldOf(() => checkWebhookPublicKey("-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----")),
    ).toBe("webhookPublicKeyPem");
  });
});
