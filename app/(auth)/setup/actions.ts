"use server";

import { redirect } from "next/navigation";
import { actionForm } from "@/lib/action-result";
import { newUserFields, parseNewUser } from "@/server/auth/new-user";
import { createFirstOwner } from "@/server/auth/setup";
import type { AuthFormState } from "../_components/form-state";
import type { NewUserField } from "../_components/new-user-form";
import { signInNewUser } from "../_lib/sign-in-new-user";

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
  await signInNewUser(parsed.value.email, parsed.value.password);
  return {};
}
