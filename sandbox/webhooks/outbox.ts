import { and, asc, eq, lte, sql } from "drizzle-orm";
import { WEBHOOK_RETRY_DELAYS_MINUTES } from "@/lib/payments-api";
import type { SandboxClock } from "../clock";
import type { Db, DbOrTx } from "../db/client";
import { webhookAttempts, webhookOutbox } from "../db/schema";
import type { Logger } from "../log";
import type { WebhookEnqueue } from "../services";
import { SingleFlight } from "../single-flight";
import { deliverWebhook } from "./deliver";
import type { WebhookSigner } from "./keys";

export const MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MINUTES.length;

/** Writes the outbox row inside the caller's transaction; it is due at once. */
export async function enqueueWebhook(tx: DbOrTx, clock: SandboxClock, event: WebhookEnqueue): Promise<void> {
  await tx.insert(webhookOutbox).values({
    merchantId: event.merchantId,
    eventType: event.eventType,
    url: event.url,
    body: JSON.stringify(event.body),
    resourceId: event.resourceId ?? null,
    nextAttemptAt: clock.now(),
  });
}

/**
 * Delivers due outbox rows. Attempt n+1 is due `delay[n]` minutes (1, 2, 4, 8) of the sandbox clock after
 * attempt n failed; a 2xx or the fifth attempt ends it (docs/service-rules.md §9).
 */
export class WebhookDispatcher {
  private readonly flight = new SingleFlight(() => this.pass());

  constructor(
    private readonly db: Db,
    private readonly clock: SandboxClock,
    private readonly signer: WebhookSigner,
    private readonly log: Logger,
  ) {}

  runDue(): Promise<void> {
    return this.flight.run();
  }

  settle(): Promise<void> {
    return this.flight.settle();
  }

  private async pass(): Promise<void> {
    // Bounded: each round takes at most 50 rows; rows delivered in a round are not due again.
    for (let round = 0; round < 20; round++) {
      const due = await this.db
        .select()
        .from(webhookOutbox)
        .where(and(eq(webhookOutbox.state, "pending"), lte(webhookOutbox.nextAttemptAt, this.clock.now())))
        .orderBy(asc(webhookOutbox.nextAttemptAt))
        .limit(50);
      if (due.length === 0) return;
      await Promise.all(due.map((row) => this.attempt(row)));
    }
  }

  private async attempt(row: typeof webhookOutbox.$inferSelect): Promise<void> {
    const attempt = row.attempts + 1;
    const attemptedAt = this.clock.now();
    const outcome = await deliverWebhook(this.signer, row.url, row.body, attempt);
    const finished = outcome.ok || attempt >= MAX_ATTEMPTS;
    const delayMinutes = WEBHOOK_RETRY_DELAYS_MINUTES[attempt] ?? 0;
    await this.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        outboxId: row.id,
        attempt,
        attemptedAt,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs: outcome.durationMs,
      });
      await tx
        .update(webhookOutbox)
        .set({
          attempts: attempt,
          lastStatusCode: outcome.statusCode,
          state: outcome.ok ? "delivered" : finished ? "failed" : "pending",
          nextAttemptAt: finished ? null : new Date(attemptedAt.getTime() + delayMinutes * 60_000),
        })
        .where(and(eq(webhookOutbox.id, row.id), eq(webhookOutbox.attempts, row.attempts)));
    });
    this.log.debug("webhook attempt", {
      eventType: row.eventType,
      outboxId: row.id,
      attempt,
      statusCode: outcome.statusCode,
      error: outcome.error,
    });
  }
}

/** The delivery log of docs/service-rules.md §10, newest first. */
export async function listDeliveries(db: Db, merchantId: string | undefined, limit = 200) {
  const rows = await db
    .select()
    .from(webhookOutbox)
    .where(merchantId ? eq(webhookOutbox.merchantId, merchantId) : sql`true`)
    .orderBy(sql`${webhookOutbox.createdAt} desc`)
    .limit(limit);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(sql`${webhookAttempts.outboxId} in ${rows.map((row) => row.id)}`)
        .orderBy(asc(webhookAttempts.attempt))
    : [];
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchantId,
    event: row.eventType,
    url: row.url,
    resourceId: row.resourceId,
    state: row.state,
    body: JSON.parse(row.body) as unknown,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    attempts: attempts
      .filter((a) => a.outboxId === row.id)
      .map((a) => ({
        attempt: a.attempt,
        at: a.attemptedAt.toISOString(),
        statusCode: a.statusCode,
        error: a.error,
        durationMs: a.durationMs,
      })),
  }));
}
