import { sql } from "drizzle-orm";
import { boolean, index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { createdAt, id, lkr, ts } from "./columns";

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const merchants = pgTable("merchants", {
  id: id(),
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

/** A row's merchant: every resource of the service belongs to one. */
export const merchantId = () =>
  uuid("merchant_id")
    .notNull()
    .references(() => merchants.id);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    keyId: text("key_id").notNull(),
    /** Hex SHA-256 of the secret: the HMAC key. The secret itself is never stored. */
    signingKey: text("signing_key").notNull(),
    merchantId: merchantId(),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_key_id_unique").on(t.keyId)],
);

export const branches = pgTable(
  "branches",
  {
    id: id(),
    merchantId: merchantId(),
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
