import "server-only";
import { and, eq } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import { systemAccountClient } from "@/server/access/account-access";
import { checkMemberScope, checkScopeForm } from "@/server/accounts/member-scope";
import type { AccountService } from "@/server/accounts/service";
import { writeAudit } from "@/server/audit/log";
import { isRole, roles } from "@/server/auth/policy";
import type { ConsoleExecutor } from "@/server/db/client";
import { memberships, merchantAccounts, users } from "@/server/db/schema";
import { CliError } from "./errors";
import { checkEmail } from "./users";

/**
 * member:add. Adding a user who is already a member replaces their role and branch, so the command
 * can be re-run to change them.
 */
export async function addMember(
  db: ConsoleExecutor,
  input: { email: string; accountId: string; role: string; branchId?: string },
  /** Where the account's key is read to ask the service whether the branch is the account's. */
  accounts: Pick<AccountService, "loadUpstreamCredentials">,
): Promise<{ userId: string; accountId: string; role: string; branchId: string | null; updated: boolean }> {
  const email = checkEmail(input.email);
  const role = input.role.trim().toLowerCase();
  if (!isRole(role)) throw new CliError(`Unknown role "${input.role}"; use one of ${roles.join(", ")}`);
  // The scope check the web console applies: a UUID, on a role that can be limited to one branch.
  const scope = checkScopeForm(role, input.branchId);
  if (!scope.ok) throw new CliError(scope.message);
  const { branchId } = scope;
  const accountId = input.accountId.trim();
  const [account] = isUuid(accountId)
    ? await db
        .select({ id: merchantAccounts.id })
        .from(merchantAccounts)
        .where(eq(merchantAccounts.id, accountId))
    : [];
  if (!account) throw new CliError(`No merchant account with id ${accountId} (see account:list)`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new CliError(`No user with email ${email} (create one with user:create)`);
  if (branchId !== null) {
    // The same check as the web console: an active branch of this account, asked with its key.
    const client = await systemAccountClient(account.id, { timeoutMs: 10_000 }, accounts);
    if (!client) throw new CliError(`No merchant account with id ${accountId} (see account:list)`);
    const checked = await checkMemberScope(client.api, role, branchId);
    if (!checked.ok) throw new CliError(checked.message);
  }

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.accountId, account.id)));
    await tx
      .insert(memberships)
      .values({ userId: user.id, accountId: account.id, role, branchId })
      .onConflictDoUpdate({ target: [memberships.userId, memberships.accountId], set: { role, branchId } });
    await writeAudit(tx, {
      userId: user.id,
      accountId: account.id,
      action: "member.add",
      outcome: "success",
      details: { email, role, branchId, previousRole: existing?.role ?? null, via: "cli" },
    });
    return { userId: user.id, accountId: account.id, role, branchId, updated: existing !== undefined };
  });
}
