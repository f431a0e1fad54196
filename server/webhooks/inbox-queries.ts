import "server-only";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type {
  InboxConfirmation,
  InboxEventDetail,
  InboxItem,
  InboxPage,
  InboxResourceKind,
} from "@/lib/webhook-inbox";
import type { AccountAccess } from "../access/account-access";
import type { ConsoleExecutor } from "../db/client";
import { type WebhookInboxRow, webhookInbox } from "../db/schema";
import { resourceOf } from "./confirm";

/**
 * Who is reading: a member limited to one branch sees only confirmed events of that branch; a member whose
 * role does not read payouts sees no payout event (their bodies name the payout, its amount and bank).
 */
export interface InboxScope {
  branchId: string | null;
  payouts: boolean;
}

export interface InboxListFilters {
  type?: string | null;
  /** A payment, payout or contract id (already checked to be an id). */
  resourceId?: string | null;
  page: number;
  pageSize: number;
}

/** The resource id an event names, from its stored body. */
const resourceIdSql = sql<
  string | null
>`coalesce(${webhookInbox.paymentId}, ${webhookInbox.payload} ->> 'contractId')`;

/** What of the inbox a member may read: their branch's events, and payout events only with payouts. */
export const inboxScope = (access: Pick<AccountAccess, "branchId" | "can">): InboxScope => ({
  branchId: access.branchId,
  payouts: access.can("offramp:read"),
});

/**
 * A payout's event, confirmed or not: payout events name themselves in `event` and carry `paymentId`
 * (confirm.ts `resourceOf`); payment events have no `event` field.
 */
const payoutEventSql = sql`coalesce(${webhookInbox.resourceKind} = 'offramp', false) or (
  ${webhookInbox.payload} ? 'paymentId'
  and jsonb_typeof(${webhookInbox.payload} -> 'event') = 'string'
  and ${webhookInbox.payload} ->> 'event' <> 'webhook.test'
  and ${webhookInbox.payload} ->> 'event' not like 'contract.%'
)`;

function scopeConditions(accountId: string, scope: InboxScope): SQL[] {
  const conditions: SQL[] = [eq(webhookInbox.accountId, accountId)];
  if (!scope.payouts) conditions.push(sql`not coalesce(${payoutEventSql}, false)`);
  if (scope.branchId !== null) {
    conditions.push(eq(webhookInbox.confirmation, "confirmed"));
    conditions.push(eq(webhookInbox.resourceBranchId, scope.branchId));
  }
  return conditions;
}

function kindOf(row: Pick<WebhookInboxRow, "resourceKind" | "payload">): InboxResourceKind | null {
  if (row.resourceKind) return row.resourceKind as InboxResourceKind;
  const payload = row.payload;
  const fields = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  if (fields.event === "webhook.test") return "test";
  const read = resourceOf(fields);
  return read.kind === "none" ? null : read.kind;
}

function resourceIdOf(row: Pick<WebhookInboxRow, "paymentId" | "payload" | "confirmation">): string | null {
  if (row.confirmation === "foreign") return null;
  if (row.paymentId) return row.paymentId;
  const payload = row.payload;
  if (typeof payload === "object" && payload !== null) {
    const contractId = (payload as Record<string, unknown>).contractId;
    if (typeof contractId === "string") return contractId;
  }
  return null;
}

function itemOf(row: WebhookInboxRow): InboxItem {
  return {
    id: row.id,
    eventType: row.eventType,
    resourceKind: kindOf(row),
    resourceId: resourceIdOf(row),
    receivedAt: row.receivedAt.toISOString(),
    verified: true,
    confirmation: row.confirmation as InboxConfirmation,
    attempt: row.attempt,
    duplicates: row.duplicates,
  };
}

/** The account's received events, newest first, one page, with the total for the pager. */
export async function listInbox(
  db: ConsoleExecutor,
  accountId: string,
  scope: InboxScope,
  filters: InboxListFilters,
): Promise<InboxPage> {
  const conditions = scopeConditions(accountId, scope);
  if (filters.type) conditions.push(eq(webhookInbox.eventType, filters.type));
  if (filters.resourceId) conditions.push(sql`${resourceIdSql} = ${filters.resourceId}`);
  // Another merchant's event never matches a resource search: its resource is not this account's to look up.
  if (filters.resourceId) conditions.push(sql`${webhookInbox.confirmation} <> 'foreign'`);
  const where = and(...conditions);
  const pageSize = Math.min(Math.max(1, Math.trunc(filters.pageSize)), 100);
  const page = Math.max(1, Math.trunc(filters.page));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookInbox)
      .where(where)
      .orderBy(desc(webhookInbox.receivedAt), desc(webhookInbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(webhookInbox).where(where),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    items: rows.map(itemOf),
    meta: { page, pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)) },
  };
}

/** One event with its body and signed headers, or null when it is not there or not the reader's to see. */
export async function getInboxEvent(
  db: ConsoleExecutor,
  accountId: string,
  scope: InboxScope,
  eventId: number,
): Promise<InboxEventDetail | null> {
  const [row] = await db
    .select()
    .from(webhookInbox)
    .where(and(...scopeConditions(accountId, scope), eq(webhookInbox.id, eventId)));
  if (!row) return null;
  const confirmation = row.confirmation as InboxConfirmation;
  const withheld = confirmation === "foreign" ? "foreign" : confirmation === "pending" ? "pending" : null;
  return {
    ...itemOf(row),
    rawBody: withheld ? null : row.rawBody,
    withheld,
    confirmationNote: confirmation === "foreign" ? null : row.confirmationNote,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    resourceStatus: withheld ? null : row.resourceStatus,
    headers: { timestamp: row.signatureTimestamp, attempt: row.attempt, signature: row.signature },
  };
}

/** The newest event of a type received at or after a moment, for "did the test webhook arrive?". */
export async function latestEventSince(
  db: ConsoleExecutor,
  accountId: string,
  type: string,
  since: Date,
): Promise<InboxItem | null> {
  const [row] = await db
    .select()
    .from(webhookInbox)
    .where(
      and(
        eq(webhookInbox.accountId, accountId),
        eq(webhookInbox.eventType, type),
        sql`${webhookInbox.receivedAt} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(desc(webhookInbox.receivedAt))
    .limit(1);
  return row ? itemOf(row) : null;
}

/** The last event confirmed as the account's own: whether live updates reach it. */
export async function lastConfirmedEvent(
  db: ConsoleExecutor,
  accountId: string,
): Promise<{ eventType: string; receivedAt: string } | null> {
  const [row] = await db
    .select({ eventType: webhookInbox.eventType, receivedAt: webhookInbox.receivedAt })
    .from(webhookInbox)
    .where(and(eq(webhookInbox.accountId, accountId), eq(webhookInbox.confirmation, "confirmed")))
    .orderBy(desc(webhookInbox.receivedAt))
    .limit(1);
  return row ? { eventType: row.eventType, receivedAt: row.receivedAt.toISOString() } : null;
}
