import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { merchantId } from "./accounts";
import { createdAt, id, ts } from "./columns";

// Webhook outbox and its delivery log (docs/service-rules.md §9).

export const webhookOutbox = pgTable(
  "webhook_outbox",
  {
    id: id(),
    merchantId: merchantId(),
    eventType: text("event_type").notNull(),
    url: text("url").notNull(),
    /** The exact JSON text that is signed and sent on every attempt. */
    body: text("body").notNull(),
    resourceId: text("resource_id"),
    attempts: integer("attempts").notNull().default(0),
    /** pending → delivered | failed. */
    state: text("state").notNull().default("pending"),
    nextAttemptAt: ts("next_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_outbox_due_idx").on(t.nextAttemptAt).where(sql`state = 'pending'`),
    index("webhook_outbox_merchant_idx").on(t.merchantId, t.createdAt),
  ],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: id(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => webhookOutbox.id),
    attempt: integer("attempt").notNull(),
    attemptedAt: ts("attempted_at").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("webhook_attempts_outbox_idx").on(t.outboxId, t.attempt)],
);
