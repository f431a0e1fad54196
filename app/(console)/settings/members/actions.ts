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

/**
 * One change to an account's members by someone who may manage them: the members page is read afresh
 * after it, and a failure says which `step` did not happen ("remove the member").
 */
async function manageMembers<T, F extends string>(
  accountId: string,
  step: string,
  work: (context: MembersContext) => Promise<T>,
): Promise<ActionResult<T, F>> {
  const access = await authorizeAccountAction(accountId, "members:manage");
  if (!access.ok) return accessFailure(access);
  try {
    const data = await work(contextOf(access));
    revalidatePath("/settings/members");
    return { ok: true, data };
  } catch (error) {
    return memberFailure(error, step, access.requestId);
  }
}

export async function inviteMemberAction(
  input: InviteMemberValues,
): Promise<ActionResult<CreatedInvite, InviteMemberField>> {
  const parsed = inviteMemberSchema(roles, branchScopeRoles).safeParse(input);
  if (!parsed.success) return actionFailure(CHECK_FIELDS, fieldErrorsOf<InviteMemberField>(parsed.error));
  const { accountId, email, role, branchId } = parsed.data;
  return manageMembers(accountId, "create the invitation", async (context) => {
    const created = await inviteMember(context, { email, role, branchId: branchId || null });
    return { ...created, expiresAt: created.expiresAt.toISOString() };
  });
}

export async function changeMemberAction(
  input: ChangeMemberValues,
): Promise<ActionResult<{ role: Role; branchName: string | null }, ChangeMemberField>> {
  const parsed = changeMemberSchema(roles, branchScopeRoles).safeParse(input);
  if (!parsed.success) return actionFailure(CHECK_FIELDS, fieldErrorsOf<ChangeMemberField>(parsed.error));
  const { accountId, userId, role, branchId } = parsed.data;
  return manageMembers(accountId, "change the member", async (context) => {
    const changed = await updateMember(context, { userId, role, branchId: branchId || null });
    return { role: changed.role, branchName: changed.branchName };
  });
}

export async function removeMemberAction(input: {
  accountId: string;
  userId: string;
}): Promise<ActionResult> {
  const parsed = removeMemberSchema.safeParse(input);
  if (!parsed.success) return actionFailure("This member could not be found. Reload the page.");
  const { accountId, userId } = parsed.data;
  return manageMembers(accountId, "remove the member", async (context) => {
    await removeMember(context, userId);
    return null;
  });
}

export async function revokeInvitationAction(input: {
  accountId: string;
  invitationId: string;
}): Promise<ActionResult> {
  const parsed = revokeInvitationSchema.safeParse(input);
  if (!parsed.success) return actionFailure("This invitation could not be found. Reload the page.");
  const { accountId, invitationId } = parsed.data;
  return manageMembers(accountId, "revoke the invitation", async (context) => {
    await revokeInvitation(context, invitationId);
    return null;
  });
}
