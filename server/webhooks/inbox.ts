import "server-only";
import { eq, sql } from "drizzle-orm";
import { parseJsonLimited } from "@/lib/json";
import {
  contractEventSchema,
  offrampEventSchema,
  paymentEventSchema,
  WEBHOOK_ATTEMPT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookEventName,
  webhookEventSchema,
} from "@/lib/payments-api/webhooks";
import { settleRowOutcome } from "../bulk-payouts/row-send";
import { settleChargePayment } from "../charge-schedules/run";
import { contractEnded, endContractSchedules } from "../charge-schedules/schedules";
import type { ConsoleExecutor } from "../db/client";
import { merchantAccounts, webhookInbox } from "../db/schema";
import { logger } from "../log";
import { verifyWebhook } from "./verify";

/** A payout's outcome, signed by the service, moves its batch row at once (the run's own check is slower). */
async function settleBatchRow(db: ConsoleExecutor, accountId: string, payload: unknown): Promise<void> {
  const event = offrampEventSchema.safeParse(payload);
  if (!event.success) return;
  const { paymentId, failureReason, externalRef, amountLkr } = event.data;
  const status = event.data.event === "payment.completed" ? "COMPLETED" : "FAILED";
  await settleRowOutcome(db, accountId, {
    offrampId: paymentId,
    status,
    failureReason,
    externalRef,
    amountLkr,
  }).catch((error: unknown) =>
    logger().warn("batch row not moved by its webhook", {
      scope: "webhooks",
      accountId,
      error: String(error),
    }),
  );
}

/** A direct-debit payment's outcome moves the charge the console made (a failed scheduled one is retried). */
async function settleCharge(db: ConsoleExecutor, accountId: string, payload: unknown): Promise<void> {
  const event = paymentEventSchema.safeParse(payload);
  if (!event.success || !event.data.directDebitContractId) return;
  const { paymentId, status, directDebitContractId, amount, currency } = event.data;
  await settleChargePayment(db, accountId, {
    paymentId,
    status,
    contractId: directDebitContractId,
    amount,
    currency,
  }).catch((error: unknown) =>
    logger().warn("charge not moved by its webhook", { scope: "webhooks", accountId, error: String(error) }),
  );
}

/** A contract terminated or expired at the provider ends its charge schedules at once. */
async function endSchedulesOf(db: ConsoleExecutor, accountId: string, payload: unknown): Promise<void> {
  const event = contractEventSchema.safeParse(payload);
  const reason = event.success ? contractEnded(event.data.status) : null;
  if (!event.success || !reason) return;
  await endContractSchedules(db, accountId, event.data.contractId, reason).catch((error: unknown) =>
    logger().warn("schedules not ended by their contract's webhook", {
      scope: "webhooks",
      accountId,
      error: String(error),
    }),
  );
}

export type ReceiveOutcome =
  | { status: 200; stored: boolean; eventType: string; id: number }
  | { status: 400 | 401 | 404; error: string; message: string };

/**
 * One event's identity across redeliveries: the event name, the resource and its status. The service
 * may deliver the same event more than once (docs/service-rules.md §9); the second time it is a no-op.
 */
export function dedupeKeyOf(payload: Record<string, unknown>, eventType: string): string {
  const resource = payload.paymentId ?? payload.contractId ?? payload.timestamp ?? "";
  const status = payload.status ?? "";
  return `${eventType}:${String(resource)}:${String(status)}`;
}

/**
 * Verifies a delivery against the account's webhook public key over the raw body, then stores it before
 * the caller answers 2xx (docs/service-rules.md §11). Signature or timestamp problems are 400 (401 for a bad signature).
 */
export async function receiveWebhook(
  db: ConsoleExecutor,
  input: { accountId: string; headers: Headers; rawBody: string; now?: () => number },
): Promise<ReceiveOutcome> {
  const [account] = await db
    .select({ id: merchantAccounts.id, publicKey: merchantAccounts.webhookPublicKey })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, input.accountId));
  if (!account) return { status: 404, error: "not_found", message: "Unknown account" };
  if (!account.publicKey) {
    return {
      status: 400,
      error: "no_public_key",
      message: "This account has no webhook public key configured",
    };
  }

  const verified = verifyWebhook({
    headers: input.headers,
    rawBody: input.rawBody,
    publicKeyPem: account.publicKey,
    now: input.now,
  });
  if (!verified.ok) {
    const status = verified.reason === "invalid_signature" ? 401 : 400;
    return {
      status,
      error: verified.reason,
      message: `Webhook rejected: ${verified.reason.replaceAll("_", " ")}`,
    };
  }

  const parsed = parseJsonLimited(input.rawBody);
  if (!parsed.ok) {
    const message =
      parsed.reason === "too_deep" ? "Webhook body is nested too deeply" : "Webhook body is not JSON";
    return { status: 400, error: "invalid_body", message };
  }
  const payload = parsed.value;
  const event = webhookEventSchema.safeParse(payload);
  const eventType = event.success ? webhookEventName(event.data) : "unknown";
  const fields = payload !== null && typeof payload === "object" ? (payload as Record<string, unknown>) : {};

  const attempt = Number(input.headers.get(WEBHOOK_ATTEMPT_HEADER));
  // A redelivery changes nothing but the count of duplicates seen.
  const [row] = await db
    .insert(webhookInbox)
    .values({
      accountId: account.id,
      dedupeKey: dedupeKeyOf(fields, eventType),
      eventType,
      paymentId: typeof fields.paymentId === "string" ? fields.paymentId : null,
      payload,
      rawBody: input.rawBody,
      signatureTimestamp: verified.timestampMs,
      signature: input.headers.get(WEBHOOK_SIGNATURE_HEADER)?.trim().slice(0, 200) ?? null,
      attempt: Number.isInteger(attempt) && attempt > 0 && attempt < 100 ? attempt : null,
    })
    .onConflictDoUpdate({
      target: [webhookInbox.accountId, webhookInbox.dedupeKey],
      set: { duplicates: sql`${webhookInbox.duplicates} + 1` },
    })
    .returning({ id: webhookInbox.id, duplicates: webhookInbox.duplicates });
  if (!row) throw new Error("The webhook was not stored");
  await settleBatchRow(db, account.id, payload);
  await settleCharge(db, account.id, payload);
  await endSchedulesOf(db, account.id, payload);
  return { status: 200, stored: row.duplicates === 0, eventType, id: row.id };
}
