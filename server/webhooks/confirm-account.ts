import "server-only";
import { systemAccountClient } from "@/server/access/account-access";
import { getDb } from "@/server/db/client";
import type { WebhookInboxRow } from "@/server/db/schema";
import { logger } from "@/server/log";
import { confirmPendingEvents } from "./confirm";

/**
 * Confirms an account's pending webhook events with its own key; never throws (it runs after the answer
 * to the service has gone). Returns the events that became confirmed.
 */
export async function confirmAccountEvents(accountId: string): Promise<WebhookInboxRow[]> {
  try {
    const client = await systemAccountClient(accountId, { timeoutMs: 5_000, maxRetries: 0 });
    if (!client) return [];
    return await confirmPendingEvents(getDb(), accountId, client.api);
  } catch (error) {
    logger().warn("webhook confirmation failed", { scope: "webhooks", accountId, error });
    return [];
  }
}
