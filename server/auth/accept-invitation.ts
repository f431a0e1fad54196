import "server-only";
import { eq } from "drizzle-orm";
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
  | "wrong-user";

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
  options: { db?: ConsoleExecutor; now?: Date } = {},
): Promise<AcceptInvitationResult> {
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
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
