import "server-only";
import { operations } from "@/lib/payments-api/operations";
import { type UpstreamClient, upstreamClientFor } from "@/server/upstream/client";
import {
  AuthenticationError,
  NotFoundError,
  PermissionError,
  UpstreamError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from "@/server/upstream/errors";
import { AccountError } from "./errors";
import { checkWebhookPublicKey } from "./input";
import { AGGREGATOR } from "./view";

export interface ProbeInput {
  baseUrl: string;
  keyId: string;
  signingKey: string;
  /** Skips fetching the webhook key when the caller supplies one. */
  fetchWebhookKey: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ProbeResult {
  capabilities: string[];
  webhookPublicKeyPem: string | null;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Proves a key works before it is stored: a signed payment list must succeed; a one-row float ledger, which
 * only aggregators may read, tells whether the merchant is one (the bank list cannot: a service may answer
 * it for every merchant); the webhook config gives the public key, and where a service has no such
 * endpoint (404) the person is asked for the key instead.
 */
export async function probeKey(input: ProbeInput): Promise<ProbeResult> {
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // One honest attempt: the person at the form is waiting, and a retry would not change the verdict.
  const client = upstreamClientFor({
    baseUrl: input.baseUrl,
    keyId: input.keyId,
    signingKey: input.signingKey,
    timeoutMs,
    maxRetries: 0,
    fetch: input.fetch,
  });
  const where = new URL(input.baseUrl).origin;

  await call(where, timeoutMs, "checking the key", () =>
    client.call(operations.listPayments, { query: { pageSize: 1 } }),
  );
  const capabilities = await detectCapabilities(client, where, timeoutMs);
  if (!input.fetchWebhookKey) return { capabilities, webhookPublicKeyPem: null };
  try {
    const config = await client.call(operations.getWebhookConfig);
    return { capabilities, webhookPublicKeyPem: checkWebhookPublicKey(config.publicKey) };
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new AccountError(
        "webhook_key_needed",
        "This service does not publish its webhook public key: paste it here, or load it from a .pem file",
        "webhookPublicKeyPem",
      );
    }
    throw explain(error, where, timeoutMs, "fetching the webhook public key");
  }
}

async function detectCapabilities(client: UpstreamClient, where: string, timeoutMs: number) {
  try {
    await client.call(operations.getLedgerReport, { query: { page: 1, limit: 1 } });
    return [AGGREGATOR];
  } catch (error) {
    if (error instanceof PermissionError || error instanceof NotFoundError) return [];
    throw explain(error, where, timeoutMs, "detecting the account's capabilities");
  }
}

async function call<T>(where: string, timeoutMs: number, step: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw explain(error, where, timeoutMs, step);
  }
}

/** Turns an upstream failure into a message for the form; upstream messages never contain our key. */
function explain(error: unknown, where: string, timeoutMs: number, step: string): AccountError {
  if (error instanceof AuthenticationError) {
    return new AccountError("key_refused", "The API key was refused by the payments service", "apiKey");
  }
  if (error instanceof UpstreamTimeoutError) {
    return new AccountError(
      "upstream_unreachable",
      `The payments service at ${where} did not answer within ${Math.round(timeoutMs / 1000)} s`,
      "baseUrl",
    );
  }
  if (error instanceof UpstreamUnavailableError && error.status === null) {
    const blocked = /not a public address/.test(
      String(error.cause instanceof Error ? error.cause.cause : ""),
    );
    return new AccountError(
      "upstream_unreachable",
      blocked
        ? `${where} is not a public address, so the console does not call it; an operator can allow it with UPSTREAM_ALLOWED_HOSTS`
        : `Could not reach the payments service at ${where}; check the base URL`,
      "baseUrl",
    );
  }
  if (error instanceof UpstreamError) {
    // What the service said is not shown: the address was typed by a person, and its answer is not theirs
    // to read through the console. The status and the step are enough to act on.
    const status = error.status === null ? "" : ` (HTTP ${error.status})`;
    return new AccountError(
      "upstream_error",
      `The service at ${where} did not answer like the payments service while ${step}${status}. Check the base URL and the key.`,
    );
  }
  throw error;
}
