import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { webhookInbox } from "@/server/db/schema";

/**
 * When a contract turned signed, as its `contract.signed` event said (the event's own timestamp), or null
 * when this console never heard it: the payments API's contract carries no signing time. Only events
 * confirmed as this account's count; the earliest wins over redeliveries.
 */
export async function contractSignedAt(
  accountId: string,
  contractId: string,
  db: ConsoleExecutor = getDb(),
): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${webhookInbox.payload} ->> 'timestamp')` })
    .from(webhookInbox)
    .where(
      and(
        eq(webhookInbox.accountId, accountId),
        eq(webhookInbox.eventType, "contract.signed"),
        eq(webhookInbox.confirmation, "confirmed"),
        sql`${webhookInbox.payload} ->> 'contractId' = ${contractId}`,
      ),
    );
  const at = row?.at ?? null;
  return at !== null && Number.isFinite(Date.parse(at)) ? new Date(at).toISOString() : null;
}
