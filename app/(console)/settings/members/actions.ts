"use server";

import { revalidatePath } from "next/cache";
import {
  type ChangeMemberField,
  type ChangeMemberValues,
  changeMemberSchema,
  type InviteMemberField,
  type InviteMemberValues,
  inviteMemberSchema,
  removeMemberSchema,
  revokeInvitationSchema,
} from "@/components/settings/schemas";
import { type ActionResult, actionFailure } from "@/lib/action-result";
import { type ActionAccess, authorizeAccountAction } from "@/server/access/action-access";
import { branchScopeRoles } from "@/server/accounts/member-scope";
import { type Role, roles } from "@/server/auth/policy";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import {
  inviteMember,
  MemberError,
  type MembersContext,
  removeMember,
  revokeInvitation,
  updateMember,
} from "@/server/settings/members";
import { accessFailure, CHECK_FIELDS, fieldErrorsOf } from "@/server/settings/results";

export interface CreatedInvite {
  email: string;
  /** The one-time link; shown to the inviter once, never stored. */
  url: string;
  expiresAt: string;
  /** The branch the invitee will be limited to, by name. */
  branchName: string | null;
}

type Authorized = Extract<ActionAccess, { ok: true }>;

function contextOf(access: Authorized): MembersContext {
  return {
    db: getDb(),
    actor: { userId: access.user.id, role: access.membership.role },
    accountId: access.account.id,
    accountName: access.account.name,
    api: access.upstream({ timeoutMs: 10_000 }).api,
    requestId: access.requestId,
  };
}

/** A refusal of the members service for the form, or a generic failure logged by name only. */
function memberFailure(error: unknown, step: string, requestId: string) {
  if (error instanceof MemberError) {
    logger().info("members action refused", { scope: "settings", step, requestId, code: error.code });
    const fields = error.field ? { [error.field]: error.message } : undefined;
    return actionFailure(fields ? CHECK_FIELDS : error.message, fields, requestId);
  }
  logger().error("members action failed", {
    scope: "settings",
    step,
    requestId,
    error: error instanceof Error ? error.name : typeof error,
  });
  return actionFailure(
    `The console could not ${step}. Nothing was changed; try again in a moment.`,
    undefined,
    requestId,
  );
}

function done<T>(data: T): { ok: true; data: T } {
  revalidatePath("/settings/members");
  return { ok: true, data };
}

export async function inviteMemberAction(
  input: InviteMemberValues,
): Promise<ActionResult<CreatedInvite, InviteMemberField>> {
  const parsed = inviteMemberSchema(roles, branchScopeRoles).safeParse(input);
  if (!parsed.success) return actionFailure(CHECK_FIELDS, fieldErrorsOf<InviteMemberField>(parsed.error));
  const { accountId, email, role, branchId } = parsed.data;
  const access = await authorizeAccountAction(accountId, "members:manage");
  if (!access.ok) return accessFailure(access);
  try {
    const created = await inviteMember(contextOf(access), { email, role, branchId: branchId || null });
    return done({ ...created, expiresAt: created.expiresAt.toISOString() });
  } catch (error) {
    return memberFailure(error, "create the invitation", access.requestId);
  }
}

export async function changeMemberAction(
  input: ChangeMemberValues,
): Promise<ActionResult<{ role: Role; branchName: string | null }, ChangeMemberField>> {
  const parsed = changeMemberSchema(roles, branchScopeRoles).safeParse(input);
  if (!parsed.success) return actionFailure(CHECK_FIELDS, fieldErrorsOf<ChangeMemberField>(parsed.error));
  const { accountId, userId, role, branchId } = parsed.data;
  const access = await authorizeAccountAction(accountId, "members:manage");
  if (!access.ok) return accessFailure(access);
  try {
    const changed = await updateMember(contextOf(access), { userId, role, branchId: branchId || null });
    return done({ role: changed.role, branchName: changed.branchName });
  } catch (error) {
    return memberFailure(error, "change the member", access.requestId);
  }
}

export async function removeMemberAction(input: {
  accountId: string;
  userId: string;
}): Promise<ActionResult> {
  const parsed = removeMemberSchema.safeParse(input);
  if (!parsed.success) return actionFailure("This member could not be found. Reload the page.");
  const access = await authorizeAccountAction(parsed.data.accountId, "members:manage");
  if (!access.ok) return accessFailure(access);
  try {
    await removeMember(contextOf(access), parsed.data.userId);
    return done(null);
  } catch (error) {
    return memberFailure(error, "remove the member", access.requestId);
  }
}

export async function revokeInvitationAction(input: {
  accountId: string;
  invitationId: string;
}): Promise<ActionResult> {
  const parsed = revokeInvitationSchema.safeParse(input);
  if (!parsed.success) return actionFailure("This invitation could not be found. Reload the page.");
  const access = await authorizeAccountAction(parsed.data.accountId, "members:manage");
  if (!access.ok) return accessFailure(access);
  try {
    await revokeInvitation(contextOf(access), parsed.data.invitationId);
    return done(null);
  } catch (error) {
    return memberFailure(error, "revoke the invitation", access.requestId);
  }
}
