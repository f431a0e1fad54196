import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BatchStatus, RowState } from "@/lib/bulk-payouts/batch";
import type { ChargeState, ScheduleEvery, ScheduleState } from "@/lib/charge-schedules";
import type { FeeBreakdown } from "@/lib/payments-api/payments";
import { roles } from "@/server/auth/policy";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const accountEnvironment = pgEnum("account_environment", ["sandbox", "production"]);
export const memberRole = pgEnum("member_role", roles);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name"),
    passwordHash: text("password_hash").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** Sessions signed in before this moment are ended (a password or second-factor change)… */
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    /** …except this one: the session that made the change. */
    sessionKept: text("session_kept"),
    createdAt: createdAt(),
  },
  // Sign-in looks emails up as typed in lower case; a mixed-case row would be unreachable.
  (t) => [check("users_email_lower_case", sql`${t.email} = lower(${t.email})`)],
);

export const merchantAccounts = pgTable("merchant_accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  environment: accountEnvironment("environment").notNull().default("sandbox"),
  baseUrl: text("base_url").notNull(),
  keyId: text("key_id").notNull(),
  /** base64 of iv | ciphertext | tag, sealed by server/accounts/vault.ts with the account id as AAD. */
  encryptedSigningKey: text("encrypted_signing_key").notNull(),
  /** ED25519 public key (PEM) that verifies this account's webhooks. */
  webhookPublicKey: text("webhook_public_key"),
  /** Merchant roles granted by the payments service, e.g. {AGGREGATOR}. */
  capabilities: text("capabilities").array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  keyRotatedAt: timestamp("key_rotated_at", { withTimezone: true }),
  /** Every member needs a second factor before using this account's pages and routes. */
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  /** Payouts and settlements above this many LKR wait for a second person's approval; null: off. */
  approvalAboveLkr: numeric("approval_above_lkr"),
  /** Aggregators: warn on every page when the float's runway falls below this many days (null: never). */
  runwayWarningDays: integer("runway_warning_days"),
});

export const memberships = pgTable(
  "memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull(),
    /** Set for members who see one branch only. */
    branchId: text("branch_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] }), index("memberships_account_idx").on(t.accountId)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: memberRole("role").notNull(),
    branchId: text("branch_id"),
    /** SHA-256 of the token sent to the invitee; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("invitations_account_idx").on(t.accountId)],
);

// No foreign keys: the trail must outlive the users and accounts it mentions.
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: uuid("user_id"),
    accountId: uuid("account_id"),
    action: text("action").notNull(),
    method: text("method"),
    path: text("path"),
    status: integer("status"),
    requestId: text("request_id"),
    outcome: text("outcome").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** The client address the console's front server settled on (X-Forwarded-For), when known. */
    address: text("address"),
  },
  (t) => [
    index("audit_log_account_at_idx").on(t.accountId, t.at.desc()),
    // The audit page pages newest first by id within the accounts (or the person) it may show.
    index("audit_log_account_id_idx").on(t.accountId, t.id.desc()),
    index("audit_log_user_id_idx").on(t.userId, t.id.desc()),
  ],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ip: text("ip"),
    succeeded: boolean("succeeded").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_email_at_idx").on(t.email, t.at),
    index("login_attempts_ip_at_idx").on(t.ip, t.at),
  ],
);

export type WebhookConfirmation = "pending" | "confirmed" | "foreign";

export const webhookInbox = pgTable(
  "webhook_inbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    /** Identifies one event across redeliveries; the unique constraint makes a redelivery a no-op. */
    dedupeKey: text("dedupe_key").notNull(),
    eventType: text("event_type").notNull(),
    paymentId: text("payment_id"),
    payload: jsonb("payload").$type<unknown>().notNull(),
    rawBody: text("raw_body").notNull(),
    /** The webhook's signed timestamp, Unix milliseconds. */
    signatureTimestamp: bigint("signature_timestamp", { mode: "number" }).notNull(),
    /** The verified X-Webhook-Signature (base64), as delivered; null for events stored before it was kept. */
    signature: text("signature"),
    /** The delivery attempt the service numbered it (X-Webhook-Attempt), when it said. */
    attempt: integer("attempt"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** Redeliveries of this event seen after the first. */
    duplicates: integer("duplicates").notNull().default(0),
    /**
     * One key signs every merchant's webhooks, so a verified event counts for this account only once its
     * resource was read with this account's key: `pending`, `confirmed`, or `foreign` (another merchant's).
     */
    confirmation: text("confirmation").$type<WebhookConfirmation>().notNull().default("pending"),
    confirmationNote: text("confirmation_note"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmAttempts: integer("confirm_attempts").notNull().default(0),
    /** What the confirming read said of the resource: its kind, branch and status, for live updates. */
    resourceKind: text("resource_kind"),
    resourceBranchId: text("resource_branch_id"),
    resourceStatus: text("resource_status"),
  },
  (t) => [
    unique("webhook_inbox_account_dedupe_key").on(t.accountId, t.dedupeKey),
    index("webhook_inbox_account_received_idx").on(t.accountId, t.receivedAt.desc()),
    index("webhook_inbox_pending_idx").on(t.confirmation, t.receivedAt),
  ],
);

export type User = typeof users.$inferSelect;
export type MerchantAccount = typeof merchantAccounts.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type WebhookInboxRow = typeof webhookInbox.$inferSelect;

/** Sessions ended by sign-out, by the session id their token carries, kept until the token would expire anyway. */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * A user's TOTP second factor (RFC 6238). The secret is sealed like the vault's keys (AES-256-GCM under the
 * master key, the user id as associated data). It counts once `confirmedAt` is set by a first valid code;
 * `lastUsedStep` is the time step of the last accepted code, so a code is never accepted twice.
 */
export const userTwoFactor = pgTable("user_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  encryptedSecret: text("encrypted_secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as SHA-256 hashes; a used code keeps its row with `usedAt`. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [unique("two_factor_recovery_codes_user_hash").on(t.userId, t.codeHash)],
);

/**
 * The console's own copy of every payment's list fields plus its branch, per account, for figures that
 * sum over many payments (overview, charts). Lists and details still read the service itself.
 */
export const paymentIndex = pgTable(
  "payment_index",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    paymentId: text("payment_id").notNull(),
    /** USDT, as the list answers it. */
    amount: numeric("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    branchId: text("branch_id"),
    /** The LKR amount and the rate it was converted at, when a detail read told them. */
    lkrAmount: numeric("lkr_amount"),
    rateUsdtLkr: numeric("rate_usdt_lkr"),
    /**
     * When the payment was last read whole (GET /v1/payment/:id, or the read that confirms its webhook):
     * null while the fields below are not known. After a read, a null LKR amount means priced in USDT.
     */
    detailsReadAt: timestamp("details_read_at", { withTimezone: true }),
    merchantTradeNo: text("merchant_trade_no"),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    /** The direct-debit contract a charge belongs to. */
    contractId: text("contract_id"),
    expireTime: timestamp("expire_time", { withTimezone: true }),
    /** From the payment's own webhook event: the list and the detail do not carry them. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    exchangeFeePct: numeric("exchange_fee_pct"),
    serviceFeePct: numeric("service_fee_pct"),
    exchangeFeeUsdt: numeric("exchange_fee_usdt"),
    serviceFeeUsdt: numeric("service_fee_usdt"),
    totalFeesUsdt: numeric("total_fees_usdt"),
    netUsdt: numeric("net_usdt"),
    exchangeFeeLkr: numeric("exchange_fee_lkr"),
    serviceFeeLkr: numeric("service_fee_lkr"),
    totalFeesLkr: numeric("total_fees_lkr"),
    netLkr: numeric("net_lkr"),
    /** When the console last learned something about this payment. */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.paymentId] }),
    index("payment_index_account_created_idx").on(t.accountId, t.createdAt.desc()),
    index("payment_index_open_idx")
      .on(t.accountId, t.seenAt)
      .where(sql`${t.status} in ('INITIATED', 'USER_REVIEW')`),
    index("payment_index_details_idx")
      .on(t.accountId, t.createdAt.desc())
      .where(sql`${t.detailsReadAt} is null`),
  ],
);

/**
 * How far the payment index of an account has come, and which console instance works on it: a lease,
 * taken and renewed by one statement, keeps a single worker per account across instances.
 */
export const paymentIndexSync = pgTable("payment_index_sync", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => merchantAccounts.id, { onDelete: "cascade" }),
  leaseOwner: text("lease_owner"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  /** The first 90 days: the next page to read, of how many, and when it was done. */
  backfillNextPage: integer("backfill_next_page").notNull().default(1),
  backfillTotalPages: integer("backfill_total_pages"),
  backfillStartedAt: timestamp("backfill_started_at", { withTimezone: true }),
  backfillDoneAt: timestamp("backfill_done_at", { withTimezone: true }),
  lastDiscoveryAt: timestamp("last_discovery_at", { withTimezone: true }),
  lastRefreshAt: timestamp("last_refresh_at", { withTimezone: true }),
  /** The oldest creation time the backfill has read: every payment after it is in the index. */
  backfillOldestAt: timestamp("backfill_oldest_at", { withTimezone: true }),
  lastBranchPassAt: timestamp("last_branch_pass_at", { withTimezone: true }),
  /** The branch whose payments the pass in progress reads now, and its next page (branches in turn). */
  branchCursor: text("branch_cursor"),
  branchPage: integer("branch_page").notNull().default(1),
  /**
   * The pass in progress (its mark is set): it reads each branch back to payments created before `since`
   * (the previous pass's mark; null: the whole 90 days), and once complete every payment created before its
   * `mark` has its branch in the index.
   */
  branchPassSince: timestamp("branch_pass_since", { withTimezone: true }),
  branchPassMark: timestamp("branch_pass_mark", { withTimezone: true }),
  /** The mark of the last complete pass: a payment created before it without a branch has none. */
  branchesKnownBefore: timestamp("branches_known_before", { withTimezone: true }),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
});

export type PaymentIndexRow = typeof paymentIndex.$inferSelect;
export type PaymentIndexSyncRow = typeof paymentIndexSync.$inferSelect;

/**
 * Every signed-in session by the id its token carries (`sid`), for the person's list of sessions: where and
 * on what it signed in, and when it was last used. Whether a session may still be used is decided by
 * revoked_sessions and users.sessions_valid_after; `endedAt` only records that it was ended here.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sign-in time the token carries (whole seconds). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** A short readable name from the User-Agent, e.g. "Chrome on Linux". */
    device: text("device").notNull(),
    address: text("address"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("user_sessions_user_idx").on(t.userId, t.createdAt),
    index("user_sessions_created_idx").on(t.createdAt),
  ],
);

/**
 * A payout or settlement request above the account's approval threshold, held until a second member
 * approves or rejects it (server/approvals). `status` moves pending → sending (claimed by one approver with
 * a conditional update) → sent | refused, or pending → rejected. `requestBody` is what will be sent
 * (ids only, no secrets); a payout's `externalRef`, fixed here, makes every send attempt the same payout.
 * Names, banks and account numbers are not stored: they are read from the service whenever the request is
 * shown and when it is approved (server/approvals/parties.ts). `endUserRef` is the end-user's id in the
 * merchant's system, kept only once the service gave it to the payout's end-user.
 */
export const moneyOutApprovals = pgTable(
  "money_out_approvals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"payout" | "settlement">().notNull(),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "refused" | "rejected" | "withdrawn">()
      .notNull()
      .default("pending"),
    amountLkr: numeric("amount_lkr").notNull(),
    amountUsdt: numeric("amount_usdt"),
    thresholdLkr: numeric("threshold_lkr").notNull(),
    requestedRate: numeric("requested_rate"),
    requestedQuote: jsonb("requested_quote").$type<Record<string, unknown>>(),
    requestBody: jsonb("request_body").$type<Record<string, unknown>>().notNull(),
    externalRef: text("external_ref"),
    endUserRef: text("end_user_ref"),
    heldReason: text("held_reason"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    requestId: text("request_id"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectReason: text("reject_reason"),
    approvedQuote: jsonb("approved_quote").$type<Record<string, unknown>>(),
    approvedRate: numeric("approved_rate"),
    sendAttempts: integer("send_attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    resultId: text("result_id"),
    resultMessage: text("result_message"),
    resultRequestId: text("result_request_id"),
    /** The requester, an owner, or null when the console withdrew it (approvals turned off). */
    withdrawnBy: uuid("withdrawn_by").references(() => users.id, { onDelete: "set null" }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnReason: text("withdrawn_reason"),
  },
  (t) => [
    index("money_out_approvals_account_requested_idx").on(t.accountId, t.requestedAt.desc()),
    index("money_out_approvals_account_pending_idx").on(t.accountId).where(sql`${t.status} = 'pending'`),
  ],
);

export type MoneyOutApprovalRow = typeof moneyOutApprovals.$inferSelect;

/**
 * Every payout and settlement the console sent (directly, forwarded through the BFF, or after an approval),
 * for the rolling 24 hours of the approval threshold (server/approvals/sent-money.ts). A row is written
 * (`sending`) under the account's advisory lock before the send, so concurrent requests see each other; it
 * becomes `sent` with the service's amount, or is deleted when the service refused. A row whose send got no
 * answer stays `sending` and counts: the money may have left. `beneficiary` is `bank:{userBankId}`,
 * `branch:{branchId}` or `merchant`; a payout's `externalRef` is unique per account, so a retry is one payout.
 */
export const moneyOutSends = pgTable(
  "money_out_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"payout" | "settlement">().notNull(),
    status: text("status").$type<"sending" | "sent">().notNull().default("sending"),
    amountLkr: numeric("amount_lkr").notNull(),
    beneficiary: text("beneficiary").notNull(),
    externalRef: text("external_ref"),
    approvalId: uuid("approval_id").references(() => moneyOutApprovals.id, { onDelete: "set null" }),
    resultId: text("result_id"),
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("money_out_sends_account_created_idx").on(t.accountId, t.createdAt.desc()),
    uniqueIndex("money_out_sends_account_ref_idx")
      .on(t.accountId, t.externalRef)
      .where(sql`${t.externalRef} is not null`),
    check("money_out_sends_kind", sql`${t.kind} in ('payout', 'settlement')`),
    check("money_out_sends_status", sql`${t.status} in ('sending', 'sent')`),
    check("money_out_sends_amount", sql`${t.amountLkr} >= 0`),
  ],
);

export type MoneyOutSendRow = typeof moneyOutSends.$inferSelect;

/**
 * The pace every long read of an account keeps with one operation of the service, shared by all
 * instances (server/reports/pace-store.ts): the next call slot, and the limit the service last announced.
 * Access changes are announced by triggers of migration 0011 (server/access/access-notices.ts).
 */
export const longReadPace = pgTable(
  "long_read_pace",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    operationId: text("operation_id").notNull(),
    nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
    limitPerMinute: integer("limit_per_minute"),
  },
  (t) => [primaryKey({ name: "long_read_pace_pkey", columns: [t.accountId, t.operationId] })],
);

/** Long reads running now, one row each, so a person's count holds across instances (server/reports/long-reads.ts). */
export const longReads = pgTable(
  "long_reads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    instanceId: text("instance_id").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Renewed by the instance running it; a row left behind by a stopped instance soon stops counting. */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("long_reads_user_account_idx").on(t.userId, t.accountId)],
);

/**
 * A payout file being paid (server/bulk-payouts): the run is a pg-boss job, and this row with its payout
 * rows is what the run reads and writes, so it continues where it stopped on any instance. One instance
 * works a batch at a time: `lease_owner` until `lease_until`.
 */
export const bulkPayouts = pgTable(
  "bulk_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    status: text("status").$type<BatchStatus>().notNull(),
    fileName: text("file_name").notNull(),
    rowCount: integer("row_count").notNull(),
    totalUsdt: numeric("total_usdt").notNull(),
    indicativeLkr: numeric("indicative_lkr").notNull(),
    rateUsdtLkr: numeric("rate_usdt_lkr").notNull(),
    thresholdLkr: numeric("threshold_lkr"),
    heldReason: text("held_reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    requestId: text("request_id"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectReason: text("reject_reason"),
    cancelledBy: uuid("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The time between two sends at the pace the service allows, for the time left. */
    sendIntervalMs: integer("send_interval_ms"),
    /** The member the rows are sent for: the starter, or whoever resumed it last. */
    runBy: uuid("run_by").references(() => users.id, { onDelete: "set null" }),
    /** Why the console paused it by itself (a key refused, the member's access ended, the service failing). */
    pausedReason: text("paused_reason"),
    /** Slices in a row that ended on a failure; reset by a row done. */
    failedSlices: integer("failed_slices").notNull().default(0),
  },
  (t) => [
    index("bulk_payouts_account_created_idx").on(t.accountId, t.createdAt.desc()),
    index("bulk_payouts_active_idx")
      .on(t.status)
      .where(sql`${t.status} in ('preparing', 'running', 'cancelled')`),
    check(
      "bulk_payouts_status",
      sql`${t.status} in ('preparing', 'awaiting_approval', 'running', 'paused', 'finished', 'cancelled', 'rejected')`,
    ),
  ],
);

export type BulkPayoutRow = typeof bulkPayouts.$inferSelect;

/**
 * One payout of a batch, its file's cells and its state. A reference is in at most one live row of an
 * account (refused and cancelled rows free it), and it is the offramp's `externalRef`: the service answers a
 * second send with the payout it made, so a row is never paid twice.
 */
export const bulkPayoutRows = pgTable(
  "bulk_payout_rows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => bulkPayouts.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").notNull(),
    fileRow: integer("file_row").notNull(),
    reference: text("reference").notNull(),
    externalUserId: text("external_user_id").notNull(),
    bankCode: integer("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    beneficiaryMobile: text("beneficiary_mobile"),
    beneficiaryEmail: text("beneficiary_email"),
    amountUsdt: numeric("amount_usdt").notNull(),
    state: text("state").$type<RowState>().notNull().default("waiting"),
    userId: text("user_id"),
    userBankId: text("user_bank_id"),
    /** The quote's lock of the row's last send: sent again first, so a lost answer is found, not repeated. */
    fxLockId: text("fx_lock_id"),
    recipient: jsonb("recipient").$type<{ accountName: string; bankName: string; accountNumber: string }>(),
    offrampId: text("offramp_id"),
    /** When the run last asked the service for this sent row's outcome. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    amountLkr: numeric("amount_lkr"),
    rateUsdtLkr: numeric("rate_usdt_lkr"),
    failureReason: text("failure_reason"),
    attempts: integer("attempts").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bulk_payout_rows_batch_row_idx").on(t.batchId, t.fileRow),
    uniqueIndex("bulk_payout_rows_account_ref_idx")
      .on(t.accountId, t.reference)
      .where(sql`${t.state} not in ('refused', 'cancelled')`),
    index("bulk_payout_rows_account_offramp_idx")
      .on(t.accountId, t.offrampId)
      .where(sql`${t.offrampId} is not null`),
    check(
      "bulk_payout_rows_state",
      sql`${t.state} in ('waiting', 'quoting', 'sent', 'completed', 'failed', 'refused', 'cancelled')`,
    ),
  ],
);

export type BulkPayoutRowRow = typeof bulkPayoutRows.$inferSelect;

/** A plan of recurring charges on a signed direct-debit contract (server/charge-schedules). */
export const chargeSchedules = pgTable(
  "charge_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    contractId: text("contract_id").notNull(),
    /** The contract's branch, so a member limited to a branch lists that branch's schedules only. */
    branchId: text("branch_id"),
    currency: text("currency").$type<"USDT" | "LKR">().notNull(),
    amount: numeric("amount").notNull(),
    every: text("every").$type<ScheduleEvery>().notNull(),
    firstDate: date("first_date", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }),
    maxCharges: integer("max_charges"),
    productName: text("product_name").notNull(),
    productDetail: text("product_detail"),
    state: text("state").$type<ScheduleState>().notNull().default("active"),
    endedReason: text("ended_reason"),
    /** The index of the next due date in the plan (lib/charge-schedules.ts nthDueDate). */
    nextIndex: integer("next_index").notNull().default(0),
    nextDueDate: date("next_due_date", { mode: "string" }),
    dueCount: integer("due_count").notNull().default(0),
    lastChargeFailed: boolean("last_charge_failed").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("charge_schedules_account_contract_idx").on(t.accountId, t.contractId),
    index("charge_schedules_due_idx").on(t.nextDueDate).where(sql`${t.state} = 'active'`),
    check("charge_schedules_state", sql`${t.state} in ('active', 'paused', 'cancelled', 'ended')`),
    check("charge_schedules_every", sql`${t.every} in ('day', 'week', 'month')`),
  ],
);
export type ChargeScheduleRow = typeof chargeSchedules.$inferSelect;

/** Every charge the console made or will make on a contract, manual or scheduled: one row per attempt. */
export const contractCharges = pgTable(
  "contract_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: "cascade" }),
    contractId: text("contract_id").notNull(),
    scheduleId: uuid("schedule_id").references(() => chargeSchedules.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    attempt: integer("attempt").notNull().default(1),
    state: text("state").$type<ChargeState>().notNull(),
    paymentId: text("payment_id"),
    amount: numeric("amount").notNull(),
    currency: text("currency").$type<"USDT" | "LKR">().notNull(),
    fees: jsonb("fees").$type<FeeBreakdown>(),
    failureReason: text("failure_reason"),
    /** A waiting charge is not sent before this moment (a retry's wait). */
    notBefore: timestamp("not_before", { withTimezone: true }),
    /** When its call to the service started: an answer lost after it is looked for, never charged again. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The contract's count of payments just before the call, to tell a lost answer's charge from none. */
    paymentCountBefore: integer("payment_count_before"),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    madeBy: uuid("made_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contract_charges_due_idx")
      .on(t.scheduleId, t.dueDate, t.attempt)
      .where(sql`${t.scheduleId} is not null`),
    uniqueIndex("contract_charges_payment_idx")
      .on(t.accountId, t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index("contract_charges_contract_idx").on(t.accountId, t.contractId, t.createdAt.desc()),
    index("contract_charges_open_idx")
      .on(t.notBefore)
      .where(sql`${t.state} in ('waiting', 'sending', 'made')`),
    check(
      "contract_charges_state",
      sql`${t.state} in ('waiting', 'sending', 'made', 'paid', 'failed', 'refused', 'skipped')`,
    ),
  ],
);
export type ContractChargeRow = typeof contractCharges.$inferSelect;
