"use server";

import { redirect } from "next/navigation";
import { CredentialsSignin } from "next-auth";
import { actionForm } from "@/lib/action-result";
import { newUserFields, parseNewUser } from "@/server/auth/new-user";
import { signIn } from "@/server/auth/next-auth";
import { createFirstOwner } from "@/server/auth/setup";
import type { AuthFormState } from "../_components/form-state";
import type { NewUserField } from "../_components/new-user-form";

/** Creates the first user (the owner) and signs them in; refused once any user exists. */
export async function setupAction(
  _previous: AuthFormState<NewUserField>,
  formArgument: FormData,
): Promise<AuthFormState<NewUserField>> {
  const form = actionForm(formArgument);
  const parsed = parseNewUser(newUserFields(form));
  if (!parsed.ok) {
    return {
      fieldErrors: parsed.fieldErrors,
      values: { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") },
      submittedAt: Date.now(),
    };
  }
  const created = await createFirstOwner(parsed.value);
  if (!created.ok) redirect("/sign-in?reason=already-set-up");
  try {
    await signIn("credentials", {
      email: parsed.value.email,
      password: parsed.value.password,
      redirectTo: "/",
    });
  } catch (error) {
    // The owner exists either way; if signing in right away fails, the sign-in page explains why.
    if (error instanceof CredentialsSignin) redirect("/sign-in");
    throw error;
  }
  return {};
}
