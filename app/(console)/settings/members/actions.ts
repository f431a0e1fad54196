"use server";

import { revalidatePath } from "next/cache";
import {
  type InviteMemberField,
  type InviteMemberValues,
  inviteMemberSchema,
} from "@/components/settings/schemas";
import { type ActionResult, actionFailure } from "@/lib/action-result";
import { authorizeAccountAction } from "@/server/access/action-access";
import { listMembers } from "@/server/accounts/members";
import { writeAudit } from "@/server/audit/log";
import { createInvitation } from "@/server/auth/invitations";
import { roles } from "@/server/auth/policy";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { accessFailure, CHECK_FIELDS, fieldErrorsOf } from "@/server/settings/results";

export interface CreatedInvite {
  email: string;
  /** The one-time link; shown to the inviter once, never stored. */
  url: string;
  expiresAt: string;
}

export async function inviteMemberAction(
  input: InviteMemberValues,
): Promise<ActionResult<CreatedInvite, InviteMemberField>> {
  const parsed = inviteMemberSchema(roles).safeParse(input);
  if (!parsed.success) return actionFailure(CHECK_FIELDS, fieldErrorsOf<InviteMemberField>(parsed.error));
  const { accountId, email, role, branchId } = parsed.data;
  const access = await authorizeAccountAction(accountId, "members:manage");
  if (!access.ok) return accessFailure(access);
  // An admin may not hand out more than they hold.
  if (role === "owner" && access.membership.role !== "owner") {
    return actionFailure(CHECK_FIELDS, { role: "Only an owner can invite another owner." }, access.requestId);
  }
  const members = await listMembers(access.account.id);
  if (members.some((member) => member.email === email)) {
    const taken = `${email} is already a member of ${access.account.name}.`;
    return actionFailure(CHECK_FIELDS, { email: taken }, access.requestId);
  }
  try {
    const created = await createInvitation({
      accountId: access.account.id,
      email,
      role,
      branchId: branchId === "" ? null : branchId,
      createdBy: access.user.id,
    });
    await writeAudit(getDb(), {
      userId: access.user.id,
      accountId: access.account.id,
      action: "member.invite",
      outcome: "success",
      details: { email, role, branchId: branchId === "" ? null : branchId },
    });
    revalidatePath("/settings/members");
    return { ok: true, data: { email, url: created.url, expiresAt: created.expiresAt.toISOString() } };
  } catch (error) {
    logger().error("invitation failed", {
      scope: "settings",
      requestId: access.requestId,
      error: error instanceof Error ? error.name : typeof error,
    });
    return actionFailure(
      "The invitation could not be created. Nothing was changed; try again in a moment.",
      undefined,
      access.requestId,
    );
  }
}
