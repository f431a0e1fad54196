"use server";

import { revalidatePath } from "next/cache";
import { type ActionResult, actionFailure, actionText } from "@/lib/action-result";
import { authorizeAccountAction } from "@/server/access/action-access";
import { writeAudit } from "@/server/audit/log";
import { hasTwoFactor, setAccountTwoFactorRequirement } from "@/server/auth/two-factor";
import { getDb } from "@/server/db/client";
import { accessFailure } from "@/server/settings/results";

/**
 * Owners only: require (or stop requiring) a second factor of every member of the account. Turning it on
 * needs the owner's own second factor first, so no owner locks themselves out of their account.
 */
export async function setTwoFactorRequirementAction(
  accountId: string,
  required: boolean,
): Promise<ActionResult<{ required: boolean }>> {
  const access = await authorizeAccountAction(actionText(accountId, 100), "accounts:manage");
  if (!access.ok) return accessFailure(access);
  if (access.membership.role !== "owner") {
    return actionFailure("Only owners can change this.", undefined, access.requestId);
  }
  if (required === true && !(await hasTwoFactor(access.user.id))) {
    return actionFailure(
      "Set up two-factor sign-in for yourself first (Settings → Security).",
      undefined,
      access.requestId,
    );
  }
  await setAccountTwoFactorRequirement(access.account.id, required === true);
  await writeAudit(getDb(), {
    action: "account.require-two-factor",
    userId: access.user.id,
    accountId: access.account.id,
    requestId: access.requestId,
    outcome: "success",
    details: { required: required === true },
  });
  revalidatePath(`/settings/accounts/${access.account.id}`);
  return { ok: true, data: { required: required === true } };
}
