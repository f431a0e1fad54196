import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { FieldError } from "@/lib/coded-error";
import { checkMemberScope } from "@/server/accounts/member-scope";
import { type AuditOutcome, writeAudit } from "@/server/audit/log";
import { createInvitation } from "@/server/auth/invitations";
import type { Role } from "@/server/auth/policy";
import { normalizeEmail } from "@/server/auth/throttle";
import type { ConsoleExecutor } from "@/server/db/client";
import { invitations, memberships, users } from "@/server/db/schema";
import type { PaymentsApi } from "@/server/upstream/client";

/**
 * Members and invitations of one merchant account, as an owner or admin manages them from the members page.
 * The caller has authorized the actor for "members:manage" on the account (server/access/action-access.ts).
 * Every change and every refusal of a rule below is written to the audit trail.
 */

export interface MembersContext {
  db: ConsoleExecutor;
  actor: { userId: string; role: Role };
  accountId: string;
  accountName: string;
  /** The account's signed client, to look up branches with the account's own key. */
  api: PaymentsApi;
  requestId: string;
}

export type MemberField = "email" | "role" | "branchId";

/** A refusal written for the person at the members page. */
export class MemberError extends FieldError<
  "invalid" | "forbidden" | "not_found" | "last_owner" | "unavailable",
  MemberField
> {
  override name = "MemberError";
}

const ONLY_OWNERS_GRANT = "Only an owner can make someone an owner.";
const ONLY_OWNERS_CHANGE = "Only an owner can change or remove another owner.";

function audit(
  ctx: MembersContext,
  db: ConsoleExecutor,
  action: string,
  outcome: AuditOutcome,
  details: Record<string, unknown>,
) {
  return writeAudit(db, {
    userId: ctx.actor.userId,
    accountId: ctx.accountId,
    action,
    outcome,
    requestId: ctx.requestId,
    details,
  });
}

/** Records the refusal and throws it. */
async function refuse(ctx: MembersContext, action: string, error: MemberError): Promise<never> {
  await audit(ctx, ctx.db, action, "denied", { reason: error.code, field: error.field });
  throw error;
}

async function scopeFor(
  ctx: MembersContext,
  action: string,
  role: Role,
  branchId: string | null | undefined,
) {
  const scope = await checkMemberScope(ctx.api, role, branchId);
  if (scope.ok) return scope;
  const code = scope.reason === "unavailable" ? "unavailable" : "invalid";
  if (code === "unavailable") throw new MemberError(code, scope.message);
  return refuse(ctx, action, new MemberError(code, scope.message, "branchId"));
}

export interface InviteInput {
  email: string;
  role: Role;
  branchId: string | null;
}

export interface InviteCreated {
  email: string;
  url: string;
  expiresAt: Date;
  branchName: string | null;
}

/** Creates a one-time invitation after checking the role the actor may hand out and the branch scope. */
export async function inviteMember(
  ctx: MembersContext,
  input: InviteInput,
  options: { baseUrl?: string; now?: Date } = {},
): Promise<InviteCreated> {
  const action = "member.invite";
  const email = normalizeEmail(input.email);
  if (input.role === "owner" && ctx.actor.role !== "owner") {
    await refuse(ctx, action, new MemberError("forbidden", ONLY_OWNERS_GRANT, "role"));
  }
  const [member] = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, ctx.accountId), eq(users.email, email)));
  if (member) {
    throw new MemberError("invalid", `${email} is already a member of ${ctx.accountName}.`, "email");
  }
  const scope = await scopeFor(ctx, action, input.role, input.branchId);
  return ctx.db.transaction(async (tx) => {
    const created = await createInvitation(
      {
        accountId: ctx.accountId,
        email,
        role: input.role,
        branchId: scope.branchId,
        createdBy: ctx.actor.userId,
      },
      { db: tx, ...options },
    );
    await audit(ctx, tx, action, "success", {
      email,
      role: input.role,
      branchId: scope.branchId,
      branchName: scope.branchName,
    });
    return { email, url: created.url, expiresAt: created.expiresAt, branchName: scope.branchName };
  });
}

/** The account's memberships, locked until the transaction ends: owner counts stay true while we decide. */
async function lockMembers(tx: ConsoleExecutor, accountId: string) {
  return tx
    .select({ userId: memberships.userId, role: memberships.role, branchId: memberships.branchId })
    .from(memberships)
    .where(eq(memberships.accountId, accountId))
    .for("update");
}

const lastOwner = (self: boolean) =>
  new MemberError(
    "last_owner",
    `${self ? "You are" : "This member is"} the only owner of this account. Make another member an owner first, so the account keeps one.`,
  );

const memberGone = () =>
  new MemberError("not_found", "This person is no longer a member of this account. Reload the page.");

export interface UpdateMemberInput {
  userId: string;
  role: Role;
  branchId: string | null;
}

/** Changes a member's role and branch scope; the last owner is never demoted. */
export async function updateMember(
  ctx: MembersContext,
  input: UpdateMemberInput,
): Promise<{ role: Role; branchId: string | null; branchName: string | null }> {
  const action = "member.update";
  if (input.role === "owner" && ctx.actor.role !== "owner") {
    await refuse(ctx, action, new MemberError("forbidden", ONLY_OWNERS_GRANT, "role"));
  }
  // The service is asked before the rows are locked; a branch does not change owner in between.
  const scope = await scopeFor(ctx, action, input.role, input.branchId);
  const outcome = await ctx.db.transaction(async (tx) => {
    const rows = await lockMembers(tx, ctx.accountId);
    const target = rows.find((row) => row.userId === input.userId);
    if (!target) return memberGone();
    if (target.role === "owner" && ctx.actor.role !== "owner") {
      return new MemberError("forbidden", ONLY_OWNERS_CHANGE, "role");
    }
    const owners = rows.filter((row) => row.role === "owner").length;
    if (target.role === "owner" && input.role !== "owner" && owners <= 1) {
      return lastOwner(target.userId === ctx.actor.userId);
    }
    await tx
      .update(memberships)
      .set({ role: input.role, branchId: scope.branchId })
      .where(and(eq(memberships.accountId, ctx.accountId), eq(memberships.userId, input.userId)));
    await audit(ctx, tx, action, "success", {
      memberId: input.userId,
      previousRole: target.role,
      role: input.role,
      previousBranchId: target.branchId,
      branchId: scope.branchId,
      branchName: scope.branchName,
    });
    return null;
  });
  if (outcome) await refuse(ctx, action, outcome);
  return { role: input.role, branchId: scope.branchId, branchName: scope.branchName };
}

/** Removes a member from the account (their user stays); never the last owner. */
export async function removeMember(ctx: MembersContext, userId: string): Promise<void> {
  const action = "member.remove";
  const outcome = await ctx.db.transaction(async (tx) => {
    const rows = await lockMembers(tx, ctx.accountId);
    const target = rows.find((row) => row.userId === userId);
    if (!target) return memberGone();
    if (target.role === "owner" && ctx.actor.role !== "owner") {
      return new MemberError("forbidden", ONLY_OWNERS_CHANGE);
    }
    if (target.role === "owner" && rows.filter((row) => row.role === "owner").length <= 1) {
      return lastOwner(target.userId === ctx.actor.userId);
    }
    await tx
      .delete(memberships)
      .where(and(eq(memberships.accountId, ctx.accountId), eq(memberships.userId, userId)));
    await audit(ctx, tx, action, "success", {
      memberId: userId,
      role: target.role,
      branchId: target.branchId,
    });
    return null;
  });
  if (outcome) await refuse(ctx, action, outcome);
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(
  ctx: MembersContext,
  invitationId: string,
): Promise<{ email: string }> {
  const action = "invitation.revoke";
  const outcome = await ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.id, invitationId),
          eq(invitations.accountId, ctx.accountId),
          isNull(invitations.usedAt),
        ),
      )
      .for("update");
    if (!invitation) {
      return new MemberError(
        "not_found",
        "This invitation was already accepted or revoked. Reload the page.",
      );
    }
    if (invitation.role === "owner" && ctx.actor.role !== "owner") {
      return new MemberError("forbidden", "Only an owner can revoke an invitation to become an owner.");
    }
    await tx.delete(invitations).where(eq(invitations.id, invitation.id));
    await audit(ctx, tx, action, "success", {
      invitationId: invitation.id,
      email: invitation.email,
      role: invitation.role,
      branchId: invitation.branchId,
    });
    return invitation.email;
  });
  if (outcome instanceof MemberError) return refuse(ctx, action, outcome);
  return { email: outcome };
}
