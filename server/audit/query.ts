import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
} from "drizzle-orm";
import { csvLine, zoned } from "@/lib/csv";
import { colomboDayEndExclusive, colomboDayStart } from "@/lib/dates";
import {
  AUDIT_EXPORT_LIMIT,
  AUDIT_PAGE_SIZE,
  type AuditCursor,
  type AuditFilters,
  type AuditResult,
} from "@/lib/filters/audit";
import { formatIsoWithOffset } from "@/lib/format";
import { isUuid } from "@/lib/ids";
import { can, roles } from "@/server/auth/policy";
import type { ConsoleExecutor } from "@/server/db/client";
import { auditLog, memberships, merchantAccounts, users, userTwoFactor } from "@/server/db/schema";
import { type AuditResource, operationWords, reasonOf, resourceOf, resultOf, resultWords } from "./describe";

/** The roles that may read an account's trail (owners and admins, per the permission table). */
export const auditReaderRoles = roles.filter((role) => can(role, "audit:read"));

/** One entry as the audit page and the export show it: words, not codes; nothing secret. */
export interface AuditEntryView {
  id: number;
  at: string;
  userId: string | null;
  /** The person's name and email; for a failed sign-in of an unknown email, the email typed. */
  personName: string | null;
  personEmail: string | null;
  accountId: string | null;
  accountName: string | null;
  action: string;
  operation: string;
  method: string | null;
  resource: AuditResource | null;
  status: number | null;
  result: AuditResult | null;
  resultWords: string;
  /** Why it was refused or failed, when the trail says (an error code, "locked", "invalid-credentials"). */
  reason: string | null;
  requestId: string | null;
  address: string | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  /** The positions of the neighbouring pages, or null at either end. */
  newer: AuditCursor | null;
  older: AuditCursor | null;
}

type Filters = Omit<AuditFilters, "page">;

/** Whether the user has a confirmed second factor, as a condition of a query. */
function hasSecondFactor(db: ConsoleExecutor, userId: string): SQL {
  return exists(
    db
      .select({ userId: userTwoFactor.userId })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt))),
  );
}

/**
 * The accounts whose trail `userId` reads: those they own or administer, except those that require a
 * second factor they have not set up (like every other page of such an account). A subquery, so the
 * role and the rule are read in the query that reads the trail, and a change a moment ago counts.
 */
function readableAccounts(db: ConsoleExecutor, userId: string) {
  return db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, memberships.accountId))
    .where(
      and(
        eq(memberships.userId, userId),
        inArray(memberships.role, auditReaderRoles),
        or(eq(merchantAccounts.requireTwoFactor, false), hasSecondFactor(db, userId)),
      ),
    );
}

/**
 * What `userId` may read: every entry of the accounts whose trail they read (readableAccounts), and their
 * own entries that belong to no account (sign-ins, failed sign-ins, second-factor changes). No caller can
 * widen the scope.
 */
function conditions(db: ConsoleExecutor, userId: string, filters: Filters): SQL[] {
  const readable = readableAccounts(db, userId);
  const scope = or(
    inArray(auditLog.accountId, readable),
    and(eq(auditLog.userId, userId), isNull(auditLog.accountId)),
  ) as SQL;
  const where: SQL[] = [scope];
  if (filters.person) where.push(eq(auditLog.userId, filters.person));
  if (filters.account) where.push(eq(auditLog.accountId, filters.account));
  if (filters.operation) where.push(eq(auditLog.action, filters.operation));
  if (filters.result) where.push(eq(auditLog.outcome, filters.result));
  if (filters.startDate) where.push(gte(auditLog.at, colomboDayStart(filters.startDate)));
  if (filters.endDate) where.push(lt(auditLog.at, colomboDayEndExclusive(filters.endDate)));
  return where;
}

function selectEntries(db: ConsoleExecutor) {
  return db
    .select({
      entry: auditLog,
      userName: users.name,
      userEmail: users.email,
      accountName: merchantAccounts.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(merchantAccounts, eq(merchantAccounts.id, auditLog.accountId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectEntries>["execute"]>>[number];

function text(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** Member changes name the member by id; the page shows their email. One query for a whole page. */
async function memberEmails(db: ConsoleExecutor, rows: SelectedRow[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const { entry } of rows) {
    const memberId = entry.details?.memberId;
    if (typeof memberId === "string" && isUuid(memberId) && typeof entry.details?.email !== "string") {
      ids.add(memberId);
    }
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(found.map((user) => [user.id, user.email]));
}

async function toViews(db: ConsoleExecutor, rows: SelectedRow[]): Promise<AuditEntryView[]> {
  const emails = await memberEmails(db, rows);
  return rows.map((row) => {
    const memberId = row.entry.details?.memberId;
    const email = typeof memberId === "string" ? emails.get(memberId) : undefined;
    return toView(row, email ? { memberEmail: email } : {});
  });
}

function toView(
  { entry, userName, userEmail, accountName }: SelectedRow,
  extra: { memberEmail?: string } = {},
): AuditEntryView {
  const details = entry.details ?? {};
  const result = resultOf(entry.outcome);
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    userId: entry.userId,
    personName: userName ?? null,
    personEmail: userEmail ?? text(details.email),
    accountId: entry.accountId,
    // A removed account keeps its entries; the name it had is in the removal's details.
    accountName: accountName ?? (entry.accountId ? (text(details.name) ?? "Removed account") : null),
    action: entry.action,
    operation: operationWords(entry.action),
    method: entry.method,
    resource: resourceOf({
      action: entry.action,
      accountId: entry.accountId,
      path: entry.path,
      outcome: entry.outcome,
      details: extra.memberEmail ? { ...details, email: extra.memberEmail } : details,
    }),
    status: entry.status,
    result,
    resultWords: result ? resultWords[result] : entry.outcome,
    reason: reasonOf(text(details.code) ?? text(details.reason)),
    requestId: entry.requestId,
    address: entry.address,
  };
}

/**
 * One page of the trail, newest first, by keyset on the entry id (ids grow with time): a page never
 * shifts when new entries arrive, and the index on (account, id) keeps every page as quick as the first.
 */
export async function listAuditEntries(
  db: ConsoleExecutor,
  userId: string,
  filters: AuditFilters,
  pageSize: number = AUDIT_PAGE_SIZE,
): Promise<AuditPage> {
  const where = conditions(db, userId, filters);
  const cursor = filters.page;
  if (cursor?.direction === "after") {
    // The page above: the oldest rows newer than the cursor, read upwards and shown newest first.
    const rows = await selectEntries(db)
      .where(and(...where, gt(auditLog.id, cursor.id)))
      .orderBy(asc(auditLog.id))
      .limit(pageSize + 1);
    const more = rows.length > pageSize;
    const entries = await toViews(db, rows.slice(0, pageSize).reverse());
    const first = entries[0];
    const last = entries.at(-1);
    return {
      entries,
      newer: more && first ? { direction: "after", id: first.id } : null,
      older: last ? { direction: "before", id: last.id } : { direction: "before", id: cursor.id + 1 },
    };
  }
  const rows = await selectEntries(db)
    .where(and(...where, ...(cursor ? [lt(auditLog.id, cursor.id)] : [])))
    .orderBy(desc(auditLog.id))
    .limit(pageSize + 1);
  const more = rows.length > pageSize;
  const entries = await toViews(db, rows.slice(0, pageSize));
  const first = entries[0];
  const last = entries.at(-1);
  return {
    entries,
    newer: cursor
      ? first
        ? { direction: "after", id: first.id }
        : { direction: "after", id: cursor.id - 1 }
      : null,
    older: more && last ? { direction: "before", id: last.id } : null,
  };
}

/** The people the person filter offers: members of the accounts whose trail `userId` reads, and themself. */
export async function auditPeople(
  db: ConsoleExecutor,
  userId: string,
): Promise<{ id: string; name: string | null; email: string }[]> {
  const readable = readableAccounts(db, userId);
  const members = db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(inArray(memberships.accountId, readable));
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(or(eq(users.id, userId), inArray(users.id, members)))
    .orderBy(asc(users.email));
}

export const AUDIT_CSV_COLUMNS = [
  zoned("time"),
  "person",
  "email",
  "account",
  "operation",
  "operation id",
  "resource",
  "resource page",
  "status",
  "result",
  "reason",
  "request id",
  "address",
] as const;

export const AUDIT_CSV_HEADER = csvLine(AUDIT_CSV_COLUMNS);

/** An entry as a CSV line: every text cell through csvCell (formula-safe), the time in Colombo with its offset. */
export function auditCsvLine(entry: AuditEntryView): string {
  return csvLine([
    formatIsoWithOffset(entry.at),
    entry.personName,
    entry.personEmail,
    entry.accountName,
    entry.operation,
    entry.action,
    entry.resource?.id ?? null,
    entry.resource?.href ?? null,
    entry.status,
    entry.resultWords,
    entry.reason,
    entry.requestId,
    entry.address,
  ]);
}

/**
 * The filtered trail as CSV lines (header first), newest first, read in pages of 1,000 by keyset; at most
 * AUDIT_EXPORT_LIMIT rows, after which `truncated` is called so the file can say so.
 */
export async function* auditCsv(
  db: ConsoleExecutor,
  userId: string,
  filters: AuditFilters,
  options: { batch?: number; limit?: number; truncated?: () => void } = {},
): AsyncGenerator<string> {
  const batch = options.batch ?? 1000;
  const limit = options.limit ?? AUDIT_EXPORT_LIMIT;
  yield AUDIT_CSV_HEADER;
  let sent = 0;
  let cursor: AuditCursor | null = null;
  for (;;) {
    const page: AuditPage = await listAuditEntries(db, userId, { ...filters, page: cursor }, batch);
    for (const entry of page.entries) {
      if (sent >= limit) {
        options.truncated?.();
        return;
      }
      sent += 1;
      yield auditCsvLine(entry);
    }
    if (!page.older) return;
    cursor = page.older;
  }
}

export interface AuditAccounts {
  /** The accounts whose trail the user reads, by name. */
  readable: { id: string; name: string }[];
  /** Accounts they own or administer whose trail waits for them to set up a second factor. */
  needTwoFactor: { id: string; name: string }[];
}

/** The accounts an active user owns or administers, split by whether the audit log shows them their trail. */
export async function auditAccounts(db: ConsoleExecutor, userId: string): Promise<AuditAccounts> {
  if (!isUuid(userId)) return { readable: [], needTwoFactor: [] };
  const rows = await db
    .select({
      id: merchantAccounts.id,
      name: merchantAccounts.name,
      requireTwoFactor: merchantAccounts.requireTwoFactor,
      hasSecondFactor: hasSecondFactor(db, userId).mapWith(Boolean),
    })
    .from(memberships)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, memberships.accountId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.userId, userId),
        inArray(memberships.role, auditReaderRoles),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(merchantAccounts.name), asc(merchantAccounts.createdAt));
  const blocked = (row: (typeof rows)[number]) => row.requireTwoFactor && !row.hasSecondFactor;
  return {
    readable: rows.filter((row) => !blocked(row)).map(({ id, name }) => ({ id, name })),
    needTwoFactor: rows.filter(blocked).map(({ id, name }) => ({ id, name })),
  };
}
