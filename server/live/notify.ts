import "server-only";
import { sql } from "drizzle-orm";
import type { ConsoleExecutor } from "@/server/db/client";

/** The Postgres channel every console instance listens on for confirmed webhook events. */
export const EVENTS_CHANNEL = "console_events";

export interface EventNotice {
  accountId: string;
  /** The webhook inbox row: the stream's event id, so a reconnecting browser can ask for what followed. */
  eventId: number;
}

/**
 * Tells every console instance that an account has a new confirmed event. Inside a transaction the
 * notice is sent when it commits, so no instance hears of a row it cannot read yet.
 */
export async function notifyEvent(db: ConsoleExecutor, notice: EventNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

export function parseNotice(payload: string | undefined): EventNotice | null {
  try {
    const value = JSON.parse(payload ?? "") as Partial<EventNotice>;
    if (typeof value.accountId !== "string" || typeof value.eventId !== "number") return null;
    return { accountId: value.accountId, eventId: value.eventId };
  } catch {
    return null;
  }
}
