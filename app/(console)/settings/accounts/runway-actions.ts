"use server";

import { revalidatePath } from "next/cache";
import { type ActionResult, actionField, actionText } from "@/lib/action-result";
import type { RunwayThresholdValues } from "@/lib/float-threshold";
import { authorizeAccountAction } from "@/server/access/action-access";
import { getDb } from "@/server/db/client";
import { updateRunwayThreshold } from "@/server/float/threshold";
import { accessFailure } from "@/server/settings/results";

/** Owners and admins: the days of runway below which every page of the aggregator account warns. */
export async function setRunwayThresholdAction(
  input: RunwayThresholdValues,
): Promise<ActionResult<{ days: number | null }, "days">> {
  const access = await authorizeAccountAction(
    actionText(actionField(input, "accountId"), 100),
    "accounts:manage",
  );
  if (!access.ok) return accessFailure(access);
  const result = await updateRunwayThreshold(
    getDb(),
    {
      accountId: access.account.id,
      userId: access.user.id,
      role: access.membership.role,
      aggregator: access.aggregator,
      requestId: access.requestId,
    },
    { accountId: access.account.id, days: actionText(actionField(input, "days"), 100) },
  );
  // The banner lives in the account's layout: every page of it shows the new threshold.
  if (result.ok) revalidatePath(`/accounts/${access.account.id}`, "layout");
  return result;
}
