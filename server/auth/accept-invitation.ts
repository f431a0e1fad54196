import "server-only";
import { eq } from "drizzle-orm";
import { systemAccountClient } from "@/server/access/account-access";
import { checkMemberScope } from "@/server/accounts/member-scope";
import type { AccountService } from "@/server/accounts/service";
import { writeAudit } from "@/server/audit/log";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { invitations, memberships, users } from "@/server/db/schema";
import { hashInvitationToken } from "./invitations";
import { hashPassword } from "./password";

export type AcceptInvitationInput =
  /** Someone without a user: the user is created with the invited email. Validated by parseNewUser. */
  | { token: string; newUser: { name: string; password: string } }
  /** A signed-in user whose email is the invited one. */
  | { token: string; userId: string };

export type AcceptInvitationFailure =
  | "not-found"
  | "expired"
  | "used"
  /** A user with the invited email exists: sign in as them and accept. */
  | "user-exists"
  /** The signed-in user is not the invited one (or is deactivated). */
  | "wrong-user"
  /** The invitation's branch is no longer an active branch of the account (or cannot be confirmed now). */
  | "branch-gone"
  | "branch-unconfirmed";

export type AcceptInvitationResult =
  | {
      ok: true;
      userId: string;
      accountId: string;
      email: string;
      createdUser: boolean;
      alreadyMember: boolean;
    }
  | { ok: false; reason: AcceptInvitationFailure };

const failure = (reason: AcceptInvitationFailure) => ({ ok: false, reason }) as const;

/**
 * Uses an invitation: creates the user when asked, adds the membership with the invited role and branch
 * and marks the invitation used, all in one transaction. The invitation row is locked first, so of two
 * concurrent uses one wins and the other sees it used. An existing membership is left as it is: an
 * invitation never changes the role of someone already in the account.
 */
export async function acceptInvitation(
  input: AcceptInvitationInput,
  options: {
    db?: ConsoleExecutor;
    now?: Date;
    /** Where the account's key is read to re-check the invitation's branch. */
    accounts?: Pick<AccountService, "loadUpstreamCredentials">;
  } = {},
): Promise<AcceptInvitationResult> {
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
  const scopeRefusal = await recheckScope(db, input.token, options.accounts);
  if (scopeRefusal) return failure(scopeRefusal);
  // Hashing takes a while; keep it out of the transaction that holds the invitation's lock.
  const passwordHash = "newUser" in input ? await hashPassword(input.newUser.password) : null;

  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashInvitationToken(input.token)))
      .for("update");
    if (!invitation) return failure("not-found");
    if (invitation.usedAt) return failure("used");
    if (invitation.expiresAt <= now) return failure("expired");

    let userId: string;
    if ("newUser" in input && passwordHash) {
      const [created] = await tx
        .insert(users)
        .values({ email: invitation.email, name: input.newUser.name, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!created) return failure("user-exists");
      userId = created.id;
    } else if ("userId" in input) {
      const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).limit(1);
      if (!user?.isActive || user.email !== invitation.email) return failure("wrong-user");
      userId = user.id;
    } else {
      return failure("wrong-user");
    }

    const added = await tx
      .insert(memberships)
      .values({
        userId,
        accountId: invitation.accountId,
        role: invitation.role,
        branchId: invitation.branchId,
      })
      .onConflictDoNothing()
      .returning({ userId: memberships.userId });
    await tx.update(invitations).set({ usedAt: now }).where(eq(invitations.id, invitation.id));
    await writeAudit(tx, {
      action: "member.join",
      userId,
      accountId: invitation.accountId,
      outcome: "success",
      details: {
        invitationId: invitation.id,
        role: invitation.role,
        branchId: invitation.branchId,
        createdUser: "newUser" in input,
        alreadyMember: added.length === 0,
      },
    });
    return {
      ok: true,
      userId,
      accountId: invitation.accountId,
      email: invitation.email,
      createdUser: "newUser" in input,
      alreadyMember: added.length === 0,
    } as const;
  });
}

/**
 * An invitation's branch is checked again when it is used: the branch may have been deactivated since, and
 * rows stored before the check existed may name no branch at all. The service is asked outside the
 * transaction that locks the invitation; an invitation's branch never changes afterwards.
 */
async function recheckScope(
  db: ConsoleExecutor,
  token: string,
  accounts?: Pick<AccountService, "loadUpstreamCredentials">,
): Promise<AcceptInvitationFailure | null> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!invitation?.branchId || invitation.usedAt) return null;
  const api = (await systemAccountClient(invitation.accountId, {}, accounts))?.api;
  const scope = api
    ? await checkMemberScope(api, invitation.role, invitation.branchId)
    : ({ ok: false, reason: "not_found" } as const);
  if (scope.ok) return null;
  const reason = scope.reason === "unavailable" ? "branch-unconfirmed" : "branch-gone";
  await writeAudit(db, {
    action: "member.join",
    accountId: invitation.accountId,
    outcome: "denied",
    details: { invitationId: invitation.id, branchId: invitation.branchId, reason },
  });
  return reason;
}
