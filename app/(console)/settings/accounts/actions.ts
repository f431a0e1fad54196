"use server";

import { revalidatePath } from "next/cache";
import {
  type AddAccountField,
  type AddAccountValues,
  addAccountSchema,
  type RotateKeyValues,
  removeAccountSchema,
  rotateKeySchema,
} from "@/components/settings/schemas";
import { type ActionResult, actionFailure } from "@/lib/action-result";
import { authorizeAccountAction, checkActionOrigin } from "@/server/access/action-access";
import { canAddAccount, consoleHasAccounts } from "@/server/access/memberships";
import { addAccount, listAccountsForUser, removeAccount, rotateKey } from "@/server/accounts/service";
import { logger } from "@/server/log";
import { getSessionUser } from "@/server/session";
import {
  accessFailure,
  accountFailure,
  CHECK_FIELDS,
  fieldErrorsOf,
  newRequestId,
  SESSION_ENDED,
} from "@/server/settings/results";

// The account list lives in the shell of every page, so each change revalidates the whole console.

export async function addAccountAction(
  input: AddAccountValues,
): Promise<ActionResult<{ accountId: string }, AddAccountField>> {
  const requestId = newRequestId();
  const refuse = (message: string, reason: string, userId?: string) => {
    logger().info("action refused", { scope: "action", action: "account.add", requestId, userId, reason });
    return actionFailure(message, undefined, requestId);
  };
  const crossSite = await checkActionOrigin();
  if (crossSite) return refuse(crossSite, "origin_rejected");
  const user = await getSessionUser();
  if (!user) return refuse(SESSION_ENDED, "unauthenticated");
  if (!canAddAccount(await listAccountsForUser(user.id), await consoleHasAccounts())) {
    return refuse("Only owners of a merchant account can add merchant accounts.", "forbidden", user.id);
  }
  const parsed = addAccountSchema.safeParse(input);
  if (!parsed.success) return actionFailure(CHECK_FIELDS, fieldErrorsOf<AddAccountField>(parsed.error));
  const { webhookPublicKeyPem, ...fields } = parsed.data;
  try {
    const account = await addAccount({
      ...fields,
      webhookPublicKeyPem: webhookPublicKeyPem === "" ? null : webhookPublicKeyPem,
      createdBy: user.id,
    });
    revalidatePath("/", "layout");
    return { ok: true, data: { accountId: account.id } };
  } catch (error) {
    return accountFailure(error, "adding the account", requestId);
  }
}

export async function rotateKeyAction(
  input: RotateKeyValues,
): Promise<ActionResult<{ keyId: string }, "apiKey">> {
  const parsed = rotateKeySchema.safeParse(input);
  if (!parsed.success) return actionFailure(CHECK_FIELDS, fieldErrorsOf<"apiKey">(parsed.error));
  const access = await authorizeAccountAction(parsed.data.accountId, "accounts:manage");
  if (!access.ok) return accessFailure(access);
  try {
    const account = await rotateKey(access.account.id, parsed.data.apiKey, { rotatedBy: access.user.id });
    revalidatePath("/", "layout");
    return { ok: true, data: { keyId: account.keyId } };
  } catch (error) {
    return accountFailure(error, "replacing the key", access.requestId);
  }
}

export async function removeAccountAction(input: { accountId: string }): Promise<ActionResult> {
  const parsed = removeAccountSchema.safeParse(input);
  if (!parsed.success) return actionFailure("No merchant account was given.");
  const access = await authorizeAccountAction(parsed.data.accountId, "accounts:manage");
  if (!access.ok) return accessFailure(access);
  try {
    await removeAccount(access.account.id, { removedBy: access.user.id });
    revalidatePath("/", "layout");
    return { ok: true, data: null };
  } catch (error) {
    return accountFailure(error, "removing the account", access.requestId);
  }
}
