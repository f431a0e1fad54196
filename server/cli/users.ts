import "server-only";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { writeAudit } from "@/server/audit/log";
import { hashPassword, passwordProblem } from "@/server/auth/password";
import { normalizeEmail } from "@/server/auth/throttle";
import { removeTwoFactor } from "@/server/auth/two-factor";
import type { ConsoleExecutor } from "@/server/db/client";
import { memberships, merchantAccounts, users } from "@/server/db/schema";
import { CliError, isUniqueViolation } from "./errors";
import { formatTable } from "./table";

const emailSchema = z.email().max(320);

export function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!emailSchema.safeParse(normalized).success)
    throw new CliError(`"${normalized}" is not a valid email address`);
  return normalized;
}

/** user:create. The password is hashed (scrypt) and never printed. */
export async function createUser(
  db: ConsoleExecutor,
  input: { email: string; password: string; name?: string },
): Promise<{ id: string; email: string }> {
  const email = checkEmail(input.email);
  const problem = passwordProblem(input.password);
  if (problem) throw new CliError(problem);
  const name = input.name?.trim() || null;
  const taken = () => new CliError(`A user with email ${email} already exists`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw taken();

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, name, passwordHash })
        .returning({ id: users.id, email: users.email });
      if (!user) throw new Error("The user was not stored");
      await writeAudit(tx, {
        userId: user.id,
        action: "user.create",
        outcome: "success",
        details: { email, via: "cli" },
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** user:list, with each user's memberships as `account name (role[, branch])`. */
export async function listUsers(db: ConsoleExecutor): Promise<string> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isActive: users.isActive,
      accountName: merchantAccounts.name,
      role: memberships.role,
      branchId: memberships.branchId,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(merchantAccounts, eq(memberships.accountId, merchantAccounts.id))
    .orderBy(asc(users.email), asc(merchantAccounts.name));
  if (rows.length === 0) return "No users yet. Create one with user:create.";

  const byUser = new Map<string, { row: (typeof rows)[number]; access: string[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.id) ?? { row, access: [] };
    if (row.accountName && row.role) {
      entry.access.push(`${row.accountName} (${row.role}${row.branchId ? `, branch ${row.branchId}` : ""})`);
    }
    byUser.set(row.id, entry);
  }
  return formatTable(
    ["ID", "EMAIL", "NAME", "ACTIVE", "ACCOUNTS"],
    [...byUser.values()].map(({ row, access }) => [
      row.id,
      row.email,
      row.name ?? "",
      row.isActive ? "yes" : "no",
      access.join("; "),
    ]),
  );
}

/** user:reset-2fa: for a person who lost their authenticator and recovery codes. They sign in again. */
export async function resetSecondFactor(
  db: ConsoleExecutor,
  rawEmail: string,
): Promise<{ email: string; removed: boolean }> {
  const email = checkEmail(rawEmail);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new CliError(`No user with email ${email}`);
  const removed = await removeTwoFactor(user.id, null, { db });
  await writeAudit(db, {
    userId: user.id,
    action: "auth.two-factor.reset",
    outcome: "success",
    details: { email, via: "cli", removed },
  });
  return { email, removed };
}
