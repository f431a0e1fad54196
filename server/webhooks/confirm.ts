import "server-only";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Payment } from "@/lib/payments-api/payments";
import type { ConsoleExecutor } from "@/server/db/client";
import { type WebhookInboxRow, webhookInbox } from "@/server/db/schema";
import { indexPayment, type PaymentEventTimes } from "@/server/index/payment-index";
import { notifyEvent } from "@/server/live/notify";
import type { PaymentsApi } from "@/server/upstream/client";
import { UpstreamError } from "@/server/upstream/errors";

/** How the resource an event names is read back with the receiving account's key. */
export type ResourceRead =
  | { kind: "none" }
  | { kind: "payment"; id: string }
  | { kind: "offramp"; id: string }
  | { kind: "contract"; id: string };

export function resourceOf(event: Record<string, unknown>): ResourceRead {
  const name = typeof event.event === "string" ? event.event : null;
  if (name === "webhook.test") return { kind: "none" };
  if (name?.startsWith("contract.") && typeof event.contractId === "string") {
    return { kind: "contract", id: event.contractId };
  }
  if (typeof event.paymentId === "string") {
    // Offramp events name themselves; payment events (direct-debit charges too) carry no `event` field.
    return name === null
      ? { kind: "payment", id: event.paymentId }
      : { kind: "offramp", id: event.paymentId };
  }
  return { kind: "none" };
}

/** What the confirming read learned of the resource. */
export interface ConfirmedResource {
  kind: "payment" | "offramp" | "contract" | "test";
  id: string | null;
  branchId: string | null;
  status: string | null;
  /** The payment as the service answered it, for the payment index. */
  payment?: Payment;
}

export type Confirmation =
  | { outcome: "confirmed"; note: string | null; resource: ConfirmedResource }
  | { outcome: "foreign"; note: string }
  | { outcome: "retry"; note: string };

/**
 * Reads the event's resource with the account's own key. Another merchant's resource answers 403 or 404:
 * the event is foreign and drives nothing. A service that cannot answer now leaves it pending, to retry.
 */
export async function confirmOwnership(
  api: Pick<PaymentsApi, "getPayment" | "getOfframp" | "getDirectDebitContract">,
  payload: unknown,
): Promise<Confirmation> {
  const fields = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  const read = resourceOf(fields);
  if (read.kind === "none") {
    return typeof fields.event === "string" && fields.event === "webhook.test"
      ? {
          outcome: "confirmed",
          note: "test event",
          resource: { kind: "test", id: null, branchId: null, status: null },
        }
      : { outcome: "foreign", note: "the event names no resource of this account" };
  }
  /** The resource as the service answered it: its status, and its branch (a payout has none). */
  const confirmed = (
    answer: { branchId?: string | null; status: string },
    extra: Pick<ConfirmedResource, "payment"> = {},
  ): Confirmation => ({
    outcome: "confirmed",
    note: null,
    resource: {
      kind: read.kind,
      id: read.id,
      branchId: answer.branchId ?? null,
      status: answer.status,
      ...extra,
    },
  });
  try {
    if (read.kind === "payment") {
      const payment = await api.getPayment({ params: { id: read.id } });
      return confirmed(payment, { payment });
    }
    if (read.kind === "offramp") {
      const offramp = await api.getOfframp({ params: { id: read.id } });
      return confirmed({ status: offramp.status });
    }
    return confirmed(await api.getDirectDebitContract({ params: { id: read.id } }));
  } catch (error) {
    const status = error instanceof UpstreamError ? error.status : null;
    if (status === 403 || status === 404 || status === 400) {
      return {
        outcome: "foreign",
        note: `the service answered ${status} to this account for its ${read.kind}`,
      };
    }
    return { outcome: "retry", note: error instanceof Error ? error.name : "unknown failure" };
  }
}

/** When a payment's own event says it expired or failed (neither the list nor the detail says so). */
function eventTimes(payload: unknown): PaymentEventTimes {
  const fields = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  const time = (value: unknown) =>
    typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : null;
  return { expiredAt: time(fields.expiredAt), failedAt: time(fields.failedAt) };
}

/** Gives up on a resource the service could not be asked about after this many tries. */
export const MAX_CONFIRM_ATTEMPTS = 10;

/**
 * Confirms an account's pending events, oldest first. Each row is claimed by bumping its attempt count in
 * the same statement that selects it (`FOR UPDATE SKIP LOCKED`), so two console instances never confirm
 * one event twice. Returns the rows that became confirmed, for whatever reacts to confirmed events.
 */
export async function confirmPendingEvents(
  db: ConsoleExecutor,
  accountId: string,
  api: Pick<PaymentsApi, "getPayment" | "getOfframp" | "getDirectDebitContract">,
  options: { limit?: number } = {},
): Promise<WebhookInboxRow[]> {
  const confirmed: WebhookInboxRow[] = [];
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(webhookInbox)
      .where(
        and(
          eq(webhookInbox.accountId, accountId),
          eq(webhookInbox.confirmation, "pending"),
          lt(webhookInbox.confirmAttempts, MAX_CONFIRM_ATTEMPTS),
        ),
      )
      .orderBy(asc(webhookInbox.receivedAt))
      .limit(options.limit ?? 25)
      .for("update", { skipLocked: true });
    for (const row of rows) {
      await tx
        .update(webhookInbox)
        .set({ confirmAttempts: sql`${webhookInbox.confirmAttempts} + 1` })
        .where(eq(webhookInbox.id, row.id));
    }
    return rows;
  });
  for (const row of claimed) {
    const result = await confirmOwnership(api, row.payload);
    if (result.outcome === "retry") {
      await db.update(webhookInbox).set({ confirmationNote: result.note }).where(eq(webhookInbox.id, row.id));
      continue;
    }
    const resource = result.outcome === "confirmed" ? result.resource : null;
    const updated = await db.transaction(async (tx) => {
      const [stored] = await tx
        .update(webhookInbox)
        .set({
          confirmation: result.outcome,
          confirmationNote: result.note,
          confirmedAt: new Date(),
          resourceKind: resource?.kind ?? null,
          resourceBranchId: resource?.branchId ?? null,
          resourceStatus: resource?.status ?? null,
        })
        .where(and(eq(webhookInbox.id, row.id), eq(webhookInbox.confirmation, "pending")))
        .returning();
      // The event is the account's own: the index learns the payment, and every console instance hears of it.
      if (stored?.confirmation === "confirmed") {
        if (resource?.payment) await indexPayment(tx, accountId, resource.payment, eventTimes(row.payload));
        await notifyEvent(tx, { accountId, eventId: stored.id });
      }
      return stored;
    });
    if (updated?.confirmation === "confirmed") confirmed.push(updated);
  }
  return confirmed;
}
