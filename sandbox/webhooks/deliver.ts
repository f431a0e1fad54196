import {
  WEBHOOK_ATTEMPT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "@/lib/payments-api";
import type { WebhookSigner } from "./keys";

export const WEBHOOK_USER_AGENT = "PaymentsSandbox-Webhook/2.0";
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface DeliveryOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * One signed POST. The signature timestamp is the real wall clock (docs/service-rules.md §9), so receivers'
 * 5-minute window holds even after the sandbox clock has been advanced.
 */
export async function deliverWebhook(
  signer: WebhookSigner,
  url: string,
  body: string,
  attempt: number,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  const timestamp = String(Date.now());
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": WEBHOOK_USER_AGENT,
        [WEBHOOK_SIGNATURE_HEADER]: signer.sign(timestamp, body),
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_ATTEMPT_HEADER]: String(attempt),
      },
    });
    await response.arrayBuffer().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      error: ok ? null : `HTTP ${response.status}`,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    return {
      ok: false,
      statusCode: null,
      error: timedOut
        ? `timed out after ${timeoutMs} ms`
        : (cause ?? (error instanceof Error ? error.message : "network error")),
      durationMs: Math.round(performance.now() - started),
    };
  }
}
