import "server-only";
import { createPublicKey } from "node:crypto";
import { AccountError } from "./errors";
import type { AccountEnvironment } from "./view";

const MAX_NAME_LENGTH = 100;
const environments: readonly AccountEnvironment[] = ["sandbox", "production"];

export function checkName(name: unknown): string {
  const trimmed = typeof name === "string" ? name.trim() : "";
  if (trimmed === "") throw new AccountError("invalid_input", "The account name is required", "name");
  if ([...trimmed].length > MAX_NAME_LENGTH) {
    throw new AccountError(
      "invalid_input",
      `The account name must be at most ${MAX_NAME_LENGTH} characters`,
      "name",
    );
  }
  return trimmed;
}

export function checkEnvironment(environment: unknown): AccountEnvironment {
  if (environment === undefined) return "sandbox";
  const found = environments.find((candidate) => candidate === environment);
  if (!found) {
    throw new AccountError(
      "invalid_input",
      `The environment must be one of: ${environments.join(", ")}`,
      "environment",
    );
  }
  return found;
}

/**
 * The payments service's base URL, without a trailing slash. A production key travels only over HTTPS;
 * the URL must not carry credentials, query or fragment. Which addresses may be called at all is decided
 * on every call (server/upstream/address-guard.ts).
 */
export function checkBaseUrl(baseUrl: unknown, environment: AccountEnvironment): string {
  let url: URL;
  try {
    url = new URL(typeof baseUrl === "string" ? baseUrl.trim() : "");
  } catch {
    throw new AccountError("invalid_input", "The base URL must be an absolute http(s) URL", "baseUrl");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new AccountError("invalid_input", "The base URL must start with http:// or https://", "baseUrl");
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new AccountError(
      "invalid_input",
      "The base URL must not contain credentials, a query or a fragment",
      "baseUrl",
    );
  }
  if (environment === "production" && url.protocol !== "https:") {
    throw new AccountError("invalid_input", "A production account needs an https:// base URL", "baseUrl");
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** An ED25519 public key in SPKI PEM, normalized; anything else is refused. */
export function checkWebhookPublicKey(pem: unknown): string {
  const text = typeof pem === "string" ? pem.trim() : "";
  const invalid = () =>
    new AccountError(
      "invalid_input",
      "The webhook public key must be an ED25519 public key in PEM form (-----BEGIN PUBLIC KEY-----)",
      "webhookPublicKeyPem",
    );
  if (!text.includes("BEGIN PUBLIC KEY")) throw invalid();
  try {
    const key = createPublicKey({ key: text, format: "pem" });
    if (key.asymmetricKeyType !== "ed25519") throw invalid();
    return key.export({ type: "spki", format: "pem" }).toString();
  } catch {
    throw invalid();
  }
}
