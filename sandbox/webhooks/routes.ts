import {
  WEBHOOK_ATTEMPT_HEADER,
  WEBHOOK_RETRY_DELAYS_MINUTES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "@/lib/payments-api";
import type { HandlerMap } from "../http/types";
import { deliverWebhook } from "./deliver";
import type { WebhookSigner } from "./keys";
import { MAX_ATTEMPTS } from "./outbox";

/** GET /v1/webhooks/config and POST /v1/webhooks/test (docs/service-rules.md §9). */
export function webhookHelperHandlers(signer: WebhookSigner) {
  return {
    getWebhookConfig: async () => ({
      body: {
        publicKey: signer.publicKeyPem,
        algorithm: "ED25519" as const,
        signatureHeader: WEBHOOK_SIGNATURE_HEADER,
        timestampHeader: WEBHOOK_TIMESTAMP_HEADER,
        attemptHeader: WEBHOOK_ATTEMPT_HEADER,
        maxAttempts: MAX_ATTEMPTS,
        retryDelaysMinutes: [...WEBHOOK_RETRY_DELAYS_MINUTES],
      },
    }),
    testWebhook: async ({ services, body }) => {
      const payload = JSON.stringify({
        event: "webhook.test",
        timestamp: services.clock.now().toISOString(),
      });
      const outcome = await deliverWebhook(signer, body.webhookUrl, payload, 1);
      return {
        body: {
          success: outcome.ok,
          message: outcome.ok
            ? `Test webhook delivered (HTTP ${outcome.statusCode})`
            : `Test webhook delivery failed: ${outcome.error}`,
          deliveryTime: outcome.durationMs,
        },
      };
    },
  } satisfies HandlerMap;
}
