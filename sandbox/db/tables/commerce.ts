import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { branches, merchantId } from "./accounts";
import { createdAt, id, lkr, rate, ts, usdt } from "./columns";

export const paymentLinks = pgTable(
  "payment_links",
  {
    id: id(),
    merchantId: merchantId(),
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
  id: id(),
  scenarioId: text("scenario_id").notNull().unique(),
  scenarioName: text("scenario_name").notNull(),
  paymentProvider: text("payment_provider").notNull(),
  maxLimit: usdt("max_limit").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

export const ddContracts = pgTable(
  "dd_contracts",
  {
    id: id(),
    merchantId: merchantId(),
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
    id: id(),
    bankRefId: text("bank_ref_id").notNull(),
    merchantId: merchantId(),
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
    id: id(),
    merchantId: merchantId(),
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
