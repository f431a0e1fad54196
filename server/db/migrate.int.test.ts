import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/scripts/testing/databases";
import { type ConsoleDbHandle, createConsoleDb } from "./client";
import { migrateConsoleDb } from "./migrate";
import { memberships, merchantAccounts, users, webhookInbox } from "./schema";

// One row per checked-in migration, however many there are.
const journalEntries = (
  JSON.parse(readFileSync(join(import.meta.dirname, "migrations", "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

let database: TestDatabase;
let handle: ConsoleDbHandle;

beforeAll(async () => {
  database = await createTestDatabase("console_migrate");
  // Two instances starting together must not trip over each other.
  await Promise.all([migrateConsoleDb(database.url), migrateConsoleDb(database.url)]);
  handle = createConsoleDb(database.url, { max: 2 });
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

async function newAccount() {
  const [account] = await handle.db
    .insert(merchantAccounts)
    .values({
      name: "Shop",
      baseUrl: "http://127.0.0.1:4010",
      keyId: "ak_live_x",
      encryptedSigningKey: "AA==",
    })
    .returning();
  if (!account) throw new Error("no account");
  return account;
}

async function pgErrorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
    return (cause as { code?: string }).code;
  }
  return undefined;
}

describe("console migrations", () => {
  it("create every table and record themselves once", async () => {
    const tables = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      "audit_log",
      "bulk_payout_rows",
      "bulk_payouts",
      "charge_schedules",
      "contract_charges",
      "invitations",
      "login_attempts",
      "long_read_pace",
      "long_reads",
      "memberships",
      "merchant_accounts",
      "money_out_approvals",
      "money_out_sends",
      "payment_index",
      "payment_index_sync",
      "revoked_sessions",
      "two_factor_recovery_codes",
      "user_sessions",
      "user_two_factor",
      "users",
      "webhook_inbox",
    ]);
    const applied = await handle.db.execute(sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied.rows).toHaveLength(journalEntries);
  });

  it("are a no-op when run again", async () => {
    await migrateConsoleDb(database.url);
    const applied = await handle.db.execute(sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied.rows).toHaveLength(journalEntries);
  });

  it("store new accounts with defaults and an empty capability list", async () => {
    const account = await newAccount();
    expect(account).toMatchObject({ environment: "sandbox", capabilities: [], keyRotatedAt: null });
    const [aggregator] = await handle.db
      .update(merchantAccounts)
      .set({ capabilities: ["AGGREGATOR"] })
      .where(eq(merchantAccounts.id, account.id))
      .returning();
    expect(aggregator?.capabilities).toEqual(["AGGREGATOR"]);
  });

  it("refuse mixed-case and duplicate emails", async () => {
    const email = `owner-${randomUUID()}@example.com`;
    expect(
      await pgErrorCode(handle.db.insert(users).values({ email: email.toUpperCase(), passwordHash: "x" })),
    ).toBe("23514");
    await handle.db.insert(users).values({ email, passwordHash: "x" });
    expect(await pgErrorCode(handle.db.insert(users).values({ email, passwordHash: "y" }))).toBe("23505");
  });

  it("allow one membership per user and account, removed with the account", async () => {
    const account = await newAccount();
    const [user] = await handle.db
      .insert(users)
      .values({ email: `dev-${randomUUID()}@example.com`, passwordHash: "x" })
      .returning();
    if (!user) throw new Error("no user");
    await handle.db.insert(memberships).values({ userId: user.id, accountId: account.id, role: "developer" });
    expect(
      await pgErrorCode(
        handle.db.insert(memberships).values({ userId: user.id, accountId: account.id, role: "staff" }),
      ),
    ).toBe("23505");
    await handle.db.delete(merchantAccounts).where(eq(merchantAccounts.id, account.id));
    expect(await handle.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([]);
  });

  it("deduplicate webhook events per account, not across accounts", async () => {
    const [a, b] = [await newAccount(), await newAccount()];
    const event = (accountId: string) => ({
      accountId,
      dedupeKey: "pay_1:SUCCESS",
      eventType: "payment.success",
      payload: { paymentId: "pay_1" },
      rawBody: '{"paymentId":"pay_1"}',
      signatureTimestamp: Date.now(),
    });
    await handle.db.insert(webhookInbox).values(event(a.id));
    expect(await pgErrorCode(handle.db.insert(webhookInbox).values(event(a.id)))).toBe("23505");
    const again = await handle.db.insert(webhookInbox).values(event(a.id)).onConflictDoNothing().returning();
    expect(again).toEqual([]);
    await handle.db.insert(webhookInbox).values(event(b.id));
    const stored = await handle.db
      .select()
      .from(webhookInbox)
      .where(eq(webhookInbox.dedupeKey, "pay_1:SUCCESS"));
    expect(stored.map((row) => row.accountId).sort()).toEqual([a.id, b.id].sort());
  });
});
