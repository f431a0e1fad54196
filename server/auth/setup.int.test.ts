import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { auditLog, memberships, users } from "@/server/db/schema";
import { authorizeCredentials } from "./authorize";
import { createFirstOwner, hasAnyUser } from "./setup";
import { consoleTestDbForFile, createAccount, whileTableLocked } from "./testing/console-db";

const testDb = consoleTestDbForFile("console_setup");

describe("first-run setup", () => {
  it("creates exactly one owner when several setups race, owner of the accounts already there", async () => {
    const account = await createAccount("Added by the CLI");
    expect(await hasAnyUser()).toBe(false);

    const attempts = await whileTableLocked(testDb.database.url, "users", 4, () =>
      Promise.all(
        [0, 1, 2, 3].map((i) =>
          createFirstOwner({
            name: `Owner ${i}`,
            email: `owner${i}@example.com`,
            password: `password number ${i}`,
          }),
        ),
      ),
    );

    const winners = attempts.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    expect(attempts.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 3 }, () => ({ ok: false, reason: "already-set-up" })),
    );
    const rows = await getDb().select().from(users);
    expect(rows).toHaveLength(1);
    const [owner] = rows;
    if (!owner || !winners[0]?.ok) throw new Error("expected one owner");
    expect(owner.id).toBe(winners[0].userId);
    expect(await hasAnyUser()).toBe(true);

    const owned = await getDb().select().from(memberships).where(eq(memberships.userId, owner.id));
    expect(owned.map((row) => [row.accountId, row.role, row.branchId])).toEqual([
      [account.id, "owner", null],
    ]);
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.action, "auth.setup"));
    expect(audit).toHaveLength(1);

    // The owner signs in with the password chosen at setup, not a hash or anything else.
    const index = Number(owner.email.replace(/\D/g, ""));
    await expect(
      authorizeCredentials({ email: owner.email, password: `password number ${index}` }, { ip: "local" }),
    ).resolves.toMatchObject({ id: owner.id });
  });

  it("refuses once a user exists", async () => {
    const result = await createFirstOwner({
      name: "Late",
      email: "late@example.com",
      password: "late password 1",
    });
    expect(result).toEqual({ ok: false, reason: "already-set-up" });
    expect(await getDb().select().from(users).where(eq(users.email, "late@example.com"))).toHaveLength(0);
  });
});
