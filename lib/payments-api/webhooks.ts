import { z } from "zod";
import { amountSchema, timestampSchema } from "./common";
import { contractStatusSchema } from "./direct-debit";
import { paymentStatusSchema } from "./payments";

// Webhook helpers (docs/service-rules.md §9) and the bodies of every event the service delivers.

export const WEBHOOK_SIGNATURE_HEADER = "X-Webhook-Signature";
export const WEBHOOK_TIMESTAMP_HEADER = "X-Webhook-Timestamp";
export const WEBHOOK_ATTEMPT_HEADER = "X-Webhook-Attempt";
export const WEBHOOK_RETRY_DELAYS_MINUTES = [0, 1, 2, 4, 8] as const;

export const testWebhookBodySchema = z.object({ webhookUrl: z.url().max(512) });
export const testWebhookResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  deliveryTime: z.number(),
});
export type TestWebhookResponse = z.infer<typeof testWebhookResponseSchema>;

export const webhookConfigSchema = z.object({
  publicKey: z.string(),
  algorithm: z.literal("ED25519"),
  signatureHeader: z.string(),
  timestampHeader: z.string(),
  attemptHeader: z.string(),
  maxAttempts: z.number().int(),
  retryDelaysMinutes: z.array(z.number().int()),
});
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;

/** Payment events carry no `event` field; the status tells them apart (docs/service-rules.md §9). */
export const paymentEventSchema = z.object({
  paymentId: z.string(),
  payId: z.string(),
  merchantTradeNo: z.string().nullable(),
  status: paymentStatusSchema,
  amount: amountSchema,
  currency: z.string(),
  timestamp: timestampSchema,
  paidAt: timestampSchema.optional(),
  expiredAt: timestampSchema.optional(),
  failedAt: timestampSchema.optional(),
  directDebitContractId: z.string().optional(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const offrampEventSchema = z.object({
  event: z.enum(["payment.completed", "payment.failed"]),
  paymentId: z.string(),
  externalRef: z.string(),
  amountLkr: amountSchema,
  bankRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  completedAt: timestampSchema.nullable(),
  failedAt: timestampSchema.nullable(),
});
export type OfframpEvent = z.infer<typeof offrampEventSchema>;

export const contractEventSchema = z.object({
  event: z.enum(["contract.signed", "contract.terminated", "contract.expired"]),
  contractId: z.string(),
  merchantContractCode: z.string(),
  status: contractStatusSchema,
  timestamp: timestampSchema,
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

export const testEventSchema = z.object({ event: z.literal("webhook.test"), timestamp: timestampSchema });

/** Any body the service may POST to a webhook URL. */
export const webhookEventSchema = z.union([
  offrampEventSchema,
  contractEventSchema,
  testEventSchema,
  paymentEventSchema,
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Payment event names by status, as the spec's events table names them. */
export const paymentEventNames = {
  INITIATED: "payment.initiated",
  USER_REVIEW: "payment.user_review",
  PAID: "payment.paid",
  EXPIRED: "payment.expired",
  FAILED: "payment.failed",
} as const;

/** The event name of any webhook body, for logs and timelines. */
export function webhookEventName(event: WebhookEvent): string {
  return "event" in event ? event.event : paymentEventNames[event.status];
}
