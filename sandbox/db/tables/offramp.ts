import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { merchantId } from "./accounts";
import { createdAt, id, lkr, rate, ts } from "./columns";

// Aggregator offramp (docs/service-rules.md §8).

export const banks = pgTable("banks", {
  code: integer("code").primaryKey(),
  name: text("name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

export const aggregatorUsers = pgTable(
  "aggregator_users",
  {
    id: id(),
    merchantId: merchantId(),
    externalUserId: text("external_user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("aggregator_users_external_unique").on(t.merchantId, t.externalUserId)],
);

export const aggregatorBankAccounts = pgTable(
  "aggregator_bank_accounts",
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => aggregatorUsers.id),
    bankCode: integer("bank_code")
      .notNull()
      .references(() => banks.code),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    beneficiaryMobile: text("beneficiary_mobile"),
    beneficiaryEmail: text("beneficiary_email"),
    createdAt: createdAt(),
  },
  (t) => [index("aggregator_bank_accounts_user_idx").on(t.userId)],
);

export const fxLocks = pgTable(
  "fx_locks",
  {
    id: id(),
    merchantId: merchantId(),
    rateUsdtLkr: rate("rate_usdt_lkr").notNull(),
    amountUsdt: numeric("amount_usdt", { precision: 24, scale: 8 }).notNull(),
    amountLkr: lkr("amount_lkr").notNull(),
    expiresAt: ts("expires_at").notNull(),
    /** Set once, by the offramp that redeems it (guarded by `where used_at is null`). */
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("fx_locks_merchant_idx").on(t.merchantId)],
);

export const offramps = pgTable(
  "offramps",
  {
    id: id(),
    merchantId: merchantId(),
    externalRef: text("external_ref").notNull(),
    fxLockId: uuid("fx_lock_id")
      .notNull()
      .references(() => fxLocks.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => aggregatorUsers.id),
    userBankId: uuid("user_bank_id")
      .notNull()
      .references(() => aggregatorBankAccounts.id),
    status: text("status").notNull().default("PENDING"),
    amountUsdt: numeric("amount_usdt", { precision: 24, scale: 8 }).notNull(),
    amountLkr: lkr("amount_lkr").notNull(),
    rateUsdtLkr: rate("rate_usdt_lkr").notNull(),
    bankRef: text("bank_ref"),
    failureReason: text("failure_reason"),
    webhookUrl: text("webhook_url"),
    processedAt: ts("processed_at"),
    completedAt: ts("completed_at"),
    failedAt: ts("failed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // Idempotency by constraint: one offramp per merchant and externalRef, whatever the concurrency.
    uniqueIndex("offramps_external_ref_unique").on(t.merchantId, t.externalRef),
    // A lock is redeemed at most once.
    uniqueIndex("offramps_fx_lock_unique").on(t.fxLockId),
    index("offramps_merchant_created_idx").on(t.merchantId, t.createdAt),
    index("offramps_merchant_status_created_idx").on(t.merchantId, t.status, t.createdAt),
    index("offramps_merchant_completed_idx").on(t.merchantId, t.completedAt),
    // "Newest completion first, unfinished last" (the report's completed_at desc sort).
    index("offramps_merchant_completed_desc_idx").on(t.merchantId, t.completedAt.desc().nullsLast()),
    index("offramps_merchant_amount_idx").on(t.merchantId, t.amountLkr),
    index("offramps_open_idx").on(t.createdAt).where(sql`status in ('PENDING', 'PROCESSING')`),
  ],
);

/** Append-only float ledger; `seq` orders entries per merchant and `balance_after` can never be negative. */
export const floatLedger = pgTable(
  "float_ledger",
  {
    id: id(),
    merchantId: merchantId(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    type: text("type").notNull(),
    amountLkr: lkr("amount_lkr").notNull(),
    balanceAfter: lkr("balance_after").notNull(),
    aggregatorOfframpId: uuid("aggregator_offramp_id").references(() => offramps.id),
    bankRef: text("bank_ref"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    check("float_ledger_balance_non_negative", sql`${t.balanceAfter} >= 0`),
    check("float_ledger_amount_positive", sql`${t.amountLkr} > 0`),
    check("float_ledger_type", sql`${t.type} in ('CREDIT', 'DEBIT', 'REFUND')`),
    uniqueIndex("float_ledger_merchant_seq_unique").on(t.merchantId, t.seq),
    index("float_ledger_merchant_created_idx").on(t.merchantId, t.createdAt, t.seq),
    // Type-filtered pages are ordered by seq too; without it a deep page sorts the whole history.
    index("float_ledger_merchant_type_created_idx").on(t.merchantId, t.type, t.createdAt, t.seq),
  ],
);
