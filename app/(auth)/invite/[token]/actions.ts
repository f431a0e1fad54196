"use server";

import { redirect } from "next/navigation";
import { actionForm } from "@/lib/action-result";
import { type AcceptInvitationFailure, acceptInvitation } from "@/server/auth/accept-invitation";
import { newUserFields, parseNewUser } from "@/server/auth/new-user";
import { signOut } from "@/server/auth/next-auth";
import { requireUser } from "@/server/session";
import type { AuthFormState } from "../../_components/form-state";
import type { NewUserField } from "../../_components/new-user-form";
import { signInNewUser } from "../../_lib/sign-in-new-user";

const failureMessages: Record<AcceptInvitationFailure, string> = {
  "not-found": "This invitation link is not valid.",
  expired: "This invitation has expired. Ask for a new one.",
  used: "This invitation has already been used.",
  "user-exists": "A user with this email already exists. Reload the page and sign in to accept.",
  "wrong-user": "This invitation is for a different user.",
  "branch-gone":
    "The branch this invitation limits you to is no longer an active branch of the account. Ask for a new invitation.",
  "branch-unconfirmed":
    "The console could not confirm the branch this invitation limits you to. Try again in a moment.",
};

const invitePath = (token: string) => `/invite/${encodeURIComponent(token)}`;
// Anyone can call an action with any arguments: a form that is not one reads as an empty form.
const tokenOf = (form: unknown) => String(actionForm(form).get("token") ?? "");

/** Creates the invited user with the name and password given, joins the account and signs in. */
export async function acceptAsNewUserAction(
  _previous: AuthFormState<NewUserField>,
  formArgument: FormData,
): Promise<AuthFormState<NewUserField>> {
  const form = actionForm(formArgument);
  const parsed = parseNewUser(newUserFields(form));
  const values = { name: String(form.get("name") ?? "") };
  if (!parsed.ok) return { fieldErrors: parsed.fieldErrors, values, submittedAt: Date.now() };
  const { name, password } = parsed.value;
  const result = await acceptInvitation({ token: tokenOf(form), newUser: { name, password } });
  if (!result.ok) return { error: failureMessages[result.reason], values, submittedAt: Date.now() };
  await signInNewUser(result.email, password);
  return {};
}

/** Adds the signed-in user, who is the invited one, to the account. */
export async function acceptAsSignedInUserAction(
  _previous: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  const token = tokenOf(form);
  const user = await requireUser({ callbackUrl: invitePath(token) });
  const result = await acceptInvitation({ token, userId: user.id });
  if (!result.ok) return { error: failureMessages[result.reason], submittedAt: Date.now() };
  redirect("/");
}

/** Signs out whoever is signed in and comes back to the invitation through the sign-in page. */
export async function switchUserAction(form: FormData): Promise<void> {
  const query = new URLSearchParams({ callbackUrl: invitePath(tokenOf(form)) });
  await signOut({ redirectTo: `/sign-in?${query}` });
}
