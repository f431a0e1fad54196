// A minimal signed client for the benchmarks (docs/service-rules.md §2): HMAC-SHA256 over
// timestamp + method + path + body, keyed with the hex SHA-256 of the secret.
import { createHash, createHmac } from "node:crypto";

export interface SignedResponse {
  status: number;
  body: unknown;
}

export function signedGetter(baseUrl: string, fullKey: string) {
  const [keyId, secret] = fullKey.split(".");
  if (!keyId || !secret) throw new Error("expected an API key of the form ak_live_….sk_live_…");
  const signingKey = createHash("sha256").update(secret).digest("hex");

  return async function get(pathWithQuery: string): Promise<SignedResponse> {
    const timestamp = String(Date.now());
    const signature = createHmac("sha256", signingKey)
      .update(`${timestamp}GET${pathWithQuery}`)
      .digest("hex");
    const response = await fetch(baseUrl + pathWithQuery, {
      headers: { "x-api-key": keyId, "x-timestamp": timestamp, "x-signature": signature },
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? null : JSON.parse(text) };
  };
}
