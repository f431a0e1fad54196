import "server-only";
import { sql } from "drizzle-orm";
import { writeAudit } from "@/server/audit/log";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { memberships, merchantAccounts, users } from "@/server/db/schema";
import { hashPassword } from "./password";

/** Whether any user exists; while none does, /setup creates the first one. */
export async function hasAnyUser(db: ConsoleExecutor = getDb()): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).limit(1);
  return rows.length > 0;
}

export type CreateOwnerResult = { ok: true; userId: string } | { ok: false; reason: "already-set-up" };

/**
 * Creates the console's first user, owner of every merchant account already configured (accounts added
 * with the CLI before anyone signed in). Two concurrent setups create one owner: the table lock below
 * conflicts with itself and with every insert into users, so the emptiness check and the insert are one
 * step. Input must already be validated (parseNewUser).
 */
export async function createFirstOwner(
  input: { name: string; email: string; password: string },
  db: ConsoleExecutor = getDb(),
): Promise<CreateOwnerResult> {
  // Hashing takes a while; do it before taking the lock.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${users} in share row exclusive mode`);
    if (await hasAnyUser(tx)) return { ok: false, reason: "already-set-up" } as const;
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash })
      .returning({ id: users.id });
    if (!user) throw new Error("The owner was not created");
    const accounts = await tx.select({ id: merchantAccounts.id }).from(merchantAccounts);
    if (accounts.length > 0) {
      await tx
        .insert(memberships)
        .values(
          accounts.map((account) => ({ userId: user.id, accountId: account.id, role: "owner" as const })),
        );
    }
    await writeAudit(tx, {
      action: "auth.setup",
      userId: user.id,
      outcome: "success",
      details: { email: input.email, accounts: accounts.length },
    });
    return { ok: true, userId: user.id } as const;
  });
}
