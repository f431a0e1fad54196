import "server-only";
import { eq } from "drizzle-orm";
import { webhookEventName, webhookEventSchema } from "@/lib/payments-api";
import type { ConsoleExecutor } from "../db/client";
import { merchantAccounts, webhookInbox } from "../db/schema";
import { verifyWebhook } from "./verify";

export type ReceiveOutcome =
  | { status: 200; stored: boolean; eventType: string }
  | { status: 400 | 401 | 404; error: string; message: string };

/**
 * One event's identity across redeliveries: the event name, the resource and its status. The service
 * may deliver the same event more than once (spec §Events); the second time it is a no-op.
 */
export function dedupeKeyOf(payload: Record<string, unknown>, eventType: string): string {
  const resource = payload.paymentId ?? payload.contractId ?? payload.timestamp ?? "";
  const status = payload.status ?? "";
  return `${eventType}:${String(resource)}:${String(status)}`;
}

/**
 * Verifies a delivery against the account's webhook public key over the raw body, then stores it before
 * the caller answers 2xx (decisions §11). Signature or timestamp problems are 400 (401 for a bad signature).
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

  let payload: unknown;
  try {
    payload = JSON.parse(input.rawBody);
  } catch {
    return { status: 400, error: "invalid_body", message: "Webhook body is not JSON" };
  }
  const event = webhookEventSchema.safeParse(payload);
  const eventType = event.success ? webhookEventName(event.data) : "unknown";
  const fields = payload !== null && typeof payload === "object" ? (payload as Record<string, unknown>) : {};

  const inserted = await db
    .insert(webhookInbox)
    .values({
      accountId: account.id,
      dedupeKey: dedupeKeyOf(fields, eventType),
      eventType,
      paymentId: typeof fields.paymentId === "string" ? fields.paymentId : null,
      payload,
      rawBody: input.rawBody,
      signatureTimestamp: verified.timestampMs,
    })
    .onConflictDoNothing()
    .returning({ id: webhookInbox.id });
  return { status: 200, stored: inserted.length > 0, eventType };
}
