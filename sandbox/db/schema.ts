import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Money is numeric: USDT (20,6), LKR (20,2), rates (20,6). Drizzle hands numerics back as strings.
const usdt = (name: string) => numeric(name, { precision: 20, scale: 6 });
const lkr = (name: string) => numeric(name, { precision: 20, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 20, scale: 6 });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const merchants = pgTable("merchants", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
  isActive: boolean("is_active").notNull().default(true),
  isApproved: boolean("is_approved").notNull().default(true),
  exchangeFeePercentage: numeric("exchange_fee_percentage", { precision: 8, scale: 4 })
    .notNull()
    .default("0.5"),
  serviceFeePercentage: numeric("service_fee_percentage", { precision: 8, scale: 4 })
    .notNull()
    .default("1.0"),
  minWithdrawalLkr: lkr("min_withdrawal_lkr").notNull().default("1000.00"),
  autoApproveBelowLkr: lkr("auto_approve_below_lkr").notNull().default("100000.00"),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    keyId: text("key_id").notNull(),
    /** Hex SHA-256 of the secret: the HMAC key. The secret itself is never stored. */
    signingKey: text("signing_key").notNull(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_key_id_unique").on(t.keyId)],
);

export const branches = pgTable(
  "branches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    name: text("name").notNull(),
    code: text("code").notNull(),
    address: text("address"),
    city: text("city"),
    postalCode: text("postal_code"),
    phone: text("phone"),
    messagingGroupId: text("messaging_group_id"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("branches_merchant_code_unique").on(t.merchantId, sql`lower(${t.code})`),
    index("branches_merchant_created_idx").on(t.merchantId, t.createdAt),
  ],
);

export const paymentLinks = pgTable(
  "payment_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    slug: text("slug").notNull(),
    merchantTradeNo: text("merchant_trade_no"),
    name: text("name").notNull(),
    description: text("description"),
    /** In the link's own currency (USDT 6 dp or LKR 2 dp). */
    amount: numeric("amount", { precision: 20, scale: 6 }),
    currency: text("currency").notNull(),
    allowCustomAmount: boolean("allow_custom_amount").notNull().default(false),
    minAmount: numeric("min_amount", { precision: 20, scale: 6 }),
    maxAmount: numeric("max_amount", { precision: 20, scale: 6 }),
    allowQuantityBuy: boolean("allow_quantity_buy").notNull().default(false),
    maxQuantity: integer("max_quantity"),
    reusable: boolean("reusable").notNull().default(true),
    expirationDate: ts("expiration_date"),
    successUrl: text("success_url"),
    cancelUrl: text("cancel_url"),
    webhookUrl: text("webhook_url"),
    branchId: uuid("branch_id").references(() => branches.id),
    usedCount: integer("used_count").notNull().default(0),
    /** ACTIVE or INACTIVE; EXPIRED is derived from expiration_date and the sandbox clock. */
    status: text("status").notNull().default("ACTIVE"),
    creatorType: text("creator_type").notNull().default("API_KEY"),
    creatorId: text("creator_id").notNull(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_links_slug_unique").on(t.slug),
    uniqueIndex("payment_links_trade_no_unique").on(t.merchantId, t.merchantTradeNo),
    index("payment_links_merchant_created_idx").on(t.merchantId, t.createdAt),
  ],
);

export const ddScenarios = pgTable("dd_scenarios", {
  id: uuid("id").primaryKey().defaultRandom(),
  scenarioId: text("scenario_id").notNull().unique(),
  scenarioName: text("scenario_name").notNull(),
  paymentProvider: text("payment_provider").notNull(),
  maxLimit: usdt("max_limit").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

export const ddContracts = pgTable(
  "dd_contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    branchId: uuid("branch_id").references(() => branches.id),
    paymentProvider: text("payment_provider").notNull(),
    merchantContractCode: text("merchant_contract_code").notNull(),
    preContractId: text("pre_contract_id").notNull(),
    contractId: bigint("contract_id", { mode: "number" }),
    bizId: text("biz_id").notNull(),
    serviceName: text("service_name").notNull(),
    scenarioId: uuid("scenario_id")
      .notNull()
      .references(() => ddScenarios.id),
    currency: text("currency").notNull(),
    singleUpperLimit: usdt("single_upper_limit").notNull(),
    singleUpperLimitLkr: lkr("single_upper_limit_lkr"),
    slippageBps: integer("slippage_bps"),
    periodic: boolean("periodic").notNull().default(false),
    contractEndTime: ts("contract_end_time").notNull(),
    requestExpireTime: ts("request_expire_time").notNull(),
    openUserId: text("open_user_id"),
    merchantAccountNo: text("merchant_account_no").notNull(),
    status: text("status").notNull().default("INITIATED"),
    /** Set when the user approves at the provider; `sync` then moves the contract to SIGNED. */
    approvedAt: ts("approved_at"),
    contractTerminationWay: integer("contract_termination_way"),
    contractTerminationTime: ts("contract_termination_time"),
    terminationNotes: text("termination_notes"),
    paymentCount: integer("payment_count").notNull().default(0),
    totalAmountCharged: usdt("total_amount_charged").notNull().default("0"),
    lastPaymentAt: ts("last_payment_at"),
    webhookUrl: text("webhook_url"),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    qrContent: text("qr_content").notNull(),
    deepLink: text("deep_link").notNull(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dd_contracts_merchant_code_unique").on(t.merchantId, t.merchantContractCode),
    index("dd_contracts_merchant_created_idx").on(t.merchantId, t.createdAt),
  ],
);

export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bankRefId: text("bank_ref_id").notNull(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    branchId: uuid("branch_id").references(() => branches.id),
    settlementDate: text("settlement_date").notNull(),
    requestedBy: uuid("requested_by"),
    requesterName: text("requester_name").notNull(),
    apiKeyId: uuid("api_key_id"),
    requestedAt: ts("requested_at").notNull(),
    status: text("status").notNull(),
    totalPaymentsCount: integer("total_payments_count").notNull(),
    totalNetAmountLkr: lkr("total_net_amount_lkr").notNull(),
    totalNetAmountUsdt: usdt("total_net_amount_usdt").notNull(),
    totalGrossAmountLkr: lkr("total_gross_amount_lkr").notNull(),
    totalGrossAmountUsdt: usdt("total_gross_amount_usdt").notNull(),
    totalFeesLkr: lkr("total_fees_lkr").notNull(),
    totalFeesUsdt: usdt("total_fees_usdt").notNull(),
    reviewedBy: text("reviewed_by"),
    reviewedAt: ts("reviewed_at"),
    merchantSettlementId: uuid("merchant_settlement_id"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // Rule 1: at most one active request per merchant per day, enforced by the database.
    uniqueIndex("withdrawals_one_active_per_day")
      .on(t.merchantId, t.settlementDate)
      .where(sql`status in ('PENDING', 'APPROVED')`),
    index("withdrawals_merchant_date_idx").on(t.merchantId, t.settlementDate),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    branchId: uuid("branch_id").references(() => branches.id),
    payId: text("pay_id").notNull(),
    paymentNo: text("payment_no").notNull(),
    merchantTradeNo: text("merchant_trade_no"),
    provider: text("provider").notNull(),
    /** The currency the merchant priced in; processing is always USDT. */
    originalCurrency: text("original_currency").notNull(),
    status: text("status").notNull(),
    grossUsdt: usdt("gross_usdt").notNull(),
    netUsdt: usdt("net_usdt").notNull(),
    feesUsdt: usdt("fees_usdt").notNull(),
    lkrGross: lkr("lkr_gross"),
    lkrNet: lkr("lkr_net"),
    lkrFees: lkr("lkr_fees"),
    exchangeRate: rate("exchange_rate"),
    /** The wire form of the fee breakdown, as returned at creation. */
    feeBreakdown: jsonb("fee_breakdown").notNull(),
    goods: jsonb("goods").notNull(),
    customerBilling: jsonb("customer_billing").notNull(),
    /** Lower-cased customer name, email and phone for `search`. */
    customerSearch: text("customer_search").notNull().default(""),
    qrContent: text("qr_content").notNull(),
    webhookUrl: text("webhook_url"),
    paymentLinkId: uuid("payment_link_id").references(() => paymentLinks.id),
    directDebitContractId: uuid("direct_debit_contract_id").references(() => ddContracts.id),
    /** The active (PENDING/APPROVED) withdrawal holding this payment; null while unsettled. */
    withdrawalId: uuid("withdrawal_id").references(() => withdrawals.id),
    expireTime: ts("expire_time").notNull(),
    createdAt: createdAt(),
    paidAt: ts("paid_at"),
    expiredAt: ts("expired_at"),
    failedAt: ts("failed_at"),
  },
  (t) => [
    uniqueIndex("payments_pay_id_unique").on(t.payId),
    uniqueIndex("payments_payment_no_unique").on(t.paymentNo),
    index("payments_merchant_created_idx").on(t.merchantId, t.createdAt),
    index("payments_merchant_status_idx").on(t.merchantId, t.status, t.createdAt),
    index("payments_unsettled_idx")
      .on(t.merchantId, t.branchId)
      .where(sql`status = 'PAID' and withdrawal_id is null`),
    index("payments_due_expiry_idx").on(t.expireTime).where(sql`status in ('INITIATED', 'USER_REVIEW')`),
    index("payments_withdrawal_idx").on(t.withdrawalId),
    // The payment-link usage job counts paid payments per link on every tick.
    index("payments_link_idx").on(t.paymentLinkId).where(sql`payment_link_id is not null`),
  ],
);

/** Payments included in a withdrawal, with the amounts at request time (kept after rejection too). */
export const withdrawalPayments = pgTable(
  "withdrawal_payments",
  {
    withdrawalId: uuid("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    usdtNetAmount: usdt("usdt_net_amount").notNull(),
    lkrNetAmount: lkr("lkr_net_amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.withdrawalId, t.paymentId] })],
);

// Aggregator offramp (spec §Offramp, decisions §8).

export const banks = pgTable("banks", {
  code: integer("code").primaryKey(),
  name: text("name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

export const aggregatorUsers = pgTable(
  "aggregator_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    externalUserId: text("external_user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("aggregator_users_external_unique").on(t.merchantId, t.externalUserId)],
);

export const aggregatorBankAccounts = pgTable(
  "aggregator_bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
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
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
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
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
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
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
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

// Webhook outbox and its delivery log (decisions §9).

export const webhookOutbox = pgTable(
  "webhook_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
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
    id: uuid("id").primaryKey().defaultRandom(),
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
